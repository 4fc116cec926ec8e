// Stage 3: the rule for a match is the first whose guard holds in the text around it; when none holds, a shorter
// phrase at the same place is tried.
import { describe, expect, it } from 'vitest';
import { resolve } from './choose';
import { compilePass } from './find-senses';
import { STAGE_LEXICON } from './stage-fixtures';

describe('choose', () => {
  const pass = compilePass(STAGE_LEXICON, [], 'to-style');
  const hitIn = (text: string) => {
    pass.regex!.lastIndex = 0;
    const match = pass.regex!.exec(text)!;
    return resolve(pass, text, match, {});
  };

  it('takes the rule whose guard holds', () => {
    expect(hitIn('I am not lying, it is true')?.rule.to).toBe('no cap');
    expect(hitIn('I am not lying down')).toBeUndefined();
  });

  it('falls back to a shorter phrase at the same place', () => {
    const hit = hitIn('really excellent');
    expect(hit?.rule.to).toBe('fire fr');
    expect(hit?.phrase).toBe('really excellent');
  });

  it('falls back to the shorter phrase without the punctuation after it', () => {
    expect(hitIn('Thanks, friend, see you')?.rule.to).toBe('cheers, bestie');
    const hit = hitIn('Thanks, friend for the ride');
    expect(hit?.rule.to).toBe('ty');
    expect(hit?.phrase).toBe('Thanks');
  });
});
