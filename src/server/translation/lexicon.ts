// The style lexicons of content/lexicons/: their format (zod), and a loader that reads and validates them once.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';

export const LEXICON_DIR = join(PROJECT_ROOT, 'content', 'lexicons');

/** Text an entry matches or writes: never empty, never padded (padding would silently break matching). */
const phrase = z.string().refine((text) => text.length > 0 && text.trim() === text, {
  message: 'Must be non-empty text without leading or trailing whitespace.',
});

export const LEXICON_DIRECTIONS = ['to-style', 'to-standard'] as const;
export type LexiconDirection = (typeof LEXICON_DIRECTIONS)[number];

export const lexiconEntrySchema = z
  .object({
    /** The phrase in the language's standard variety. */
    standard: phrase,
    /** The same phrase in this style. */
    style: phrase,
    /** What the style phrase means (for register styles: why this register choice), shown in explanations. */
    meaning: phrase,
    /** Restricts the entry to one direction, e.g. when several standard phrases share one slang term. */
    only: z.enum(LEXICON_DIRECTIONS).optional(),
    /** Letter case distinguishes words (German formal "Sie" from "sie", she/they): match it exactly. */
    caseSensitive: z.boolean().optional(),
  })
  .strict();
export type LexiconEntry = z.infer<typeof lexiconEntrySchema>;

/** How explanations name the terms: slang, a register (formal, business) or a dialect. */
export const LEXICON_KINDS = ['slang', 'register', 'dialect'] as const;
export type LexiconKind = (typeof LEXICON_KINDS)[number];

export const lexiconSchema = z
  .object({
    /** Language code of the style (src/shared/languages.ts), also the file name. */
    style: phrase,
    /** ISO 639-1 code of its base language. */
    language: z.enum(['en', 'es', 'ar', 'ru', 'fr', 'de', 'fa']),
    kind: z.enum(LEXICON_KINDS),
    description: phrase,
    /** Phrases rewritten wherever they occur on word boundaries, longest first. */
    entries: z.array(lexiconEntrySchema).min(1),
    /** Whole-sentence rewrites: applied only when a sentence (without its end punctuation) is exactly this. */
    sentences: z.array(lexiconEntrySchema).optional(),
  })
  .strict();
export type Lexicon = z.infer<typeof lexiconSchema>;

export class LexiconError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'LexiconError';
  }
}

/** Parses and validates one lexicon file's text; the file name must be the style code. */
export function parseLexicon(file: string, text: string): Lexicon {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LexiconError(file, `invalid JSON (${(error as Error).message})`);
  }
  const result = lexiconSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new LexiconError(file, issues.join('; '));
  }
  const expected = basename(file, '.json');
  if (result.data.style !== expected) {
    throw new LexiconError(file, `style "${result.data.style}" does not match the file name`);
  }
  return result.data;
}

/** Reads and validates every lexicon of a folder, keyed by style code. */
export function readLexicons(dir = LEXICON_DIR): Map<string, Lexicon> {
  const lexicons = new Map<string, Lexicon>();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const lexicon = parseLexicon(name, readFileSync(join(dir, name), 'utf8'));
    lexicons.set(lexicon.style, lexicon);
  }
  return lexicons;
}

let loaded: Map<string, Lexicon> | undefined;

/** The lexicons of content/lexicons/, read and validated on first use. */
export function getLexicons(): Map<string, Lexicon> {
  loaded ??= readLexicons();
  return loaded;
}

export const usesArabicScript = (language: string) => language === 'ar' || language === 'fa';

const APOSTROPHES = /['’ʼ]/g;
/** Curly apostrophes and any whitespace other than single spaces. */
const NEEDS_SPELLING_FOLD = /[’ʼ]|\s\s|[^\S ]/;
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * The form a phrase is compared in: the spelling variants the engine treats as the same phrase map to one
 * string (apostrophes, spacing, Arabic diacritics and letter variants, Persian ZWNJ, Russian ё, letter case).
 * `keepZwnj` keeps Persian ZWNJs, for building match patterns that make them optional where they are written.
 */
export function matchKey(
  text: string,
  language: string,
  caseSensitive = false,
  { keepZwnj = false } = {},
): string {
  let key = text;
  if (NEEDS_SPELLING_FOLD.test(key)) key = key.replace(APOSTROPHES, "'").replace(/\s+/g, ' ');
  if (usesArabicScript(language)) key = key.replace(ARABIC_MARKS, '');
  if (language === 'fa') {
    if (!keepZwnj) key = key.replace(/\u200c/g, '');
    key = key.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
  }
  if (language === 'ar') key = key.replace(/[أإآ]/g, 'ا');
  if (language === 'ru') key = key.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
  return caseSensitive ? key : key.toLowerCase();
}

/** True when an entry applies when rewriting in the given direction. */
export function appliesTo(entry: LexiconEntry, direction: LexiconDirection): boolean {
  return entry.only === undefined || entry.only === direction;
}
