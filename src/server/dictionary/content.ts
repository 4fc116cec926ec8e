// The built-in dictionary of content/dictionary/: its format (zod) and a loader that reads and validates it.
// countries.json lists the countries and their categories; each category's entries live in
// content/dictionary/{country}/{category}.json. A country whose categories have no file is 'coming soon'.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DICTIONARY_LANGUAGES } from '@shared/dictionary';
import { PROJECT_ROOT } from '../paths';

export const DICTIONARY_DIR = join(PROJECT_ROOT, 'content', 'dictionary');

/** Text that is never empty and never padded. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => value.length > 0 && value.trim() === value, {
      message: 'Must be non-empty text without leading or trailing whitespace.',
    });

/** Lower-case ASCII words joined by '-': slugs, ids and tags, stable in URLs. */
const kebab = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be lower-case a-z, 0-9 and "-".');

export const dictionaryEntrySchema = z
  .object({
    /** Its page is /slang/{slug}; unique across the whole dictionary. */
    slug: kebab.max(80),
    /** As people write it. */
    term: text(60),
    /** Latin-letter spelling of a term in another script (Arabic, Cyrillic), searchable. */
    romanization: text(80).optional(),
    /** What it means, in English, in one or two short sentences. */
    definition: text(200),
    /** Where it comes from, who says it, when it fits and when it does not. */
    context: text(600).optional(),
    /** Realistic sentences using the term (other languages: the sentence, then its English in parentheses). */
    examples: z.array(text(300)).min(1).max(3),
    tags: z.array(kebab.max(30)).min(1).max(6),
  })
  .strict();
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

export const categoryFileSchema = z
  .object({
    country: kebab,
    category: kebab,
    language: z.enum(DICTIONARY_LANGUAGES),
    entries: z.array(dictionaryEntrySchema).min(1),
  })
  .strict();
export type CategoryFile = z.infer<typeof categoryFileSchema>;

const categoryInfoSchema = z
  .object({
    id: kebab,
    title: text(60),
    description: text(200),
    language: z.enum(DICTIONARY_LANGUAGES),
  })
  .strict();

const countryInfoSchema = z
  .object({
    id: kebab,
    title: text(60),
    description: text(200),
    /** ISO 3166 code of the flag shown on the card: src/client/public/flags/{flag}.svg. */
    flag: z.string().regex(/^[a-z]{2}$/, 'Must be a two-letter country code.'),
    /** A design-token colour name of the Tailwind theme, for the card's accent. */
    color: z.enum(['primary', 'accent', 'success', 'warning', 'danger']),
    subcategories: z.array(categoryInfoSchema).min(1),
  })
  .strict();
export const countriesFileSchema = z.array(countryInfoSchema).min(1);

export interface BuiltInCategory {
  id: string;
  title: string;
  description: string;
  language: (typeof DICTIONARY_LANGUAGES)[number];
  entries: DictionaryEntry[];
}
export interface BuiltInCountry {
  id: string;
  title: string;
  description: string;
  flag: string;
  color: z.infer<typeof countryInfoSchema>['color'];
  subcategories: BuiltInCategory[];
}
export interface BuiltInDictionary {
  countries: BuiltInCountry[];
  /** A hash of every content file: the seed runs again only when it changes. */
  version: string;
}

export class DictionaryContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'DictionaryContentError';
  }
}

function parseJson<T>(file: string, raw: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new DictionaryContentError(file, `invalid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new DictionaryContentError(file, issues.join('; '));
  }
  return result.data;
}

export type CountryInfo = z.infer<typeof countryInfoSchema>;

/** countries.json: the countries and categories the browser shows, without their entries. */
export function loadCountries(dir = DICTIONARY_DIR): CountryInfo[] {
  return parseJson(
    'countries.json',
    readFileSync(join(dir, 'countries.json'), 'utf8'),
    countriesFileSchema,
  );
}

interface ContentFiles {
  countries: CountryInfo[];
  /** The text of each category file that exists, by "country/category". */
  files: Map<string, { file: string; raw: string }>;
  version: string;
}

/** Reads the files and hashes them, without validating the entries (cheap: start-up compares the version). */
export function readDictionaryFiles(dir = DICTIONARY_DIR): ContentFiles {
  const hash = createHash('sha256');
  const countriesRaw = readFileSync(join(dir, 'countries.json'), 'utf8');
  hash.update(countriesRaw);
  const countries = parseJson('countries.json', countriesRaw, countriesFileSchema);
  const files = new Map<string, { file: string; raw: string }>();
  for (const country of countries) {
    for (const category of country.subcategories) {
      const file = join(country.id, `${category.id}.json`);
      const path = join(dir, file);
      if (!existsSync(path)) continue;
      const raw = readFileSync(path, 'utf8');
      hash.update(file).update(raw);
      files.set(`${country.id}/${category.id}`, { file, raw });
    }
  }
  return { countries, files, version: hash.digest('hex').slice(0, 16) };
}

/** Reads countries.json and every category file, checks that they agree and that slugs are unique. */
export function loadBuiltInDictionary(dir = DICTIONARY_DIR): BuiltInDictionary {
  return parseDictionaryFiles(readDictionaryFiles(dir));
}

export function parseDictionaryFiles({
  countries,
  files,
  version,
}: ContentFiles): BuiltInDictionary {
  const slugs = new Map<string, string>();
  const loaded = countries.map((country): BuiltInCountry => {
    const subcategories = country.subcategories.map((category): BuiltInCategory => {
      const found = files.get(`${country.id}/${category.id}`);
      if (!found) return { ...category, entries: [] };
      const { file, raw } = found;
      const parsed = parseJson(file, raw, categoryFileSchema);
      if (parsed.country !== country.id || parsed.category !== category.id) {
        throw new DictionaryContentError(file, 'country or category does not match its place');
      }
      if (parsed.language !== category.language) {
        throw new DictionaryContentError(file, `language must be ${category.language}`);
      }
      for (const entry of parsed.entries) {
        const first = slugs.get(entry.slug);
        if (first)
          throw new DictionaryContentError(file, `slug "${entry.slug}" is also in ${first}`);
        slugs.set(entry.slug, file);
      }
      return { ...category, entries: parsed.entries };
    });
    return { ...country, subcategories };
  });
  return { countries: loaded, version };
}
