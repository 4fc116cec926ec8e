// The built-in style engine (ARCHITECTURE §3 step 5): rewrites text between the styles of one language with the
// phrase lexicons of content/lexicons/, offline and deterministically; other language pairs need the AI provider.
import { findLanguage, type LanguageOption, standardVarietyOf } from '@shared/languages';
import { unavailablePairMessage } from '@shared/translation-pairs';
import { AppError } from '../errors';
import {
  agreeBeforeNoun,
  agreeIndefiniteArticle,
  contractArticle,
  type Gender,
  hasAgreement,
} from './agreement';
import type { DictionarySenses } from './dictionary-senses';
import { readVariants, type VariantEntry } from './lexicon-variants';
import { NEGATIVE_CONCORD_TERM, toNegativeConcord, toSingleNegation } from './negative-concord';
import { repairRegisterSubject } from './register-subject';
import {
  appliesTo,
  getLexicons,
  type Lexicon,
  type LexiconDirection,
  type LexiconEntry,
  type LexiconGuard,
  matchKey,
  usesArabicScript,
} from './lexicon';
import { endSentence, keepSentenceForm, OPENERS, SENTENCE_END as END_MARKS } from './sentence-case';

export interface StyleTerm {
  /** The slang or style phrase as the lexicon writes it. */
  term: string;
  meaning: string;
}

export interface StyleTranslation {
  translation: string;
  /** Plain text naming each style term used or recognised with its meaning, or saying that none applied. */
  explanation: string;
  terms: StyleTerm[];
  /** The terms worth a flashcard: those of lexicons with cards (not the plain words a formal rewrite writes). */
  cardTerms: StyleTerm[];
  /** Writing direction of the target variety (Arabic and Persian are right-to-left). */
  direction: 'ltr' | 'rtl';
  /** Up to three other renderings (another choice for one of the senses), each with its own explanation. */
  alternatives: { translation: string; explanation: string }[];
}

/** At most this many alternative translations (issue 27 item 4: "up to 3", like DeepL's). */
export const MAX_ALTERNATIVES = 3;

/** What the operator reads (in the log, never in an answer) about pairs of two languages. */
export const MISSING_PROVIDER_HINT =
  'Set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to an OpenAI-compatible server to translate between languages.';

/**
 * A pair of different languages: the offline engine cannot translate it honestly, only the AI provider can.
 * A 422 with words for the visitor (src/shared/translation-pairs.ts); the pickers mark these pairs beforehand.
 */
export class CrossLanguageError extends AppError {
  readonly missingProvider = 'llm';

  constructor(
    readonly source: LanguageOption,
    readonly target: LanguageOption,
  ) {
    const message = unavailablePairMessage(source.code, target.code);
    super(422, 'VALIDATION_FAILED', message, [{ field: 'targetLanguage', message }]);
    this.name = 'CrossLanguageError';
  }
}

/** A guard's word list, folded like phrase keys: whole words, and words with "*" for a beginning or ending. */
interface WordSet {
  words: Set<string>;
  prefixes: string[];
  suffixes: string[];
  /** "^" or "$": the sentence start (for `previous`) or end (for `next`). */
  edge: boolean;
  language: string;
  /** Finds any of the words in a stretch of text (built on first use, for the sentence conditions). */
  search?: RegExp;
}

interface Guard {
  previous?: WordSet;
  notPrevious?: WordSet;
  next?: WordSet;
  notNext?: WordSet;
  earlier?: WordSet;
  sentenceHas?: WordSet;
  notSentenceHas?: WordSet;
}

/** Where a rewrite goes relative to its neighbours (a lexicon's `wordOrder`, resolved for one direction). */
type Placement = 'before-previous-word' | 'after-next-word';

interface Rule {
  /** The phrase as the lexicon writes it on the matched side. */
  from: string;
  /** What replaces it; empty for a deletion. */
  to: string;
  /** The style-side phrase, named in the explanation. */
  term: string;
  meaning: string;
  caseSensitive: boolean;
  /** The lexicon writes `from` with a capital ("I am", German nouns): a capital in the text says nothing then. */
  fromStartsUpper: boolean;
  fromAllCaps: boolean;
  guard?: Guard;
  /** The gender of the noun written, when it differs from the matched noun's: the words before it agree. */
  gender?: Gender;
  placement?: Placement;
  joinsNext: boolean;
  /** Other renderings of the same sense (what they write, and the term the explanation names), as alternatives. */
  alternatives: { to: string; term: StyleTerm }[];
}

interface Pass {
  regex: RegExp | null;
  /** Arabic and Persian: the same regex, tolerating diacritics and tatweel after any letter (slower). */
  regexWithMarks: RegExp | null;
  phrases: RuleTable;
  sentences: RuleTable;
  joins: RuleTable;
  language: string;
}

/** The rules of each key, guarded ones first (in lexicon order), then the one without a guard. */
interface RuleTable {
  exact: Map<string, Rule[]>;
  folded: Map<string, Rule[]>;
}

