// Stage 6: a rewrite takes the letter case of what it replaces.
import { describe, expect, it } from 'vitest';
import { applyCase, atSentenceStart } from './letter-case';
import type { Rule } from './types';

const rule = (from: string, to: string, extra: Partial<Rule> = {}): Rule => ({
  from,
  to,
  term: to,
  meaning: '',
  caseSensitive: false,
  fromStartsUpper: false,
  fromAllCaps: false,
  joinsNext: false,
  alternatives: [],
  ...extra,
});

describe('letter case', () => {
  it('keeps a capital, keeps shouting, and does not take an abbreviation for shouting', () => {
    expect(applyCase('Excellent work', 0, 'Excellent', rule('excellent', 'fire'))).toBe('Fire');
    expect(applyCase('THIS IS EXCELLENT', 8, 'EXCELLENT', rule('excellent', 'fire'))).toBe('FIRE');
    expect(applyCase('NGL the food', 0, 'NGL', rule('ngl', 'not gonna lie'))).toBe('Not gonna lie');
    expect(applyCase('it was excellent', 7, 'excellent', rule('excellent', 'fire'))).toBe('fire');
  });

  it('knows the start of a sentence', () => {
    expect(atSentenceStart('Done. "Next', 7)).toBe(true);
    expect(atSentenceStart('Done, next', 6)).toBe(false);
  });
});
