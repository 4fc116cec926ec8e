// Stage 6, case: a rewrite written in the letter case of what it replaces (a capital stays a capital, shouting stays
// shouting, an abbreviation's capitals are not shouting); keepSentenceForm (sentence-case.ts) then restores the
// sentences' own form over the whole text.
import { OPENERS } from '../sentence-case';
import { CLOSERS, isCased, isUpper, SENTENCE_END } from './tokenize';
import { type Rule } from './types';

export const FIRST_CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;

export const HAS_LOWER = /[\p{Ll}\p{Lt}]/u;

export const HAS_UPPER = /\p{Lu}/u;

export const CASED_LETTERS = /[\p{Lu}\p{Ll}\p{Lt}]/gu;

export function lowerFirst(text: string): string {
  const chars = [...text];
  const index = chars.findIndex(isCased);
  if (index >= 0) chars[index] = chars[index]!.toLowerCase();
  return chars.join('');
}

export function capitalise(text: string): string {
  const index = [...text].findIndex(isCased);
  if (index < 0) return text;
  const chars = [...text];
  chars[index] = chars[index]!.toUpperCase();
  return chars.join('');
}

/** True when only whitespace, opening quotes or brackets stand between the text's start or a sentence end and `offset`. */
export function atSentenceStart(text: string, offset: number): boolean {
  for (let index = offset - 1; index >= 0; index--) {
    const char = text[index]!;
    if (SENTENCE_END.includes(char)) return true;
    if (!/\s/.test(char) && !OPENERS.includes(char)) return false;
  }
  return true;
}

/** True when only whitespace, closing quotes or brackets stand between `offset` and a sentence end or the text's end. */
export function atSentenceEnd(text: string, offset: number): boolean {
  for (let index = offset; index < text.length; index++) {
    const char = text[index]!;
    if (SENTENCE_END.includes(char)) return true;
    if (!/\s/.test(char) && !CLOSERS.includes(char)) return false;
  }
  return true;
}

/** Two or more cased letters, all capitals. */
export const isAllCaps = (text: string) =>
  HAS_UPPER.test(text) && !HAS_LOWER.test(text) && (text.match(CASED_LETTERS)?.length ?? 0) > 1;

export const WORD = /[\p{L}\p{N}'’]+/gu;

/**
 * True when the text around a match is shouted too: then an all-caps match is emphasis to keep, while a lone
 * all-caps word in ordinary text ("NGL the food") is just how the abbreviation is written.
 */
export function shouting(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).match(WORD);
  const after = text.slice(end, end + 40).match(WORD);
  const neighbours = [before?.at(-1), after?.[0]].filter((word): word is string => !!word);
  if (neighbours.length === 0) return true;
  return neighbours.some(isAllCaps);
}

/** The replacement in the case of the matched text: ALL CAPS stays caps, a capital stays a capital. */
export function applyCase(text: string, offset: number, match: string, rule: Rule): string {
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
