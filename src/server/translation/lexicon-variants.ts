// The lexicons' variant entries (issue 27 item 1): their phrases with the synonyms of content/synonyms/ (synonyms.ts)
// and their verb phrases in their other forms (inflection.ts with compromise for English, spanish-inflection.ts,
// russian-inflection.ts), generated from content/ by
// `npm run lexicons:variants` into content/lexicon-variants/. They are generated ahead of time so that the server
// does not load an NLP library to start; content/lexicon-variants.test.ts fails when they are stale.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';
import { appliesTo, lexiconEntrySchema, type LexiconEntry, matchKey } from './lexicon';

export const VARIANT_DIR = join(PROJECT_ROOT, 'content', 'lexicon-variants');

/** A generated entry: a lexicon entry in another form or wording, named in explanations by the lexicon's phrase. */
export interface VariantEntry extends LexiconEntry {
  term: string;
}

export const variantFileSchema = z
  .object({
    style: z.string().min(1),
    entries: z.array(z.object({ term: z.string().min(1) }).and(lexiconEntrySchema)),
  })
  .strict();
export type VariantFile = z.infer<typeof variantFileSchema>;

/** The generated entries of each style, keyed by style code (none for a missing folder). */
export function readVariants(dir = VARIANT_DIR): Map<string, VariantEntry[]> {
  const variants = new Map<string, VariantEntry[]>();
  if (!existsSync(dir)) return variants;
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = variantFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (file.style !== basename(name, '.json')) {
      throw new Error(`${name}: style "${file.style}" does not match the file name`);
    }
    variants.set(file.style, file.entries);
  }
  return variants;
}

/**
 * The generated forms worth keeping, in order. A direction of a candidate is dropped where `written` (the lexicon's own
 * entries) has that phrase itself — its entry keeps the place — and, with `firstWins`, where an earlier candidate took
 * the same phrase, direction and guard (one entry per phrase, direction and guard, as in a lexicon: when two verbs
 * share a form, the first one written takes it). A candidate left with one direction says so in `only`.
 */
export function admitVariants(
  written: readonly LexiconEntry[],
  candidates: readonly VariantEntry[],
  language: string,
  { firstWins = false } = {},
): VariantEntry[] {
  const key = (text: string) => matchKey(text, language);
  const writtenTo = {
    'to-style': new Set(
      written.filter((e) => appliesTo(e, 'to-style')).map((e) => key(e.standard)),
    ),
    'to-standard': new Set(
      written.filter((e) => appliesTo(e, 'to-standard')).map((e) => key(e.style)),
    ),
  };
  const taken = new Set<string>();
  const admitted: VariantEntry[] = [];
  for (const candidate of candidates) {
    const guard = JSON.stringify(candidate.when ?? {});
    const styleKey = `to-style|${key(candidate.standard)}|${guard}`;
    const standardKey = `to-standard|${key(candidate.style)}|${guard}`;
    const toStyle =
      appliesTo(candidate, 'to-style') &&
      !writtenTo['to-style'].has(key(candidate.standard)) &&
      !taken.has(styleKey);
    const toStandard =
      appliesTo(candidate, 'to-standard') &&
      !writtenTo['to-standard'].has(key(candidate.style)) &&
      !taken.has(standardKey);
    if (!toStyle && !toStandard) continue;
    if (!(toStyle && toStandard)) candidate.only = toStyle ? 'to-style' : 'to-standard';
    if (firstWins && toStyle) taken.add(styleKey);
    if (firstWins && toStandard) taken.add(standardKey);
    admitted.push(candidate);
  }
  return admitted;
}