/** One lexicon's pass over a text, as translateStyle reads it. */
interface Stage {
  style: LanguageOption;
  way: LexiconDirection;
  lexicon: Lexicon;
  /** The pass's own output and what it found (choices are offsets in this text). */
  raw: PassResult;
  /** The output after the style's grammar. */
  text: string;
  terms: StyleTerm[];
  /** The style's grammar applied to another output of the pass (an alternative). */
  finish(output: string): string;
}

interface PassResult {
  text: string;
  terms: StyleTerm[];
  /** Where a rewrite with alternatives stands in `text`, for alternative translations. */
  choices: Choice[];
}

/** A rewrite in a pass's output that another rendering of the same sense could replace. */
interface Choice {
  start: number;
  end: number;
  /** The term the pass named for it. */
  term: string;
  /** Each alternative as it would be written there (in the case of the matched text), with its term. */
  options: { text: string; term: StyleTerm }[];
}

const WORD_CHAR = String.raw`\p{L}\p{N}\p{M}_\u200c`;
// A match starts and ends on word boundaries; a hyphen joins a compound ("great-grandmother"), so it counts as
// part of the word. Phrases that begin or end with punctuation ("، بس", "innit?") need no boundary there.
const BEFORE = String.raw`(?:(?<![${WORD_CHAR}'’ʼ\-])|(?=[^${WORD_CHAR}]))`;
const AFTER = String.raw`(?:(?![${WORD_CHAR}\-])|(?<![${WORD_CHAR}]))`;
// A line break ends a sentence for matching, too: a whole-sentence phrase never runs across one.
const SENTENCE_END = `${END_MARKS}\n`;
const SENTENCE_BEFORE = String.raw`(?<=(?:^|[${SENTENCE_END}])[\s${OPENERS}]*)`;
const SENTENCE_AFTER = String.raw`(?=[${SENTENCE_END.replace('\n', '')}]|\s*(?:$|\n))`;

/** Arabic-script letters may carry optional short vowels, tanween, shadda or tatweel after them. */
const ARABIC_MARKS_PATTERN = '[\\u064B-\\u065F\\u0670\\u0640]*';
const ARABIC_MARK = /[\u064B-\u065F\u0670\u0640]/;
const ZWNJ = '\u200c';

const isCased = (char: string) => char.toLowerCase() !== char.toUpperCase();
const isUpper = (char: string) => isCased(char) && char === char.toUpperCase();
const FIRST_CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;
const HAS_LOWER = /[\p{Ll}\p{Lt}]/u;
const HAS_UPPER = /\p{Lu}/u;
const CASED_LETTERS = /[\p{Lu}\p{Ll}\p{Lt}]/gu;

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/;

/**
 * The regex for one character of a phrase key (as matchKey folds it): any letter case and the spelling variants
 * matchKey folds together, so that whatever the regex matches, matchKey maps back to the key.
 */
function charPattern(char: string, language: string, withMarks: boolean): string {
  let pattern: string;
  if (char === ' ') return String.raw`[^\S\r\n]+`;
  // Persian writes the ZWNJ of "می‌خواهم" or leaves it out.
  if (char === ZWNJ) return '\\u200c?';
  if (char === "'") pattern = "['’ʼ]";
  else if (language === 'fa' && char === 'ی') pattern = '[یيى]';
  else if (language === 'fa' && char === 'ک') pattern = '[کك]';
  else if (language === 'ar' && char === 'ا') pattern = '[اأإآ]';
  else if (language === 'ru' && char === 'е') pattern = '[еёЕЁ]';
  else if (char === 'ß') pattern = '[ßẞ]';
  else if (isCased(char) && [...char.toUpperCase()].length === 1) {
    pattern = `[${char}${char.toUpperCase()}]`;
  } else pattern = REGEX_SPECIAL.test(char) ? `\\${char}` : char;
  if (withMarks) pattern += ARABIC_MARKS_PATTERN;
  return pattern;
}

interface TrieNode {
  children: Map<string, TrieNode>;
  terminal: boolean;
}

/**
 * One alternation of all phrase keys, shaped as a trie (phrases sharing a beginning share its pattern), so the
 * regex engine tries only the branches that can match. At a node where a phrase ends and longer ones go on,
 * the longer branch is optional and greedy: the longest phrase wins, and backtracking falls back to a shorter one
 * when a longer one does not end on a word boundary.
 */
function trieAlternation(keys: Iterable<string>, language: string, withMarks = false): string {
  const root: TrieNode = { children: new Map(), terminal: false };
  for (const key of keys) {
    let node = root;
    for (const char of key) {
      let child = node.children.get(char);
      if (!child) {
        child = { children: new Map(), terminal: false };
        node.children.set(char, child);
      }
      node = child;
    }
    node.terminal = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.children]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([char, child]) => charPattern(char, language, withMarks) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    return node.terminal ? `(?:${body})?` : body;
  };
  return emit(root);
}

type WordLists = Lexicon['wordLists'];

