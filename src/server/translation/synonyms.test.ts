// Reach through synonyms (issue 27 item 1): an entry written for one word of a group rewrites the others towards the
// style, keeps what the lexicon writes itself, and keeps ambiguous words out of literal contexts.
import { describe, expect, it } from 'vitest';
import type { Lexicon } from './lexicon';
import { createStyleEngine } from './style-engine';
import { type SynonymGroup, synonymEntries } from './synonyms';

const praise: SynonymGroup = {
  sense: 'very good',
  words: [
    { word: 'awesome', synset: 'adj:01285602' },
    { word: 'excellent', synset: 'adj:02351216' },
    { word: 'wonderful', synset: 'adj:01681111' },
    { word: 'cool', synset: 'adj:00974839', phrasesOnly: true },
  ],
};

const genZ: Lexicon = {
  style: 'gen_z_english',
  language: 'en',
  kind: 'slang',
  description: 'Test lexicon.',
  entries: [
    { standard: 'excellent', style: 'fire', meaning: 'excellent' },
    { standard: 'an excellent', style: 'a fire', meaning: 'excellent' },
    { standard: 'really excellent', style: 'fire fr', meaning: 'really excellent' },
    { standard: 'is excellent', style: 'is fire', meaning: 'excellent' },
    { standard: 'wonderful', style: 'goated', meaning: 'the lexicon’s own choice' },
  ],
};

describe('synonymEntries', () => {
  const entries = synonymEntries(genZ, [praise]);
  const pairs = entries.map((entry) => [entry.standard, entry.style]);

  it('writes each entry again with the group’s other words, towards the style only, named by its phrase', () => {
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['awesome', 'fire'],
        ['really awesome', 'fire fr'],
        ['really wonderful', 'fire fr'],
        ['really cool', 'fire fr'],
        ['is awesome', 'is fire'],
      ]),
    );
    expect(entries.every((entry) => entry.only === 'to-style')).toBe(true);
    expect(entries.find((entry) => entry.standard === 'awesome')?.term).toBe('fire');
  });

  it('makes "a"/"an" agree with the new word', () => {
    expect(pairs).toContainEqual(['an awesome', 'a fire']);
    expect(pairs).toContainEqual(['a wonderful', 'a fire']);
    expect(pairs.map(([standard]) => standard)).not.toContain('an wonderful');
  });

  it('leaves a phrase the lexicon writes itself to the lexicon, and ambiguous words out of literal contexts', () => {
    expect(pairs).not.toContainEqual(['wonderful', 'fire']);
    const standards = pairs.map(([standard]) => standard);
    expect(standards).not.toContain('cool');
    expect(standards).not.toContain('is cool');
    expect(standards).not.toContain('a cool');
  });
});

describe('the engine with synonym entries', () => {
  const engine = createStyleEngine(
    new Map([['gen_z_english', genZ]]),
    new Map([['gen_z_english', synonymEntries(genZ, [praise])]]),
  );
  const toGenZ = (text: string) => engine.translateStyle(text, 'standard_english', 'gen_z_english');

  it('rewrites the words people actually use', () => {
    expect(toGenZ('That was an awesome concert.').translation).toBe('That was a fire concert.');
    expect(toGenZ('The show is awesome.').translation).toBe('The show is fire.');
    expect(toGenZ('This song is really cool.').translation).toBe('This song is fire fr.');
    expect(toGenZ('The water is cool today.').translation).toBe('The water is cool today.');
    expect(toGenZ('It was really awesome.').explanation).toContain('“fire fr”');
  });
});
