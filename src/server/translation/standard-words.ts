// Generates content/lexicon-variants/standard-words.en.txt: the ordinary English words (compromise's lexicon, without
// names, and WordNet 3.1's words that its sense-tagged corpus saw in text). A one-word dictionary term in it could be
// ordinary text, so the engine does not take it as slang (dictionary-senses.ts). Development only.
import { compromiseLexicon } from './inflection';
import { readWordNetIndex, type WordNetPos } from './wordnet';

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
  const words = new Set(
    Object.entries(compromiseLexicon)
      .filter(([word, tag]) => WORD.test(word) && !NAMES.has(tag ?? ''))
      .map(([word]) => word),
  );
  for (const pos of ['noun', 'verb', 'adj', 'adv'] as WordNetPos[]) {
    for (const [word, entry] of readWordNetIndex(pos)) {
      if (entry.seenInText && WORD.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}
