// Inflection-aware matching (issue 27 item 1): one lexicon entry for a verb phrase covers its other tenses and
// persons, on both sides; nouns and abbreviations are left alone; and the English article follows a rewrite.
import { describe, expect, it } from 'vitest';
import { agreeIndefiniteArticle } from './agreement';
import { conjugate, inflectedEntries } from './inflection';
import type { Lexicon } from './lexicon';
import { createStyleEngine } from './style-engine';

const lexicon = (entries: Lexicon['entries']): Lexicon => ({
  style: 'gen_z_english',
  language: 'en',
  kind: 'slang',
  description: 'Test lexicon.',
  entries,
});

describe('conjugate', () => {
  it('knows irregular verbs and spells regular ones, known to compromise or not', () => {
    expect(conjugate('go')).toMatchObject({
      PastTense: 'went',
      Participle: 'gone',
      PresentTense: 'goes',
    });
    expect(conjugate('hit')).toMatchObject({ PastTense: 'hit', Gerund: 'hitting' });
    expect(conjugate('yeet')).toMatchObject({ PastTense: 'yeeted', Gerund: 'yeeting' });
    expect(conjugate('stan')).toMatchObject({
      PastTense: 'stanned',
      Gerund: 'stanning',
      PresentTense: 'stans',
    });
    expect(conjugate('rizz')).toMatchObject({
      PastTense: 'rizzed',
      Gerund: 'rizzing',
      PresentTense: 'rizzes',
    });
    expect(conjugate('vibe')).toMatchObject({ PastTense: 'vibed', Gerund: 'vibing' });
  });
});

describe('inflectedEntries', () => {
  it('writes a verb phrase in its other forms on both sides, named by the lexicon’s phrase', () => {
    const entries = inflectedEntries(
      lexicon([{ standard: 'show off', style: 'flex', meaning: 'to show off' }]),
    );
    const pairs = entries.map((entry) => [entry.standard, entry.style]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['showed off', 'flexed'],
        ['shown off', 'flexed'],
        ['shows off', 'flexes'],
        ['showing off', 'flexing'],
      ]),
    );
    expect(entries.every((entry) => entry.term === 'flex')).toBe(true);
    // "shows" after a determiner is a noun: the third-person form is guarded.
    expect(entries.find((entry) => entry.standard === 'shows off')?.when?.notPrevious).toContain(
      'the',
    );
  });

  it('leaves nouns, past-tense adjectives, auxiliaries and abbreviations alone', () => {
    const entries = inflectedEntries(
      lexicon([
        { standard: 'elevator', style: 'lift', meaning: 'a lift' },
        { standard: 'exhausted', style: 'knackered', meaning: 'very tired' },
        { standard: 'is late', style: 'is behind schedule', meaning: 'late' },
        { standard: 'talk to you later', style: 'ttyl', meaning: 'talk to you later' },
        { standard: 'kid', style: 'child', meaning: 'a child' },
      ]),
    );
    expect(entries).toEqual([]);
  });

  it('gives a form the lexicon writes itself to the lexicon’s entry, for the directions it covers', () => {
    const entries = inflectedEntries(
      lexicon([
        { standard: 'show off', style: 'flex', meaning: 'to show off' },
        { standard: 'showing off', style: 'stunting', meaning: 'showing off', only: 'to-style' },
      ]),
    );
    const gerund = entries.find((entry) => entry.style === 'flexing');
    expect(gerund).toMatchObject({ standard: 'showing off', only: 'to-standard' });
  });
});

describe('the engine with inflected entries', () => {
  const genZ = lexicon([
    { standard: 'show off', style: 'flex', meaning: 'to show off' },
    { standard: 'stop replying to', style: 'ghost', meaning: 'to cut off contact without a word' },
  ]);
  const engine = createStyleEngine(
    new Map([['gen_z_english', genZ]]),
    new Map([['gen_z_english', inflectedEntries(genZ)]]),
  );
  const toGenZ = (text: string) => engine.translateStyle(text, 'standard_english', 'gen_z_english');
  const fromGenZ = (text: string) =>
    engine.translateStyle(text, 'gen_z_english', 'standard_english');

  it('carries tense and person to the output, both ways', () => {
    expect(toGenZ('They showed off their new car.').translation).toBe('They flexed their new car.');
    expect(toGenZ('He always shows off at parties.').translation).toBe(
      'He always flexes at parties.',
    );
    expect(fromGenZ('She was flexing on everyone.').translation).toBe(
      'She was showing off on everyone.',
    );
    expect(fromGenZ('He ghosted me.').translation).toBe('He stopped replying to me.');
    expect(toGenZ('She stopped replying to me.').explanation).toContain(
      '“ghost” – to cut off contact',
    );
  });

  it('does not take a plural noun for a verb', () => {
    expect(toGenZ('The shows off Broadway are long.').translation).toBe(
      'The shows off Broadway are long.',
    );
  });
});

describe('agreeIndefiniteArticle', () => {
  it('writes "a" or "an" for the word that now follows it', () => {
    expect(agreeIndefiniteArticle('It was a ', 'epic day', 'en')).toBe('It was an ');
    expect(agreeIndefiniteArticle('It was an ', 'fire day', 'en')).toBe('It was a ');
    expect(agreeIndefiniteArticle('An ', 'lit party', 'en')).toBe('A ');
    expect(agreeIndefiniteArticle('It is a ', 'unique take', 'en')).toBe('It is a ');
    expect(agreeIndefiniteArticle('It took an ', 'hour', 'en')).toBe('It took an ');
    expect(agreeIndefiniteArticle('Such a ', 'FYI', 'en')).toBe('Such a ');
    expect(agreeIndefiniteArticle('Banana ', 'epic', 'en')).toBe('Banana ');
    expect(agreeIndefiniteArticle('una ', 'epic', 'es')).toBe('una ');
  });
});
