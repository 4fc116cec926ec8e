// Stage 1, tokenize: how the engine sees words and sentences — the word boundaries and sentence edges its patterns
// match on, one pattern of all of a lexicon's phrase keys (a trie, longest phrase first), and the neighbouring
// word, mark or sentence of a place in the text.
import { OPENERS, SENTENCE_END as END_MARKS } from '../sentence-case';

export const WORD_CHAR = String.raw`\p{L}\p{N}\p{M}_\u200c`;

// A match starts and ends on word boundaries; a hyphen joins a compound ("great-grandmother"), so it counts as
// part of the word. Phrases that begin or end with punctuation ("، بس", "innit?") need no boundary there.
export const BEFORE = String.raw`(?:(?<![${WORD_CHAR}'’ʼ\-])|(?=[^${WORD_CHAR}]))`;

export const AFTER = String.raw`(?:(?![${WORD_CHAR}\-])|(?<![${WORD_CHAR}]))`;

// A line break ends a sentence for matching, too: a whole-sentence phrase never runs across one.
export const SENTENCE_END = `${END_MARKS}\n`;

export const SENTENCE_BEFORE = String.raw`(?<=(?:^|[${SENTENCE_END}])[\s${OPENERS}]*)`;

export const SENTENCE_AFTER = String.raw`(?=[${SENTENCE_END.replace('\n', '')}]|\s*(?:$|\n))`;

/** Arabic-script letters may carry optional short vowels, tanween, shadda or tatweel after them. */
export const ARABIC_MARKS_PATTERN = '[\\u064B-\\u065F\\u0670\\u0640]*';

export const ARABIC_MARK = /[\u064B-\u065F\u0670\u0640]/;

export const ZWNJ = '\u200c';

/** A letter that has an upper and a lower case. */
export const isCased = (char: string) => char.toLowerCase() !== char.toUpperCase();
export const isUpper = (char: string) => isCased(char) && char === char.toUpperCase();

export const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/;

/**
 * The regex for one character of a phrase key (as matchKey folds it): any letter case and the spelling variants
 * matchKey folds together, so that whatever the regex matches, matchKey maps back to the key.
 */
export function charPattern(char: string, language: string, withMarks: boolean): string {
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

export interface TrieNode {
  children: Map<string, TrieNode>;
  terminal: boolean;
}

/**
 * One alternation of all phrase keys, shaped as a trie (phrases sharing a beginning share its pattern), so the
 * regex engine tries only the branches that can match. At a node where a phrase ends and longer ones go on,
 * the longer branch is optional and greedy: the longest phrase wins, and backtracking falls back to a shorter one
 * when a longer one does not end on a word boundary.
 */
export function trieAlternation(
  keys: Iterable<string>,
  language: string,
  withMarks = false,
): string {
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

export const HORIZONTAL_SPACE = String.raw`[^\S\r\n]`;

export const CLOSERS = `"'”’»)]`;

export const TOKEN_CHAR = /[\p{L}\p{N}\p{M}_\u200c'’ʼ-]/u;

/** The word or mark right before `offset` on its line, or undefined at the start of the line. */
export function previousToken(text: string, offset: number): string | undefined {
  let end = offset;
  while (end > 0 && /[^\S\n]/.test(text[end - 1]!)) end--;
  if (end === 0 || text[end - 1] === '\n') return undefined;
  if (!TOKEN_CHAR.test(text[end - 1]!)) return text[end - 1];
  let start = end - 1;
  while (start > 0 && TOKEN_CHAR.test(text[start - 1]!)) start--;
  return text.slice(start, end);
}

/** The word or mark right after `offset` on its line, or undefined at the end of the line. */
export function nextToken(text: string, offset: number): string | undefined {
  let start = offset;
  while (start < text.length && /[^\S\n]/.test(text[start]!)) start++;
  if (start === text.length || text[start] === '\n') return undefined;
  if (!TOKEN_CHAR.test(text[start]!)) return text[start];
  let end = start + 1;
  while (end < text.length && TOKEN_CHAR.test(text[end]!)) end++;
  return text.slice(start, end);
}

export const SENTENCE_END_CHARS = new Set(SENTENCE_END);

/** Where the sentence around `start`…`end` begins and ends (its end mark included). */
export function sentenceAround(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && !SENTENCE_END_CHARS.has(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END_CHARS.has(text[to]!)) to++;
  // The end marks themselves ("?", "!") belong to the sentence.
  while (to < text.length && SENTENCE_END_CHARS.has(text[to]!) && text[to] !== '\n') to++;
  return [from, to];
}

/** How many spaces (not line breaks) follow `offset`. */
export function spaceAt(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && /[^\S\r\n]/.test(text[end]!)) end++;
  return end - offset;
}

/** The text without the spaces (not line breaks) it ends with. */
export function trimEndSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && /[^\S\r\n]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

// The last word of the rewrite so far and the spaces after it.
export const LAST_WORD = /[\p{L}\p{N}\p{M}_\u200c'’ʼ-]+([^\S\r\n]*)$/u;

export const FIRST_WORD = /^[\p{L}\p{N}\p{M}_\u200c'’ʼ-]+/u;