function compileWords(
  words: string[] | undefined,
  lists: WordLists,
  language: string,
): WordSet | undefined {
  if (!words) return undefined;
  const set: WordSet = { words: new Set(), prefixes: [], suffixes: [], edge: false, language };
  const expanded = words.flatMap((word) =>
    word.length > 1 && word.startsWith('@') ? (lists?.[word.slice(1)] ?? []) : [word],
  );
  for (const word of expanded) {
    if (word === '^' || word === '$') set.edge = true;
    else if (word.length > 1 && word.endsWith('*'))
      set.prefixes.push(matchKey(word.slice(0, -1), language));
    else if (word.length > 1 && word.startsWith('*'))
      set.suffixes.push(matchKey(word.slice(1), language));
    else set.words.add(matchKey(word, language));
  }
  return set;
}

function compileGuard(guard: LexiconGuard | undefined, lexicon: Lexicon): Guard | undefined {
  if (!guard) return undefined;
  const compiled: Guard = {};
  for (const key of Object.keys(guard) as (keyof LexiconGuard)[]) {
    const words = compileWords(guard[key], lexicon.wordLists, lexicon.language);
    if (words) compiled[key] = words;
  }
  return compiled;
}

function makeRule(
  entry: LexiconEntry | VariantEntry,
  direction: LexiconDirection,
  lexicon: Lexicon,
): Rule {
  const { language } = lexicon;
  const toStyle = direction === 'to-style';
  const from = toStyle ? entry.standard : entry.style;
  const to = toStyle ? entry.style : entry.standard;
  const letters = [...from].filter(isCased);
  const rule: Rule = {
    from,
    to,
    // A deletion towards the style ("هل" of a question) is named by the word it drops; an inflected form
    // ("flexed") by the lexicon's phrase ("flex").
    term: ('term' in entry ? entry.term : undefined) ?? (entry.style || entry.standard),
    meaning: entry.meaning,
    caseSensitive: entry.caseSensitive ?? false,
    fromStartsUpper: letters.length > 0 && isUpper(letters[0]!),
    fromAllCaps: letters.length > 1 && letters.every(isUpper),
    joinsNext: entry.joinsNext ?? false,
    // Towards the style, the lexicon's other style phrases for the sense; towards the standard, compilePass adds
    // the other standard phrases that the same style phrase renders.
    alternatives:
      toStyle && entry.alternatives
        ? entry.alternatives.map((phrase) => ({
            to: phrase,
            term: { term: phrase, meaning: entry.meaning },
          }))
        : [],
  };
  const guard = compileGuard(entry.when, lexicon);
  if (guard) rule.guard = guard;
  if (entry.gender && hasAgreement(language)) {
    const [fromGender, toGender] = toStyle
      ? [entry.gender.standard, entry.gender.style]
      : [entry.gender.style, entry.gender.standard];
    if (fromGender !== toGender) rule.gender = toGender;
  }
  if (entry.wordOrder) {
    // "style-before": the style writes the phrase before the word it modifies, the standard after it.
    const styleBefore = entry.wordOrder === 'style-before';
    rule.placement = styleBefore === toStyle ? 'before-previous-word' : 'after-next-word';
  }
  return rule;
}

function buildTable(rules: Rule[], language: string): RuleTable {
  const table: RuleTable = { exact: new Map(), folded: new Map() };
  for (const rule of rules) {
    const map = rule.caseSensitive ? table.exact : table.folded;
    const key = matchKey(rule.from, language, rule.caseSensitive);
    const list = map.get(key) ?? [];
    // One rule without a guard per key (the first); guarded rules are tried before it.
    if (!rule.guard && list.some((known) => !known.guard)) continue;
    list.push(rule);
    list.sort((a, b) => Number(!a.guard) - Number(!b.guard));
    map.set(key, list);
  }
  return table;
}

const HORIZONTAL_SPACE = String.raw`[^\S\r\n]`;
const MAX_ALTERNATIVES_PER_RULE = 3;

/**
 * Towards the standard, a style phrase that several standard phrases are written as ("fire" for "excellent" and
 * "amazing") could be read as any of them: the others are the rule's alternatives. Only entries without a guard
 * count (a guard ties a reading to its context).
 */
function addStandardAlternatives(rules: Rule[], lexicon: Lexicon) {
  const readings = new Map<string, Set<string>>();
  for (const entry of lexicon.entries) {
    if (!entry.style || !entry.standard || entry.when) continue;
    const key = matchKey(entry.style, lexicon.language);
    const set = readings.get(key) ?? new Set<string>();
    set.add(entry.standard);
    readings.set(key, set);
  }
  for (const rule of rules) {
    if (rule.guard || !rule.to) continue;
    const others = [...(readings.get(matchKey(rule.from, lexicon.language)) ?? [])].filter(
      (standard) => matchKey(standard, lexicon.language) !== matchKey(rule.to, lexicon.language),
    );
    rule.alternatives = others
      .slice(0, MAX_ALTERNATIVES_PER_RULE)
      .map((standard) => ({ to: standard, term: { term: rule.term, meaning: rule.meaning } }));
  }
}

