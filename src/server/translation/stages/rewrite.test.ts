// Stage 4: one pass writes each chosen sense in place, names its terms once, and records the rewrites that have
// other renderings.
import { describe, expect, it } from 'vitest';
import { compilePass } from './find-senses';
import { runPass } from './rewrite';
import { STAGE_LEXICON } from './stage-fixtures';

describe('rewrite', () => {
  const pass = compilePass(STAGE_LEXICON, [], 'to-style');

  it('writes each sense in place, in the case of the text, and names each term once', () => {
    const result = runPass(pass, 'Excellent food, excellent and delicious.');
    expect(result.text).toBe('Fire food, fire and bussin.');
    expect(result.terms.map((term) => term.term)).toEqual(['fire', 'bussin']);
  });

  it('records where a rewrite with alternatives stands, with each alternative in its case', () => {
    const result = runPass(pass, 'Excellent!');
    expect(result.choices).toEqual([
      {
        start: 0,
        end: 4,
        term: 'fire',
        options: [{ text: 'Elite', term: { term: 'elite', meaning: 'excellent' } }],
      },
    ]);
  });

  it('makes English a/an agree with what it wrote', () => {
    const vowel = compilePass(
      { ...STAGE_LEXICON, entries: [{ standard: 'good', style: 'elite', meaning: 'good' }] },
      [],
      'to-style',
    );
    expect(runPass(vowel, 'a good plan').text).toBe('an elite plan');
  });
});
