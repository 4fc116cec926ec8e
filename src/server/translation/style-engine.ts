// The built-in style engine (ARCHITECTURE §3 step 5): rewrites text between the styles of one language with the
// phrase lexicons of content/lexicons/, offline and deterministically; other language pairs need the AI provider.
import { findLanguage, type LanguageOption, standardVarietyOf } from '@shared/languages';
import { unavailablePairMessage } from '@shared/translation-pairs';
import { AppError } from '../errors';
import {
  appliesTo,
  getLexicons,
  type Lexicon,
  type LexiconDirection,
  type LexiconEntry,
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
  /** Writing direction of the target variety (Arabic and Persian are right-to-left). */
  direction: 'ltr' | 'rtl';
}

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

interface Rule {
  /** The phrase as the lexicon writes it on the matched side. */
  from: string;
  /** What replaces it. */
  to: string;
  /** The style-side phrase, named in the explanation. */
  term: string;
  meaning: string;
  caseSensitive: boolean;
  /** The lexicon writes `from` with a capital ("I am", German nouns): a capital in the text says nothing then. */
  fromStartsUpper: boolean;
  fromAllCaps: boolean;
}

interface Pass {
  regex: RegExp | null;
  /** Arabic and Persian: the same regex, tolerating diacritics and tatweel after any letter (slower). */
  regexWithMarks: RegExp | null;
  phrases: RuleTable;
  sentences: RuleTable;
  language: string;
}

interface RuleTable {
  exact: Map<string, Rule>;
  folded: Map<string, Rule>;
}

interface PassResult {
  text: string;
  terms: StyleTerm[];
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

function makeRule(entry: LexiconEntry, direction: LexiconDirection): Rule {
  const from = direction === 'to-style' ? entry.standard : entry.style;
  const to = direction === 'to-style' ? entry.style : entry.standard;
  const letters = [...from].filter(isCased);
  return {
    from,
    to,
    term: entry.style,
    meaning: entry.meaning,
    caseSensitive: entry.caseSensitive ?? false,
    fromStartsUpper: letters.length > 0 && isUpper(letters[0]!),
    fromAllCaps: letters.length > 1 && letters.every(isUpper),
  };
}

function buildTable(rules: Rule[], language: string): RuleTable {
  const table: RuleTable = { exact: new Map(), folded: new Map() };
  for (const rule of rules) {
    const map = rule.caseSensitive ? table.exact : table.folded;
    const key = matchKey(rule.from, language, rule.caseSensitive);
    if (!map.has(key)) map.set(key, rule);
  }
  return table;
}

function compilePass(lexicon: Lexicon, direction: LexiconDirection): Pass {
  const { language } = lexicon;
  const phraseRules = lexicon.entries
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction));
  const sentenceRules = (lexicon.sentences ?? [])
    .filter((entry) => appliesTo(entry, direction))
    .map((entry) => makeRule(entry, direction));
  // Case-sensitive phrases match in any case here; lookup() then checks their exact case. A Persian ZWNJ stays
  // in the trie (as an optional character) where the lexicon writes one.
  const keysOf = (rules: Rule[]) =>
    new Set(rules.map((rule) => matchKey(rule.from, language, false, { keepZwnj: true })));
  const build = (withMarks: boolean) => {
    if (!phraseRules.length && !sentenceRules.length) return null;
    // Group 1: a whole sentence; group 2: a phrase. Sentences are tried first at each position.
    const sentences = sentenceRules.length
      ? `(${SENTENCE_BEFORE}${trieAlternation(keysOf(sentenceRules), language, withMarks)}${SENTENCE_AFTER})`
      : '(?!)()';
    const phrases = phraseRules.length
      ? `(${trieAlternation(keysOf(phraseRules), language, withMarks)})`
      : '(?!)()';
    return new RegExp(`${BEFORE}(?:${sentences}|${phrases})${AFTER}`, 'gu');
  };
  return {
    regex: build(false),
    regexWithMarks: usesArabicScript(language) ? build(true) : null,
    phrases: buildTable(phraseRules, language),
    sentences: buildTable(sentenceRules, language),
    language,
  };
}

function lowerFirst(text: string): string {
  const chars = [...text];
  const index = chars.findIndex(isCased);
  if (index >= 0) chars[index] = chars[index]!.toLowerCase();
  return chars.join('');
}