function compilePass(
  lexicon: Lexicon,
  variants: readonly VariantEntry[],
  direction: LexiconDirection,
): Pass {
  const { language } = lexicon;
  // The lexicon's own entries first: a form it writes itself wins over a generated one.
  const rules = [...lexicon.entries, ...variants]
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction, lexicon));
  if (direction === 'to-standard') addStandardAlternatives(rules, lexicon);
  const phraseRules = rules.filter((rule) => !rule.joinsNext);
  const joinRules = rules.filter((rule) => rule.joinsNext);
  const sentenceRules = (lexicon.sentences ?? [])
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction, lexicon));
  // Case-sensitive phrases match in any case here; candidates() then checks their exact case. A Persian ZWNJ stays
  // in the trie (as an optional character) where the lexicon writes one.
  const keysOf = (list: Rule[]) =>
    new Set(list.map((rule) => matchKey(rule.from, language, false, { keepZwnj: true })));
  const build = (withMarks: boolean) => {
    if (!phraseRules.length && !sentenceRules.length && !joinRules.length) return null;
    // Group 1: a whole sentence; group 2: a phrase; group 3: a phrase joined to the next word (tried last, so that
    // a longer whole-word phrase such as "إلى أين" wins over the joined "إلى").
    const sentences = sentenceRules.length
      ? `(${SENTENCE_BEFORE}${trieAlternation(keysOf(sentenceRules), language, withMarks)}${SENTENCE_AFTER})`
      : '(?!)()';
    const phrases = phraseRules.length
      ? `(${trieAlternation(keysOf(phraseRules), language, withMarks)})`
      : '(?!)()';
    const joins = joinRules.length
      ? `(${trieAlternation(keysOf(joinRules), language, withMarks)})${HORIZONTAL_SPACE}*(?=[\\p{L}])`
      : '(?!)()';
    return new RegExp(`${BEFORE}(?:(?:${sentences}|${phrases})${AFTER}|${joins})`, 'gu');
  };
  return {
    regex: build(false),
    regexWithMarks: usesArabicScript(language) ? build(true) : null,
    phrases: buildTable(phraseRules, language),
    sentences: buildTable(sentenceRules, language),
    joins: buildTable(joinRules, language),
    language,
  };
}

function lowerFirst(text: string): string {
  const chars = [...text];
  const index = chars.findIndex(isCased);
  if (index >= 0) chars[index] = chars[index]!.toLowerCase();
  return chars.join('');
}

const NO_RULES: Rule[] = [];

/** The rules a matched text may use, case-sensitive ones first. */
function candidates(table: RuleTable, match: string, language: string): Rule[] {
  const folded = table.folded.get(matchKey(match, language, false)) ?? NO_RULES;
  if (table.exact.size === 0) return folded;
  const exact = matchKey(match, language, true);
  const lowered = lowerFirst(exact);
  const rules = [
    ...(table.exact.get(exact) ?? NO_RULES),
    ...(lowered === exact ? NO_RULES : (table.exact.get(lowered) ?? NO_RULES)),
  ];
  return rules.length ? [...rules, ...folded] : folded;
}

function capitalise(text: string): string {
  const index = [...text].findIndex(isCased);
  if (index < 0) return text;
  const chars = [...text];
  chars[index] = chars[index]!.toUpperCase();
  return chars.join('');
}

/** True when only whitespace, opening quotes or brackets stand between the text's start or a sentence end and `offset`. */
function atSentenceStart(text: string, offset: number): boolean {
  for (let index = offset - 1; index >= 0; index--) {
    const char = text[index]!;
    if (SENTENCE_END.includes(char)) return true;
    if (!/\s/.test(char) && !OPENERS.includes(char)) return false;
  }
  return true;
}

/** True when only whitespace, closing quotes or brackets stand between `offset` and a sentence end or the text's end. */
function atSentenceEnd(text: string, offset: number): boolean {
  for (let index = offset; index < text.length; index++) {
    const char = text[index]!;
    if (SENTENCE_END.includes(char)) return true;
    if (!/\s/.test(char) && !CLOSERS.includes(char)) return false;
  }
  return true;
}

const CLOSERS = `"'”’»)]`;
const TOKEN_CHAR = /[\p{L}\p{N}\p{M}_\u200c'’ʼ-]/u;

/** The word or mark right before `offset` on its line, or undefined at the start of the line. */
function previousToken(text: string, offset: number): string | undefined {
  let end = offset;
  while (end > 0 && /[^\S\n]/.test(text[end - 1]!)) end--;
  if (end === 0 || text[end - 1] === '\n') return undefined;
  if (!TOKEN_CHAR.test(text[end - 1]!)) return text[end - 1];
  let start = end - 1;
  while (start > 0 && TOKEN_CHAR.test(text[start - 1]!)) start--;
  return text.slice(start, end);
}

/** The word or mark right after `offset` on its line, or undefined at the end of the line. */
function nextToken(text: string, offset: number): string | undefined {
  let start = offset;
  while (start < text.length && /[^\S\n]/.test(text[start]!)) start++;
  if (start === text.length || text[start] === '\n') return undefined;
  if (!TOKEN_CHAR.test(text[start]!)) return text[start];
  let end = start + 1;
  while (end < text.length && TOKEN_CHAR.test(text[end]!)) end++;
  return text.slice(start, end);
}

const SENTENCE_END_CHARS = new Set(SENTENCE_END);

/** Where the sentence around `start`…`end` begins and ends (its end mark included). */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && !SENTENCE_END_CHARS.has(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END_CHARS.has(text[to]!)) to++;
  // The end marks themselves ("?", "!") belong to the sentence.
  while (to < text.length && SENTENCE_END_CHARS.has(text[to]!) && text[to] !== '\n') to++;
  return [from, to];
}

