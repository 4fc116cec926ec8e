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

/** What an entry writes or matches: like `phrase`, but a one-direction entry may write nothing (a deletion). */
const phraseOrNothing = z.string().refine((text) => text.trim() === text, {
  message: 'Must be text without leading or trailing whitespace.',
});

export const LEXICON_DIRECTIONS = ['to-style', 'to-standard'] as const;
export type LexiconDirection = (typeof LEXICON_DIRECTIONS)[number];

/**
 * One word of a context guard, compared like phrases are (letter case, spelling variants). A leading or trailing
 * "*" stands for any beginning or ending ("*ing", "أ*"); "^" is the start of a sentence, "$" its end; any other
 * single mark (",", "?") is that mark; "@food" stands for the words of the lexicon's word list "food".
 */
const guardWord = z.string().refine((word) => word.length > 0 && !/\s/.test(word), {
  message: 'Must be one word or mark without spaces.',
});
const guardWords = z.array(guardWord).min(1);

/**
 * Where an entry applies, judged on the text being rewritten around the matched phrase. All the conditions
 * given must hold. An entry whose guard fails leaves the place to shorter phrases and to entries without one.
 */
export const lexiconGuardSchema = z
  .object({
    /** The word or mark right before the phrase is one of these. */
    previous: guardWords.optional(),
    notPrevious: guardWords.optional(),
    /** The word or mark right after the phrase is one of these. */
    next: guardWords.optional(),
    notNext: guardWords.optional(),
    /** Some word before the phrase, in the same sentence, is one of these ("doesn't … anything"). */
    earlier: guardWords.optional(),
    /** Some word or mark of the phrase's sentence is one of these: the sense of a word chosen by its topic. */
    sentenceHas: guardWords.optional(),
    notSentenceHas: guardWords.optional(),
  })
  .strict()
  .refine((guard) => Object.keys(guard).length > 0, { message: 'A guard needs a condition.' });
export type LexiconGuard = z.infer<typeof lexiconGuardSchema>;

/** Grammatical gender of a noun, for languages whose articles and quantifiers agree with it (Spanish). */
const gender = z.enum(['m', 'f']);

export const lexiconEntrySchema = z
  .object({
    /** The phrase in the language's standard variety. */
    standard: phraseOrNothing,
    /** The same phrase in this style. */
    style: phraseOrNothing,
    /** What the style phrase means (for register styles: why this register choice), shown in explanations. */
    meaning: phrase,
    /** Restricts the entry to one direction, e.g. when several standard phrases share one slang term. */
    only: z.enum(LEXICON_DIRECTIONS).optional(),
    /** Letter case distinguishes words (German formal "Sie" from "sie", she/they): match it exactly. */
    caseSensitive: z.boolean().optional(),
    /** Applies only in this context: a following word that makes "not lying" "not lying down", a topic. */
    when: lexiconGuardSchema.optional(),
    /**
     * The gender of the noun on each side (Spanish "dinero" m, "plata" f): when it changes, the articles and
     * quantifiers before it change with it ("mucho dinero" → "mucha plata").
     */
    gender: z.object({ standard: gender, style: gender }).strict().optional(),
    /**
     * Word order around the phrase: "style-before" when the style puts it before the word it modifies and the
     * standard after (Iraqi "كلش حلو", Classical "جميل جداً"); "style-after" the other way round.
     */
    wordOrder: z.enum(['style-before', 'style-after']).optional(),
    /**
     * The phrase written joins the next word: the space after the match is dropped, and the matched text may
     * end inside the next word (Iraqi "إلى ال|سوق" → "لل|سوق").
     */
    joinsNext: z.boolean().optional(),
    /**
     * Other style phrases for the same sense, in the same form ("fire" for "excellent": "elite", "goated"), offered
     * as alternative translations towards the style, like a translator's "alternatives" (issue 27 item 4).
     */
    alternatives: z.array(phrase).min(1).max(3).optional(),
  })
  .strict()
  .refine((entry) => entry.standard !== '' || entry.only === 'to-standard', {
    message:
      'Only a to-standard entry may have an empty standard phrase (it deletes the style phrase).',
    path: ['standard'],
  })
  .refine((entry) => entry.style !== '' || entry.only === 'to-style', {
    message:
      'Only a to-style entry may have an empty style phrase (it deletes the standard phrase).',
    path: ['style'],
  });
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
    /**
     * Whether the style's terms are worth a flashcard (default true). False for a register whose phrases are
     * ordinary words of its language ("cannot", "hello" in formal English): the explanation still names them,
     * but "Add to my deck" offers only slang, dialect and jargon.
     */
    cards: z.boolean().optional(),
    description: phrase,
    /** Phrases rewritten wherever they occur on word boundaries, longest first. */
    entries: z.array(lexiconEntrySchema).min(1),
    /** Whole-sentence rewrites: applied only when a sentence (without its end punctuation) is exactly this. */
    sentences: z.array(lexiconEntrySchema).optional(),
    /** Named lists of guard words ("food": the words that make "bussin" mean delicious), used as "@food". */
    wordLists: z.record(z.string().regex(/^[a-zA-Z]+$/), guardWords).optional(),
  })
  .strict()
  .superRefine((lexicon, context) => {
    const lists = lexicon.wordLists ?? {};
    const check = (entries: LexiconEntry[], key: 'entries' | 'sentences') =>
      entries.forEach((entry, index) => {
        for (const words of Object.values(entry.when ?? {})) {
          for (const word of words) {
            if (word.startsWith('@') && !(word.slice(1) in lists)) {
              context.addIssue({
                code: 'custom',
                path: [key, index, 'when'],
                message: `Unknown word list ${word}.`,
              });
            }
          }
        }
      });
    check(lexicon.entries, 'entries');
    check(lexicon.sentences ?? [], 'sentences');
  });
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