function lookup(table: RuleTable, match: string, language: string): Rule | undefined {
  if (table.exact.size > 0) {
    const exact = matchKey(match, language, true);
    const rule = table.exact.get(exact) ?? table.exact.get(lowerFirst(exact));
    if (rule) return rule;
  }
  return table.folded.get(matchKey(match, language, false));
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

function runPass(pass: Pass, text: string): PassResult {
  const terms: StyleTerm[] = [];
  const seen = new Set<string>();
  const regex = pass.regexWithMarks && ARABIC_MARK.test(text) ? pass.regexWithMarks : pass.regex;
  if (!regex) return { text, terms };
  regex.lastIndex = 0;
  const translated = text.replace(
    regex,
    (match: string, sentence: string | undefined, _phrase: string | undefined, offset: number) => {
      const rule =
        sentence !== undefined
          ? lookup(pass.sentences, match, pass.language)
          : lookup(pass.phrases, match, pass.language);
      if (!rule) return match;
      if (!seen.has(rule.term)) {
        seen.add(rule.term);
        terms.push({ term: rule.term, meaning: rule.meaning });
      }
      return applyCase(text, offset, match, rule);
    },
  );
  return { text: translated, terms };
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

export interface StyleEngine {
  translateStyle(text: string, sourceCode: string, targetCode: string): StyleTranslation;
  /** Compiles every lexicon's patterns now instead of on first use. */
  warm(): void;
}

/** An engine over the given lexicons (keyed by style code); compiled patterns are built once per direction. */
export function createStyleEngine(lexicons: ReadonlyMap<string, Lexicon>): StyleEngine {
  const passes = new Map<string, Pass>();

  function passFor(
    style: LanguageOption,
    direction: LexiconDirection,
  ): { pass: Pass; lexicon: Lexicon } {
    const lexicon = lexicons.get(style.code);
    if (!lexicon) throw new Error(`No lexicon for the style ${style.code} in content/lexicons/.`);
    const key = `${style.code}|${direction}`;
    let pass = passes.get(key);
    if (!pass) {
      pass = compilePass(lexicon, direction);
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
        direction,
      };
    }
    if (source.code === target.code) {
      return {
        translation: text,
        explanation: `Source and target are both ${target.name}; the text is shown unchanged.`,
        terms: [],
        direction,
      };
    }
    const standard = standardVarietyOf(source.code);
    const sentences: string[] = [];
    const terms: StyleTerm[] = [];
    // Lexicons are written precomposed ("é"); text typed with combining accents is matched the same way.
    let current = text.normalize('NFC');
    if (!source.standard) {
      const { pass, lexicon } = passFor(source, 'to-standard');
      const result = runPass(pass, current);
      current = result.text;
      terms.push(...result.terms);
      if (result.terms.length) {
        sentences.push(termSentence(termLabel(lexicon, source, 'to-standard'), result.terms));
      }
    }
    // A register (formal, business) writes full sentences, so it capitalises them even when the source did not.
    let targetIsRegister = false;
    if (!target.standard) {
      const { pass, lexicon } = passFor(target, 'to-style');
      targetIsRegister = lexicon.kind === 'register';
      const result = runPass(pass, current);
      current = result.text;
      for (const term of result.terms) {
        if (!terms.some((known) => known.term === term.term)) terms.push(term);
      }
      if (result.terms.length) {
        sentences.push(termSentence(termLabel(lexicon, target, 'to-style'), result.terms));
      } else if (sentences.length) {
        sentences.push(`No phrase had a common ${target.name} equivalent in the offline lexicon.`);
      }
    }
    if (terms.length === 0) {
      const explanation = target.standard
        ? `No ${source.name} phrase in this text is in the offline lexicon; it is shown unchanged.`
        : source.standard
          ? `No phrase in this text has a common ${target.name} equivalent in the offline lexicon; it is shown unchanged.`
          : `No phrase in this text is in the offline ${source.name} or ${target.name} lexicons; it is shown unchanged.`;
      return { translation: text, explanation, terms, direction };
    }
    const heading =
      source.standard || target.standard
        ? `Rewritten in ${target.name}.`
        : `Rewritten from ${source.name} to ${target.name} via ${standard?.name ?? 'the standard variety'}.`;
    return {
      // Phrase by phrase, a replacement at a sentence start or end can drop the source's capital ("#blessed" →
      // "grateful") or its end mark; the sentence form is restored over the whole text.
      translation: keepSentenceForm(text, current, { always: targetIsRegister }),
      explanation: [heading, ...sentences].join(' '),
      terms,
      direction,
    };
  }

  return {
    translateStyle,
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
  defaultEngine ??= createStyleEngine(getLexicons());
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
