// The other forms of the English lexicons' verb phrases (issue 27 item 1), generated from content/lexicons/ by
// `npm run lexicons:inflect` (src/server/translation/inflection.ts, with compromise) into content/inflections/. They
// are generated ahead of time so that the server does not load an NLP library to start; content/inflections.test.ts
// fails when a lexicon changed and the files were not generated again.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';
import { lexiconEntrySchema, type LexiconEntry } from './lexicon';

export const INFLECTION_DIR = join(PROJECT_ROOT, 'content', 'inflections');

/** A generated entry: a lexicon entry in another form, named in explanations by the lexicon's own phrase. */
export interface InflectedEntry extends LexiconEntry {
  term: string;
}

export const inflectionFileSchema = z
  .object({
    style: z.string().min(1),
    entries: z.array(z.object({ term: z.string().min(1) }).and(lexiconEntrySchema)),
  })
  .strict();
export type InflectionFile = z.infer<typeof inflectionFileSchema>;

/** The generated entries of each style, keyed by style code (none for a missing folder). */
export function readInflections(dir = INFLECTION_DIR): Map<string, InflectedEntry[]> {
  const inflections = new Map<string, InflectedEntry[]>();
  if (!existsSync(dir)) return inflections;
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = inflectionFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (file.style !== basename(name, '.json')) {
      throw new Error(`${name}: style "${file.style}" does not match the file name`);
    }
    inflections.set(file.style, file.entries);
  }
  return inflections;
}
