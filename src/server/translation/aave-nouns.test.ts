// AAVE possession by word order and a noun subject's zero copula, towards the standard.
import { describe, expect, it } from 'vitest';
import { toStandardNounCopula, toStandardPossessive } from './aave-nouns';
import { translateStyle } from './style-engine';

const possessive = (text: string) => toStandardPossessive(text).text;
const copula = (text: string) => toStandardNounCopula(text).text;

describe('possession by word order', () => {
  it("writes the possessor with 's", () => {
    expect(possessive('Coming to my cousin birthday party?')).toBe(
      "Coming to my cousin's birthday party?",
    );
    expect(possessive('We eating at grandma house.')).toBe("We eating at grandma's house.");
    expect(possessive('Who car is that?')).toBe('Whose car is that?');
    expect(possessive('Who car that parked outside?')).toBe('Whose car is that parked outside?');
  });

  it('leaves other word pairs alone', () => {
    for (const kept of [
      'My cousin said hi.',
      'The baby room is blue.',
      'Who called?',
      'Who car is that.',
    ])
      expect(possessive(kept)).toBe(kept);
  });
});

describe("a noun subject's copula", () => {
  it('puts "is"/"are" before the -ing verb where a clause begins', () => {
    expect(copula('He never listen when the teacher talking.')).toBe(
      'He never listen when the teacher is talking.',
    );
    expect(copula('My friends coming over.')).toBe('My friends are coming over.');
  });

  it('not after a verb, nor before an -ing noun', () => {
    expect(copula('I heard the teacher talking.')).toBe('I heard the teacher talking.');
    expect(copula('When the team meeting starts, call me.')).toBe(
      'When the team meeting starts, call me.',
    );
  });

  it('runs in the engine with the possessive', () => {
    expect(
      translateStyle('We gon eat at grandma house after church.', 'aave', 'standard_english')
        .translation,
    ).toMatch(/grandma's house/);
  });
});
