// Stage 2: a lexicon compiled for one direction — which phrases have rules, towards which rewrite, with their
// guards and alternatives.
import { describe, expect, it } from 'vitest';
import { candidates, compilePass } from './find-senses';
import { STAGE_LEXICON } from './stage-fixtures';

describe('find senses', () => {
  it('compiles the entries of one direction, keyed by their phrase on that side', () => {
    const toStyle = compilePass(STAGE_LEXICON, [], 'to-style');
    expect(candidates(toStyle.phrases, 'Excellent', 'en').map((rule) => rule.to)).toEqual(['fire']);
    expect(candidates(toStyle.phrases, 'excellent', 'en')[0]!.alternatives).toEqual([
      { to: 'elite', term: { term: 'elite', meaning: 'excellent' } },
    ]);
    expect(candidates(toStyle.phrases, 'amazing', 'en')).toHaveLength(1);
    const toStandard = compilePass(STAGE_LEXICON, [], 'to-standard');
    // "amazing" is written only towards the style; towards the standard "fire" reads as "excellent", or "amazing".
    const fire = candidates(toStandard.phrases, 'fire', 'en');
    expect(fire.map((rule) => rule.to)).toEqual(['excellent']);
    expect(fire[0]!.alternatives.map((alternative) => alternative.to)).toEqual(['amazing']);
  });

  it('keeps a guarded rule with its guard, and generated variants after the lexicon’s own', () => {
    const pass = compilePass(
      STAGE_LEXICON,
      [{ standard: 'excellent', style: 'goated', meaning: 'generated', term: 'goated' }],
      'to-style',
    );
    expect(candidates(pass.phrases, 'not lying', 'en')[0]!.guard?.notNext?.words).toEqual(
      new Set(['down']),
    );
    expect(candidates(pass.phrases, 'excellent', 'en').map((rule) => rule.to)).toEqual(['fire']);
    expect(pass.regex?.test('it was delicious')).toBe(true);
  });
});
