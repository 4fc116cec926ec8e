// One rule for every piece of text the server accepts (bodies, query strings, path parameters, JSON keys):
// no NUL character (PostgreSQL cannot store U+0000 in text) and no lone UTF-16 surrogate (not Unicode, and
// PostgreSQL refuses it as invalid UTF-8). Both used to reach the database and come back as a 500.
import { z } from 'zod';
import { codePointLength } from '../text-length';

export const UNSAFE_TEXT_MESSAGE =
  'Text must not contain NUL characters or broken Unicode (lone surrogates).';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it is. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const UNSAFE_GLOBAL = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** The text with each NUL and lone surrogate replaced by U+FFFD: for messages that quote what a client sent. */
export function toSafeText(value: string): string {
  return value.replace(UNSAFE_GLOBAL, '\uFFFD');
}

/** True when every string in a JSON-like value (object keys included, at any depth) is safe text. */
export function isSafeDeep(value: unknown): boolean {
  if (typeof value === 'string') return isSafeText(value);
  if (Array.isArray(value)) return value.every(isSafeDeep);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isSafeText(key) && isSafeDeep(item));
  }
  return true;
}

/**
 * A string schema that refuses unsafe text first (so a later `.trim()`, `.min()` or `.max()` never sees it).
 * Every string field of every request schema starts from this; `missingMessage` replaces zod's message for a
 * missing or non-string value.
 */
export const safeText = (missingMessage?: string) =>
  z
    .string(missingMessage ? { message: missingMessage } : undefined)
    .refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** The messages of a written text's two rules. */
export interface WrittenTextMessages {
  blank: string;
  tooLong: string;
}

/**
 * Text someone wrote (a text to translate or speak): safe, not blank, at most `max` characters counted in code
 * points (../text-length.ts: what the OpenAPI document's `minLength`/`maxLength` mean and the daily quota counts).
 * `trim` answers the text without its outer whitespace.
 */
export function writtenText(max: number, messages: WrittenTextMessages, { trim = false } = {}) {
  const text = trim ? safeText().trim() : safeText();
  return text
    .refine((value) => value.trim() !== '', { message: messages.blank, abort: true })
    .refine((value) => codePointLength(value) <= max, { message: messages.tooLong })
    .meta({ minLength: 1, maxLength: max });
}