function keyInSet(set: WordSet, key: string): boolean {
  if (set.words.has(key)) return true;
  return (
    set.prefixes.some((prefix) => key.startsWith(prefix) && key !== prefix) ||
    set.suffixes.some((suffix) => key.endsWith(suffix) && key !== suffix)
  );
}

const inSet = (set: WordSet, token: string | undefined, language: string) =>
  token !== undefined && keyInSet(set, matchKey(token, language));

/**
 * A regex that finds any word of the set on word boundaries, in any letter case and spelling variant: one search
 * of a sentence instead of folding each of its words.
 */
function searchOf(set: WordSet): RegExp {
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

/** The sentence a guard last looked at: guarded phrases often share one. */
interface SentenceCache {
  from: number;
  to: number;
  text: string;
}

function previousIn(set: WordSet, text: string, start: number, language: string): boolean {
  return (
    (set.edge && atSentenceStart(text, start)) || inSet(set, previousToken(text, start), language)
  );
}

function nextIn(set: WordSet, text: string, end: number, language: string): boolean {
  return (set.edge && atSentenceEnd(text, end)) || inSet(set, nextToken(text, end), language);
}

const sentenceHas = (set: WordSet, sentence: string) => searchOf(set).test(sentence);

/** True when the context of the phrase at `start`…`end` of `text` satisfies every condition of the guard. */
function guardHolds(
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

/** Two or more cased letters, all capitals. */
const isAllCaps = (text: string) =>
  HAS_UPPER.test(text) && !HAS_LOWER.test(text) && (text.match(CASED_LETTERS)?.length ?? 0) > 1;

const WORD = /[\p{L}\p{N}'’]+/gu;

/**
 * True when the text around a match is shouted too: then an all-caps match is emphasis to keep, while a lone
 * all-caps word in ordinary text ("NGL the food") is just how the abbreviation is written.
 */
function shouting(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).match(WORD);
  const after = text.slice(end, end + 40).match(WORD);
  const neighbours = [before?.at(-1), after?.[0]].filter((word): word is string => !!word);
  if (neighbours.length === 0) return true;
  return neighbours.some(isAllCaps);
}

/** The replacement in the case of the matched text: ALL CAPS stays caps, a capital stays a capital. */
function applyCase(text: string, offset: number, match: string, rule: Rule): string {
  let replacement = rule.to;
  if (match.includes('’')) replacement = replacement.replace(/'/g, '’');
  const first = FIRST_CASED.exec(match)?.[0];
  if (first === undefined || !isUpper(first)) return replacement;
  const allCaps = isAllCaps(match);
  if (
    allCaps &&
    !rule.fromAllCaps &&
    !rule.caseSensitive &&
    (/\s/.test(match) || shouting(text, offset, offset + match.length))
  ) {
    return replacement.toUpperCase();
  }
  if (!rule.caseSensitive && !rule.fromStartsUpper && !allCaps) return capitalise(replacement);
  return atSentenceStart(text, offset) ? capitalise(replacement) : replacement;
}

interface Hit {
  rule: Rule;
  /** The matched phrase (without the space a joined phrase swallows). */
  phrase: string;
  /** Where the text the rule consumes ends. */
  end: number;
}

/** What the guards of one pass over one text have already worked out. */
interface PassContext {
  sentence?: SentenceCache;
}

/** The first rule of `table` for `phrase` at `start` whose guard holds. */
function pick(
  table: RuleTable,
  phrase: string,
  text: string,
  start: number,
  language: string,
  context: PassContext,
) {
  for (const rule of candidates(table, phrase, language)) {
    if (
      !rule.guard ||
      guardHolds(rule.guard, text, start, start + phrase.length, language, context)
    ) {
      return rule;
    }
  }
  return undefined;
}

/**
 * The rule for a regex match: the matched phrase's, or when its guards all fail (or a whole-sentence match has
 * no rule), the longest shorter phrase at the same place that has one.
 */
function resolve(
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
  const table = sentence !== undefined ? pass.sentences : pass.phrases;
  const rule = pick(table, whole, text, start, pass.language, context);
  if (rule) return { rule, phrase: whole, end: start + whole.length };
  const shorter = sentence !== undefined ? [whole] : [];
  for (const space of whole.matchAll(/\s+/g)) shorter.push(whole.slice(0, space.index));
  shorter.sort((a, b) => b.length - a.length);
  for (const phrase of shorter) {
    const fallback = pick(pass.phrases, phrase, text, start, pass.language, context);
    if (fallback) return { rule: fallback, phrase, end: start + phrase.length };
  }
  return undefined;
}

/** How many spaces (not line breaks) follow `offset`. */
function spaceAt(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && /[^\S\r\n]/.test(text[end]!)) end++;
  return end - offset;
}

/** The text without the spaces (not line breaks) it ends with. */
function trimEndSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && /[^\S\r\n]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

// The last word of the rewrite so far and the spaces after it.
const LAST_WORD = /[\p{L}\p{N}\p{M}_\u200c'’ʼ-]+([^\S\r\n]*)$/u;
const FIRST_WORD = /^[\p{L}\p{N}\p{M}_\u200c'’ʼ-]+/u;

/** Puts `word` before the last word of `output` (Iraqi "حلوة" + "كلش" → "كلش حلوة"); undefined when there is none. */
function beforeLastWord(output: string, word: string): string | undefined {
  const tail = output.slice(-80);
  const match = LAST_WORD.exec(tail);
  if (!match) return undefined;
  const index = output.length - tail.length + match.index;
  return `${output.slice(0, index)}${word} ${output.slice(index, output.length - match[1]!.length)}`;
}

function runPass(pass: Pass, text: string): PassResult {
  const terms: StyleTerm[] = [];
  const choices: Choice[] = [];
  const seen = new Set<string>();
  const regex = pass.regexWithMarks && ARABIC_MARK.test(text) ? pass.regexWithMarks : pass.regex;
  if (!regex) return { text, terms, choices };
  regex.lastIndex = 0;
  let output = '';
  let copied = 0;
  // A rewrite that goes after the next word ("كلش طيب" → "طيب جداً"), waiting for that word.
  let pending: string | undefined;
  const context: PassContext = {};
  const copy = (until: number) => {
    let gap = text.slice(copied, until);
    if (pending !== undefined && gap !== '') {
      const word = FIRST_WORD.exec(gap)?.[0] ?? '';
      gap = `${word} ${pending}${gap.slice(word.length)}`;
      pending = undefined;
    }
    output += gap;
    copied = until;
  };
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text))) {
    const start = match.index;
    const hit = resolve(pass, text, match, context);
    if (!hit) {
      // Nothing applies here: look again from the next character (a shorter phrase may start inside).
      regex.lastIndex = start + 1;
      continue;
    }
    const { rule, phrase } = hit;
    let { end } = hit;
    copy(start);
    if (!seen.has(rule.term)) {
      seen.add(rule.term);
      terms.push({ term: rule.term, meaning: rule.meaning });
    }
    let replacement = rule.to === '' ? '' : applyCase(text, start, phrase, rule);
    if (rule.gender) {
      output = agreeBeforeNoun(output, rule.gender, pass.language);
      [output, replacement] = contractArticle(output, replacement, pass.language);
    }
    if (replacement !== '' && rule.placement === undefined) {
      output = agreeIndefiniteArticle(output, replacement, pass.language);
    }
    if (replacement === '') {
      // A deletion takes one of the spaces around it along.
      if (spaceAt(text, end) > 0) end += spaceAt(text, end);
      else output = trimEndSpaces(output);
    } else if (rule.placement === 'before-previous-word') {
      const moved = beforeLastWord(output, replacement);
      if (moved === undefined) output += replacement;
      else output = moved;
    } else if (
      rule.placement === 'after-next-word' &&
      TOKEN_CHAR.test(text[end + spaceAt(text, end)] ?? '')
    ) {
      end += spaceAt(text, end);
      if (pending !== undefined) output += pending;
      pending = replacement;
    } else {
      if (rule.alternatives.length > 0 && !rule.gender && pending === undefined) {
        choices.push({
          start: output.length,
          end: output.length + replacement.length,
          term: rule.term,
          options: rule.alternatives.map((alternative) => ({
            text: applyCase(text, start, phrase, { ...rule, to: alternative.to }),
            term: alternative.term,
          })),
        });
      }
      output += replacement;
      if (pending !== undefined) {
        output += ` ${pending}`;
        pending = undefined;
      }
    }
    copied = end;
    regex.lastIndex = end;
  }
  copy(text.length);
  if (pending !== undefined) output += ` ${pending}`;
  return { text: output, terms, choices };
}

/** One sentence of the explanation: a label and each term with its meaning, ended once (no "how are you?."). */
function termSentence(label: string, terms: StyleTerm[]): string {
  const list = terms.map(({ term, meaning }) => `“${term}” – ${meaning.replace(/\.$/, '')}`);
  return endSentence(`${label}: ${list.join('; ')}`);
}

function termLabel(lexicon: Lexicon, style: LanguageOption, direction: LexiconDirection): string {
  const verb = direction === 'to-style' ? 'used' : 'recognised';
  if (lexicon.kind === 'slang') return `Slang ${verb}`;
  if (lexicon.kind === 'register') return `${style.name} phrasing ${verb}`;
  return `${style.name} features ${verb}`;
}

function languageOrThrow(code: string): LanguageOption {
  const option = findLanguage(code);
  if (!option) throw new AppError(400, 'VALIDATION_FAILED', `Unknown language code: ${code}.`);
  return option;
}

/** Rewrites a whole text in one way; `changed` says whether it did anything. */
type GrammarRewrite = (text: string) => { text: string; changed: boolean };

/**
 * Grammar a style's lexicon cannot write phrase by phrase: towards the standard before the source's lexicon (which
 * then finds the standard verb forms it knows), towards the style after the target's; named in the explanation.
 */
const GRAMMAR: Record<
  string,
  { toStandard: GrammarRewrite; toStyle: GrammarRewrite; term: StyleTerm }
> = {
  aave: { toStandard: toSingleNegation, toStyle: toNegativeConcord, term: NEGATIVE_CONCORD_TERM },
};

export interface StyleEngine {
  translateStyle(text: string, sourceCode: string, targetCode: string): StyleTranslation;
  /** Compiles every lexicon's patterns now instead of on first use. */
  warm(): void;
  /**
   * Puts the dictionary's senses (dictionary-senses.ts) in place of the last ones; the styles whose senses changed
   * are compiled again on their next use.
   */
  useDictionarySenses(senses: DictionarySenses): void;
  /** The version of the dictionary senses in use ("" before any): translations cached under another are stale. */
  readonly dictionaryVersion: string;
}

/**
 * An engine over the given lexicons (keyed by style code) and their variant entries (content/lexicon-variants/:
 * synonyms and other forms of their phrases); compiled patterns are built once per direction.
 */
export function createStyleEngine(
  lexicons: ReadonlyMap<string, Lexicon>,
  variants: ReadonlyMap<string, readonly VariantEntry[]> = new Map(),
): StyleEngine {
  const passes = new Map<string, Pass>();
  let dictionary: DictionarySenses = { byStyle: new Map(), version: '' };

  function passFor(
    style: LanguageOption,
    direction: LexiconDirection,
  ): { pass: Pass; lexicon: Lexicon } {
    const lexicon = lexicons.get(style.code);
    if (!lexicon) throw new Error(`No lexicon for the style ${style.code} in content/lexicons/.`);
    const key = `${style.code}|${direction}`;
    let pass = passes.get(key);
    if (!pass) {
      const senses = dictionary.byStyle.get(style.code) ?? [];
      pass = compilePass(lexicon, [...(variants.get(style.code) ?? []), ...senses], direction);
      passes.set(key, pass);
    }
    return { pass, lexicon };
  }

  function translateStyle(text: string, sourceCode: string, targetCode: string): StyleTranslation {
    const source = languageOrThrow(sourceCode);
    const target = languageOrThrow(targetCode);
    if (source.language !== target.language) throw new CrossLanguageError(source, target);
    const direction = target.direction;
    if (text.trim() === '') {
      return {
        translation: text,
        explanation: 'There is no text to rewrite.',
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    if (source.code === target.code) {
      return {
        translation: text,
        explanation: `Source and target are both ${target.name}; the text is shown unchanged.`,
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    // Lexicons are written precomposed ("é"); text typed with combining accents is matched the same way.
    const input = text.normalize('NFC');
    const first = source.standard ? undefined : readStage(source, 'to-standard', input);
    const second = target.standard
      ? undefined
      : readStage(target, 'to-style', first?.text ?? input);
    const main = compose(first, second, second?.text ?? first?.text ?? input);
    if (!main) {
      const explanation = target.standard
        ? `No ${source.name} phrase in this text is in the offline lexicon; it is shown unchanged.`
        : source.standard
          ? `No phrase in this text has a common ${target.name} equivalent in the offline lexicon; it is shown unchanged.`
          : `No phrase in this text is in the offline ${source.name} or ${target.name} lexicons; it is shown unchanged.`;
      return {
        translation: text,
        explanation,
        terms: [],
        cardTerms: [],
        direction,
        alternatives: [],
      };
    }
    return { ...main, direction, alternatives: alternativesOf(first, second, main.translation) };

    /** One lexicon's pass, with the style's grammar before it (towards the standard) or after it (towards the style). */
    function readStage(style: LanguageOption, way: LexiconDirection, stageInput: string): Stage {
      const { pass, lexicon } = passFor(style, way);
      const grammar = GRAMMAR[style.code];
      if (way === 'to-standard') {
        const before = grammar?.toStandard(stageInput);
        const raw = runPass(pass, before?.changed ? before.text : stageInput);
        const terms = before?.changed ? [...raw.terms, grammar!.term] : raw.terms;
        return { style, way, lexicon, raw, text: raw.text, terms, finish: (output) => output };
      }
      const finish = (output: string) => grammar?.toStyle(output).text ?? output;
      const raw = runPass(pass, stageInput);
      const after = grammar?.toStyle(raw.text);
      const terms = after?.changed ? [...raw.terms, grammar!.term] : raw.terms;
      return { style, way, lexicon, raw, text: after?.text ?? raw.text, terms, finish };
    }

    /** The translation of a stage's (or two stages') output: its sentence form, explanation and terms. */
    function compose(
      from: Stage | undefined,
      to: Stage | undefined,
      output: string,
      toTerms: StyleTerm[] | undefined = to?.terms,
    ): Omit<StyleTranslation, 'direction' | 'alternatives'> | undefined {
      const sentences: string[] = [];
      const terms: StyleTerm[] = [];
      const cardTerms: StyleTerm[] = [];
      if (from) {
        terms.push(...from.terms);
        if (from.lexicon.cards !== false) cardTerms.push(...from.terms);
        if (from.terms.length) {
          sentences.push(termSentence(termLabel(from.lexicon, source, 'to-standard'), from.terms));
        }
      }
      // A register (formal, business) writes full sentences, so it capitalises them even when the source did not.
      const targetIsRegister = to?.lexicon.kind === 'register';
      if (to && toTerms) {
        for (const term of toTerms) {
          if (terms.some((known) => known.term === term.term)) continue;
          terms.push(term);
          if (to.lexicon.cards !== false) cardTerms.push(term);
        }
        if (toTerms.length) {
          sentences.push(termSentence(termLabel(to.lexicon, target, 'to-style'), toTerms));
        } else if (sentences.length) {
          sentences.push(
            `No phrase had a common ${target.name} equivalent in the offline lexicon.`,
          );
        }
      }
      if (terms.length === 0) return undefined;
      // An English register says who does what: a subject the informal source dropped is written back.
      const englishRegister = targetIsRegister && target.language === 'en';
      const heading =
        source.standard || target.standard
          ? `Rewritten in ${target.name}.`
          : `Rewritten from ${source.name} to ${target.name} via ${standardVarietyOf(source.code)?.name ?? 'the standard variety'}.`;
      return {
        // Phrase by phrase, a replacement at a sentence start or end can drop the source's capital ("#blessed" →
        // "grateful") or its end mark; the sentence form is restored over the whole text.
        translation: englishRegister
          ? repairRegisterSubject(keepSentenceForm(text, output, { always: true }))
          : keepSentenceForm(text, output, { always: targetIsRegister }),
        explanation: [heading, ...sentences].join(' '),
        terms,
        cardTerms,
      };
    }

    /** The last stage's output with one of its choices swapped for another rendering, for each choice in turn. */
    function alternativesOf(
      from: Stage | undefined,
      to: Stage | undefined,
      translation: string,
    ): StyleTranslation['alternatives'] {
      const last = to ?? from;
      if (!last) return [];
      const found: StyleTranslation['alternatives'] = [];
      const seen = new Set([translation]);
      for (const choice of last.raw.choices) {
        for (const option of choice.options) {
          const raw =
            last.raw.text.slice(0, choice.start) + option.text + last.raw.text.slice(choice.end);
          const terms = last.terms.map((term) => (term.term === choice.term ? option.term : term));
          const alternative =
            last === to
              ? compose(from, to, last.finish(raw), terms)
              : compose({ ...last, terms }, undefined, raw);
          if (!alternative || seen.has(alternative.translation)) continue;
          seen.add(alternative.translation);
          found.push({
            translation: alternative.translation,
            explanation: alternative.explanation,
          });
          if (found.length === MAX_ALTERNATIVES) return found;
        }
      }
      return found;
    }
  }

  return {
    translateStyle,
    get dictionaryVersion() {
      return dictionary.version;
    },
    useDictionarySenses(senses) {
      const styles = new Set([...dictionary.byStyle.keys(), ...senses.byStyle.keys()]);
      for (const style of styles) {
        const before = JSON.stringify(dictionary.byStyle.get(style) ?? []);
        if (before === JSON.stringify(senses.byStyle.get(style) ?? [])) continue;
        passes.delete(`${style}|to-style`);
        passes.delete(`${style}|to-standard`);
      }
      dictionary = senses;
    },
    warm() {
      for (const lexicon of lexicons.values()) {
        const style = findLanguage(lexicon.style);
        if (!style) continue;
        passFor(style, 'to-style');
        passFor(style, 'to-standard');
      }
    },
  };
}

let defaultEngine: StyleEngine | undefined;

/** The engine over content/lexicons/, created on first use. */
export function getStyleEngine(): StyleEngine {
  defaultEngine ??= createStyleEngine(getLexicons(), readVariants());
  return defaultEngine;
}

/**
 * Rewrites `text` from one style to another of the same language: standard → style with the target's lexicon,
 * style → standard with the source's, style → style through the standard variety.
 * Throws CrossLanguageError when the languages differ.
 */
export function translateStyle(
  text: string,
  sourceCode: string,
  targetCode: string,
): StyleTranslation {
  return getStyleEngine().translateStyle(text, sourceCode, targetCode);
}
