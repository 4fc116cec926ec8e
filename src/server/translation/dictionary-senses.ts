// The dictionary feeds the engine (issue 27 item 1): each active US English dictionary term with a usable gloss is
// a sense of the Gen Z English lexicon, towards the standard ("bestie" → "best friend", "tbh" → "to be honest"),
// named in the explanation with its definition. An admin's approval reaches the engine at once, on every replica
// (dictionary-senses-sync.ts). Guarded like the hand-written senses by leaving out what could be ordinary text: a
// term the lexicon writes itself keeps the lexicon's sense, and a one-word term that is also an ordinary English word
// ("cap", "tea", "fire") is left to the lexicon's guarded entries. The other dictionary languages define their
// terms in English, which is not a rewrite into standard Spanish or Arabic: they are not used.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths';
import type { VariantEntry } from './lexicon-variants';
import { type Lexicon, matchKey } from './lexicon';

export interface DictionaryTerm {
  term: string;
  meaning: string;
  language: string;
}

/** The dictionary languages whose definitions are written in the language of their style, and that style. */
const STYLE_OF_LANGUAGE: Record<string, string> = { us_english: 'gen_z_english' };
export const DICTIONARY_SENSE_LANGUAGES = Object.keys(STYLE_OF_LANGUAGE);

/** Ordinary English words (compromise's lexicon and WordNet's words seen in text), generated with the variants. */
export const STANDARD_WORDS_FILE = join(
  PROJECT_ROOT,
  'content',
  'lexicon-variants',
  'standard-words.en.txt',
);

export function readStandardWords(file = STANDARD_WORDS_FILE): Set<string> {
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

// A definition that talks about the term ("A word for…", "Used when…", "In baseball, …") or about a person in a
// role ("Someone who…") has no gloss to write in its place; nor has a reaction or a sound ("A cheer of triumph").
const ABOUT_THE_TERM =
  /^(?:a|an|the)?\s*(?:term|word|phrase|slang|expression|way|used|said|describes?|refers?|when|in|name|nickname|label|reply|response|shout|nonsense|acronym|originally|either|literally|also|often|usually|mostly|sometimes|someone|something|somebody|anyone|person|reaction|exclamation|cheer|loud|sound|greeting|interjection|joking)\b/i;
const NAMES_ITSELF = /\b(?:word|term|slang|phrase|emoticon|abbreviation|acronym|expression)\b/i;
const SHORT_FOR =
  /^(?:short for|abbreviation (?:of|for)|stands for|acronym for)\s+['"“‘]([^'"”’]+)['"”’]/i;
const FIRST_CLAUSE =
  /;|\.(?:\s|$)|\s[—–-]\s|\(|:|\s(?:as in|e\.g\.)\s|,\s(?:as|used|especially|often|usually|said)\b/;
const ENDS_OPEN = /\s(?:with|of|to|for|on|in|at|about|around|and|or|a|an|the)$/i;
const MAX_GLOSS_WORDS = 5;

/** An abbreviation ("TBA", "gtg"): its definition spells it out, commas and a leading "to" included. */
const isAbbreviation = (term: string) => /^[A-Z0-9]{2,}$/.test(term) || !/[aeiouy]/i.test(term);

/**
 * What a definition says the term stands for, when it can take the term's place in a sentence: "Short for 'to be
 * honest'" → "to be honest", "A close friend" → "close friend", "To outshine someone" → "outshine", "To be
 * announced" (TBA) → "to be announced". A clause cut short by a comma ("A quick, casual way to…") is not one.
 */
export function usableGloss(definition: string, term = ''): string | undefined {
  const short = SHORT_FOR.exec(definition);
  if (short) return short[1]!.trim();
  let gloss = definition.split(FIRST_CLAUSE)[0]!.trim();
  if (!gloss || /['"“”‘’]/.test(gloss) || ABOUT_THE_TERM.test(gloss) || NAMES_ITSELF.test(gloss)) {
    return undefined;
  }
  if (gloss.includes(',') && !isAbbreviation(term)) {
    // A short list of alternatives ("Exactly right, perfect") gives its first; anything else was cut mid-phrase.
    const pieces = gloss.split(/\s*,\s*/);
    if (pieces.some((piece) => piece.split(' ').length > 2 || /\band\b/.test(piece)))
      return undefined;
    gloss = pieces[0]!;
  }
  // The term's own article or "to" stays in the sentence ("my homie", "they mog"): the gloss comes without them.
  gloss = gloss
    .replace(isAbbreviation(term) ? /^(?:a|an|the)\s+/i : /^(?:a|an|the|to)\s+/i, '')
    .replace(/\s+(?:someone|something|somebody)$/i, '');
  const words = gloss.split(/\s+/);
  if (words.length > MAX_GLOSS_WORDS || gloss.length < 2 || ENDS_OPEN.test(gloss)) return undefined;
  // A gloss with a name in it ("Advanced Placement") keeps its capitals; otherwise it starts in lower case.
  const named = words.slice(1).some((word) => /^\p{Lu}/u.test(word) && word !== 'I');
  return named || words[0] === 'I' ? gloss : gloss[0]!.toLowerCase() + gloss.slice(1);
}

/** The definition's first sentence, for the explanation. */
const firstSentence = (definition: string) =>
  (/^.+?[.!?](?=\s|$)/.exec(definition)?.[0] ?? definition).replace(/[.!?]$/, '');

/** The terms' senses per style, and a version that changes when they do (a part of translation cache keys). */
export interface DictionarySenses {
  byStyle: Map<string, VariantEntry[]>;
  version: string;
}

export function dictionarySenses(
  terms: readonly DictionaryTerm[],
  lexicons: ReadonlyMap<string, Lexicon>,
  standardWords: ReadonlySet<string>,
): DictionarySenses {
  const byStyle = new Map<string, VariantEntry[]>();
  const written = new Map<string, Set<string>>();
  for (const term of terms) {
    const style = STYLE_OF_LANGUAGE[term.language];
    const lexicon = style ? lexicons.get(style) : undefined;
    if (!style || !lexicon) continue;
    const phrase = term.term.trim();
    if (!/^[\p{L}][\p{L}'’ -]*$/u.test(phrase) || phrase.length < 2) continue;
    const key = matchKey(phrase, lexicon.language);
    let known = written.get(style);
    if (!known) {
      known = new Set(lexicon.entries.map((entry) => matchKey(entry.style, lexicon.language)));
      written.set(style, known);
    }
    if (known.has(key) || (!key.includes(' ') && standardWords.has(key))) continue;
    const gloss = usableGloss(term.meaning, phrase);
    if (!gloss || matchKey(gloss, lexicon.language) === key) continue;
    known.add(key);
    const senses = byStyle.get(style) ?? [];
    senses.push({
      standard: gloss,
      style: phrase,
      meaning: firstSentence(term.meaning),
      only: 'to-standard',
      term: phrase,
    });
    byStyle.set(style, senses);
  }
  const version = createHash('sha256')
    .update(JSON.stringify([...byStyle].sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url')
    .slice(0, 12);
  return { byStyle, version };
}
