// Negative concord ⇄ standard negation (issue 27 item 1, grammar repair), alone and through the engine with the
// AAVE lexicon: each clause's later negative words follow its first negation, and "ain't" before "never" and
// "got" becomes the standard verb for its subject.
import { describe, expect, it } from 'vitest';
import { toNegativeConcord, toSingleNegation } from './negative-concord';
import { translateStyle } from './style-engine';

describe('toSingleNegation', () => {
  it('writes the later negative words of a clause in their "any" forms', () => {
    expect(toSingleNegation("She don't want nobody to know nothing.").text).toBe(
      "She don't want anybody to know anything.",
    );
    expect(toSingleNegation("They don't never listen, but nobody cares.").text).toBe(
      "They don't ever listen, but nobody cares.",
    );
    expect(toSingleNegation('Nobody came.')).toEqual({ text: 'Nobody came.', changed: false });
  });

  it('gives "ain\'t" before "never" and "got" the standard verb of its subject', () => {
    expect(toSingleNegation("I ain't never seen nothing like it.").text).toBe(
      'I have never seen anything like it.',
    );
    expect(toSingleNegation("He ain't never been there.").text).toBe('He has never been there.');
    expect(toSingleNegation("She ain't got no car.").text).toBe("She doesn't have any car.");
    expect(toSingleNegation("Ain't nobody got time for that.").text).toBe(
      'Nobody has time for that.',
    );
  });
});

describe('toNegativeConcord', () => {
  it('makes every indefinite word after the negation negative, "none" where no noun follows', () => {
    expect(toNegativeConcord("We don't need any help.").text).toBe("We don't need no help.");
    expect(toNegativeConcord("I don't want any.").text).toBe("I don't want none.");
    expect(toNegativeConcord('He never told anyone anything.').text).toBe(
      'He never told nobody nothing.',
    );
    expect(toNegativeConcord('Does anyone want some?').changed).toBe(false);
  });
});

describe('through the engine', () => {
  const toStandard = (text: string) => translateStyle(text, 'aave', 'standard_english');
  const toAave = (text: string) => translateStyle(text, 'standard_english', 'aave');

  it('reads AAVE negation as standard English, and names the feature', () => {
    expect(toStandard("We ain't got no time for that.").translation).toBe(
      "We don't have any time for that.",
    );
    expect(toStandard("They don't never listen.").translation).toBe("They don't ever listen.");
    expect(toStandard("He don't have no money.").translation).toBe("He doesn't have any money.");
    expect(toStandard("I ain't never seen nothing like that.").explanation).toContain(
      '“negative concord”',
    );
  });

  it('writes standard negation with negative concord', () => {
    expect(toAave("We don't need any help.").translation).toBe("We don't need no help.");
  });
});
