// The lexicons' variant entries (issue 27 item 1): their phrases with the synonyms of content/synonyms/ (synonyms.ts)
// and the English verb phrases in their other forms (inflection.ts, with compromise), generated from content/ by
// `npm run lexicons:variants` into content/lexicon-variants/. They are generated ahead of time so that the server
// does not load an NLP library to start; content/lexicon-variants.test.ts fails when they are stale.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';
import { lexiconEntrySchema, type LexiconEntry } from './lexicon';

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
