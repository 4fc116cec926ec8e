// Stage 3, choose: which of a phrase's senses applies in this context — the guards of content/lexicons/ (the word
// before or after, an earlier word, the sentence's topic) checked against the text around the match.
import { matchKey, usesArabicScript } from '../lexicon';
import { keysForStem, takesClitics } from './clitics';
import { candidates } from './find-senses';
import { atSentenceStart, atSentenceEnd } from './letter-case';
import {
  WORD_CHAR,
  BEFORE,
  AFTER,
  trieAlternation,
  previousToken,
  nextToken,
  sentenceAround,
} from './tokenize';
import type { Guard, Hit, Pass, PassContext, RuleTable, WordSet } from './types';

export function keyInSet(set: WordSet, key: string): boolean {
  if (set.words.has(key)) return true;
  return (
    set.prefixes.some((prefix) => key.startsWith(prefix) && key !== prefix) ||
    set.suffixes.some((suffix) => key.endsWith(suffix) && key !== suffix)
  );
}

export const inSet = (set: WordSet, token: string | undefined, language: string) =>
  token !== undefined && keyInSet(set, matchKey(token, language));

/**
 * A regex that finds any word of the set on word boundaries, in any letter case and spelling variant: one search
 * of a sentence instead of folding each of its words.
 */
export function searchOf(set: WordSet): RegExp {
  if (set.search) return set.search;
  const { language } = set;
  const withMarks = usesArabicScript(language);
  const word = `[${WORD_CHAR}]+`;
  const parts: string[] = [];
  if (set.words.size) parts.push(trieAlternation(set.words, language, withMarks));
  if (set.prefixes.length)
    parts.push(`${trieAlternation(set.prefixes, language, withMarks)}${word}`);
  if (set.suffixes.length)
    parts.push(`${word}${trieAlternation(set.suffixes, language, withMarks)}`);
  set.search = new RegExp(parts.length ? `${BEFORE}(?:${parts.join('|')})${AFTER}` : '(?!)', 'u');
  return set.search;
}

export function previousIn(set: WordSet, text: string, start: number, language: string): boolean {
  return (
    (set.edge && atSentenceStart(text, start)) || inSet(set, previousToken(text, start), language)
  );
}

export function nextIn(set: WordSet, text: string, end: number, language: string): boolean {
  return (set.edge && atSentenceEnd(text, end)) || inSet(set, nextToken(text, end), language);
}

export const sentenceHas = (set: WordSet, sentence: string) => searchOf(set).test(sentence);

/** True when the context of the phrase at `start`…`end` of `text` satisfies every condition of the guard. */
export function guardHolds(
  guard: Guard,
  text: string,
  start: number,
  end: number,
  language: string,
  cache: PassContext,
) {
  if (guard.previous && !previousIn(guard.previous, text, start, language)) return false;
  if (guard.notPrevious && previousIn(guard.notPrevious, text, start, language)) return false;
  if (guard.next && !nextIn(guard.next, text, end, language)) return false;
  if (guard.notNext && nextIn(guard.notNext, text, end, language)) return false;
  if (guard.earlier || guard.sentenceHas || guard.notSentenceHas) {
    let sentence = cache.sentence;
    if (!sentence || start < sentence.from || end > sentence.to) {
      const [from, to] = sentenceAround(text, start, end);
      sentence = { from, to, text: text.slice(from, to) };
      cache.sentence = sentence;
    }
    if (guard.sentenceHas && !sentenceHas(guard.sentenceHas, sentence.text)) return false;
    if (guard.notSentenceHas && sentenceHas(guard.notSentenceHas, sentence.text)) return false;
    if (guard.earlier && !sentenceHas(guard.earlier, text.slice(sentence.from, start))) {
      return false;
    }
  }
  return true;
}

/** The first rule of `table` for `phrase` at `start` whose guard holds. */
export function pick(
  table: RuleTable,
  phrase: string,
  text: string,
  start: number,
  language: string,
  context: PassContext,
  end = start + phrase.length,
) {
  for (const rule of candidates(table, phrase, language)) {
    if (!rule.guard || guardHolds(rule.guard, text, start, end, language, context)) {
      return rule;
    }
  }
  return undefined;
}

/**
 * The rule for a regex match: the matched phrase's, or when its guards all fail (or a whole-sentence match has
 * no rule), the longest shorter phrase at the same place that has one.
 */
// Punctuation after a phrase's last word.
const TRAILING_MARKS = /[^\p{L}\p{N}'’]+$/u;

export function resolve(
  pass: Pass,
  text: string,
  match: RegExpExecArray,
  context: PassContext,
): Hit | undefined {
  const start = match.index;
  const whole = match[0];
  const sentence = match[1];
  const joined = match[3];
  if (joined !== undefined) {
    const rule = pick(pass.joins, joined, text, start, pass.language, context);
    return rule && { rule, phrase: joined, end: start + whole.length };
  }
  const stem = match[5];
  if (stem !== undefined) return resolveInWord(pass, text, match, stem, context);
  const table = sentence !== undefined ? pass.sentences : pass.phrases;
  const rule = pick(table, whole, text, start, pass.language, context);
  if (rule) return { rule, phrase: whole, end: start + whole.length };
  const shorter = sentence !== undefined ? [whole] : [];
  for (const space of whole.matchAll(/\s+/g)) {
    const before = whole.slice(0, space.index);
    shorter.push(before);
    // "Thanks, friend" failing its guard leaves "Thanks" to try, not "Thanks,".
    const word = before.replace(TRAILING_MARKS, '');
    if (word && word !== before) shorter.push(word);
  }
  shorter.sort((a, b) => b.length - a.length);
  for (const phrase of shorter) {
    const fallback = pick(pass.phrases, phrase, text, start, pass.language, context);
    if (fallback) return { rule: fallback, phrase, end: start + phrase.length };
  }
  return undefined;
}

/** A phrase found inside a word (groups 4–6 of the pass's regex): the first of its keys whose rule applies. */
function resolveInWord(
  pass: Pass,
  text: string,
  match: RegExpExecArray,
  stem: string,
  context: PassContext,
): Hit | undefined {
  const prefix = match[4] ?? '';
  const suffix = match[6] ?? '';
  if ((!prefix && !suffix) || !pass.clitics) return undefined;
  const { table, stems } = pass.clitics;
  const start = match.index;
  const end = start + match[0].length;
  for (const key of keysForStem(stems, table, stem, prefix, suffix)) {
    const rule = pick(pass.phrases, key, text, start, pass.language, context, end);
    if (!rule || !takesClitics(rule)) continue;
    // A pronoun or plural ending belongs to one word: not after a rewrite of several ("كرة القدم").
    if (
      suffix &&
      /\s/.test(rule.to) &&
      !table.suffixes.get(matchKey(suffix, pass.language))?.startsWith('||')
    ) {
      continue;
    }
    return {
      rule,
      phrase: stem,
      end,
      clitics: {
        prefix,
        suffix,
        keyHadArticle: key.startsWith('ال') && !matchKey(stem, pass.language).startsWith('ال'),
      },
    };
  }
  return undefined;
}
