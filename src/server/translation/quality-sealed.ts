// The style engine's sealed quality set (content/quality-sealed/, issue 27 item 2): everyday sentences written
// before the engine was changed for that issue and without reading the engine or its lexicons, each with every
// rendering a careful judge would accept. It is scored once after a change (`npm run quality:sealed`), never tuned
// on: the development sets (content/quality/, content/quality-unseen/) are for tuning.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { findLanguage, isSameLanguage } from '@shared/languages';
import { PROJECT_ROOT } from '../paths';

export const SEALED_SET_DIR = join(PROJECT_ROOT, 'content', 'quality-sealed');
/**
 * Every sealed translation set, oldest first: each written before the change it measures and scored once after it
 * (the first measured issue 27 item 1, 2026-11-29; the second, the first lexicon batch after it; the third, the zero copula,
 * Spanish and Russian inflection and the second batch; the fourth, the next).
 */
export const SEALED_SET_DIRS = [
  SEALED_SET_DIR,
  join(PROJECT_ROOT, 'content', 'quality-sealed-2'),
  join(PROJECT_ROOT, 'content', 'quality-sealed-3'),
  join(PROJECT_ROOT, 'content', 'quality-sealed-4'),
  join(PROJECT_ROOT, 'content', 'quality-sealed-5'),
] as const;
/**
 * Fewest cases towards the style and towards its standard variety in each file. Writers write 18–20; a case that
 * repeats an earlier set's sentence is dropped unread, which can leave a direction with a few less.
 */
export const SEALED_MIN_CASES_PER_DIRECTION = 16;

const languageCode = z.string().refine((code) => !!findLanguage(code), 'unknown language code');

export const sealedCaseSchema = z
  .object({
    source: z.string().min(1),
    sourceLanguage: languageCode,
    targetLanguage: languageCode,
    /** Every rendering counted as right; one is enough. */
    accept: z.array(z.string().min(1)).min(1),
  })
  .strict()
  .refine((c) => isSameLanguage(c.sourceLanguage, c.targetLanguage), {
    message: 'the offline engine only rewrites within one language',
  });

export const sealedFileSchema = z
  .object({
    style: languageCode,
    /** The day the cases were written (YYYY-MM-DD): before the change they measure. */
    written: z.iso.date(),
    note: z.string().min(1),
    cases: z.array(sealedCaseSchema).min(1),
  })
  .strict();

export type SealedCase = z.infer<typeof sealedCaseSchema>;
export type SealedFile = z.infer<typeof sealedFileSchema> & { name: string };

export function readSealedSet(dir = SEALED_SET_DIR): SealedFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      ...sealedFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))),
    }));
}

/** Spacing and the apostrophe's shape are typing habits, not part of a rendering. */
const normalized = (text: string) =>
  text
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/[\u2018\u2019\u02BC]/gu, "'");

/** Whether `actual` is one of the accepted renderings. */
export function isAccepted(actual: string, accept: readonly string[]): boolean {
  const rendering = normalized(actual);
  return accept.some((accepted) => normalized(accepted) === rendering);
}

export type SealedDirection = 'to-style' | 'to-standard';

export const directionOf = (file: Pick<SealedFile, 'style'>, c: SealedCase): SealedDirection =>
  c.targetLanguage === file.style ? 'to-style' : 'to-standard';

export interface SealedScore {
  style: string;
  direction: SealedDirection;
  passed: number;
  total: number;
  /** The cases the translation missed (read them only after the set has been scored for a change). */
  misses: { source: string; actual: string; accept: string[] }[];
}

/** Translates every case and counts the accepted ones, per style and direction. */
export function scoreSealedSet(
  files: readonly SealedFile[],
  translate: (text: string, from: string, to: string) => string,
): SealedScore[] {
  const scores: SealedScore[] = [];
  for (const file of files) {
    for (const direction of ['to-style', 'to-standard'] as const) {
      const cases = file.cases.filter((c) => directionOf(file, c) === direction);
      const score: SealedScore = {
        style: file.style,
        direction,
        passed: 0,
        total: cases.length,
        misses: [],
      };
      for (const c of cases) {
        const actual = translate(c.source, c.sourceLanguage, c.targetLanguage);
        if (isAccepted(actual, c.accept)) score.passed++;
        else score.misses.push({ source: c.source, actual, accept: c.accept });
      }
      scores.push(score);
    }
  }
  return scores;
}

/**
 * The sealed style-identification sets (issue 27 item 3): sentences labelled with the variety they are written in,
 * each written before the version of the detector it measures (the first before the detector was built, the second
 * before its second version, the third before its third) and scored once for it.
 */
export const STYLE_ID_SEALED_FILES = [
  join(PROJECT_ROOT, 'content', 'style-id-sealed.json'),
  join(PROJECT_ROOT, 'content', 'style-id-sealed-2.json'),
  join(PROJECT_ROOT, 'content', 'style-id-sealed-3.json'),
] as const;
export const STYLE_ID_SEALED_FILE = STYLE_ID_SEALED_FILES[0];
/**
 * The sets already scored for the version they measured: spent as measures, they are text written by people who
 * read none of the content, and the detector learns from them (style-detection/corpus.ts).
 */
export const STYLE_ID_SPENT_FILES = STYLE_ID_SEALED_FILES.slice(0, 2);

export const styleIdSetSchema = z
  .object({
    written: z.iso.date(),
    note: z.string().min(1),
    sentences: z.array(z.object({ text: z.string().min(1), style: languageCode }).strict()).min(1),
  })
  .strict();

export const readStyleIdSet = (file = STYLE_ID_SEALED_FILE) =>
  styleIdSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
