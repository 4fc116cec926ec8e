// Loads the built-in dictionary (content/dictionary/) into slang_terms at start, idempotently: the content's
// version (a hash of its files) is stored in settings, so a restart with the same content costs one query.
// When the content changes: new slugs are inserted, built-in terms no admin has touched are updated, built-in
// terms gone from the content are marked deleted. Terms an admin edited or deleted, and community terms, are
// never overwritten, so a restart neither duplicates nor wipes their work.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings, slangTerms } from '../db/schema';
import {
  parseDictionaryFiles,
  readDictionaryFiles,
  type BuiltInDictionary,
  type DictionaryEntry,
} from './content';

export const CONTENT_VERSION_KEY = 'dictionary.contentVersion';
/** Any 64-bit number no other advisory lock uses: replicas starting together seed once. */
const SEED_LOCK_KEY = 4_207_032;

export interface SeedResult {
  version: string;
  /** False when the stored version already matched. */
  seeded: boolean;
  inserted: number;
  updated: number;
  removed: number;
}

type TermValues = typeof slangTerms.$inferInsert;

function toValues(entry: DictionaryEntry, country: string, category: string, language: string) {
  const [example = null, ...moreExamples] = entry.examples;
  return {
    slug: entry.slug,
    term: entry.term,
    meaning: entry.definition,
    context: entry.context ?? null,
    example,
    moreExamples,
    romanization: entry.romanization ?? null,
    language,
    tags: entry.tags,
    country,
    category,
  } satisfies Partial<TermValues>;
}

type BuiltInValues = ReturnType<typeof toValues>;
const FIELDS = [
  'term',
  'meaning',
  'context',
  'example',
  'moreExamples',
  'romanization',
  'language',
  'tags',
  'country',
  'category',
] as const satisfies readonly (keyof BuiltInValues)[];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function storedVersion(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CONTENT_VERSION_KEY));
  return row?.value ?? null;
}

/** Seeds when the content's version differs from the stored one. */
export async function seedBuiltInDictionary(
  db: Db,
  files = readDictionaryFiles(),
): Promise<SeedResult> {
  const unchanged = { version: files.version, seeded: false, inserted: 0, updated: 0, removed: 0 };
  if ((await storedVersion(db)) === files.version) return unchanged;
  const dictionary = parseDictionaryFiles(files);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another replica may have seeded while this one waited for the lock.
    if ((await storedVersion(tx)) === files.version) return unchanged;
    const counts = await applyContent(tx, dictionary);
    await tx
      .insert(settings)
      .values({ key: CONTENT_VERSION_KEY, value: files.version })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: files.version, updatedAt: sql`now()` },
      });
    return { version: files.version, seeded: true, ...counts };
  });
}

async function applyContent(db: Db, dictionary: BuiltInDictionary) {
  const wanted = new Map<string, BuiltInValues>();
  for (const country of dictionary.countries) {
    for (const category of country.subcategories) {
      for (const entry of category.entries) {
        wanted.set(entry.slug, toValues(entry, country.id, category.id, category.language));
      }
    }
  }

  const existing = await db
    .select({
      id: slangTerms.id,
      slug: slangTerms.slug,
      source: slangTerms.source,
      editedAt: slangTerms.editedAt,
      deletedAt: slangTerms.deletedAt,
      term: slangTerms.term,
      meaning: slangTerms.meaning,
      context: slangTerms.context,
      example: slangTerms.example,
      moreExamples: slangTerms.moreExamples,
      romanization: slangTerms.romanization,
      language: slangTerms.language,
      tags: slangTerms.tags,
      country: slangTerms.country,
      category: slangTerms.category,
    })
    .from(slangTerms);
  // Any row holding the slug, live or deleted, keeps the built-in entry out: admins' deletions stay deleted.
  const bySlug = new Map(existing.map((row) => [row.slug, row]));

  const toInsert = [...wanted.values()].filter((values) => !bySlug.has(values.slug));
  let updated = 0;
  let removed = 0;
  for (const row of existing) {
    if (row.source !== 'builtin' || row.editedAt || row.deletedAt) continue;
    const values = wanted.get(row.slug);
    if (!values) {
      await db
        .update(slangTerms)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(slangTerms.id, row.id));
      removed++;
      continue;
    }
    const changed = FIELDS.filter((field) => !sameValue(row[field], values[field]));
    if (changed.length === 0) continue;
    await db
      .update(slangTerms)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(slangTerms.id, row.id));
    updated++;
  }
  // In chunks: one statement's parameters stay far below PostgreSQL's limit of 65,535.
  for (let start = 0; start < toInsert.length; start += 500) {
    const chunk = toInsert.slice(start, start + 500).map((values) => ({
      ...values,
      source: 'builtin' as const,
    }));
    await db.insert(slangTerms).values(chunk);
  }
  return { inserted: toInsert.length, updated, removed };
}
