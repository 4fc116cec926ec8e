// Dictionary records the authorization matrix and the definition tests start from: a live term (with the entry
// definition the database gives every new term) inserted directly, as the seed or an admin would have left it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { slangTerms, termDefinitions } from '../db/schema';

export async function createTerm(
  db: Db,
  values: Partial<typeof slangTerms.$inferInsert> = {},
): Promise<{ id: string; slug: string; entryDefinitionId: string }> {
  const slug = values.slug ?? `fixture-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(slangTerms)
    .values({
      slug,
      term: slug,
      meaning: `The fixture meaning of ${slug}.`,
      example: `Use ${slug} in a sentence.`,
      language: 'us_english',
      source: 'admin',
      ...values,
    })
    .returning({ id: slangTerms.id, slug: slangTerms.slug });
  if (!row) throw new Error('no fixture term');
  const [entry] = await db
    .select({ id: termDefinitions.id })
    .from(termDefinitions)
    .where(and(eq(termDefinitions.termId, row.id), eq(termDefinitions.kind, 'entry')));
  if (!entry) throw new Error('the new term has no entry definition');
  return { ...row, entryDefinitionId: entry.id };
}

/** The slug of a new term (a matrix row's url names the term by it). */
export const createTermSlug = async (db: Db) => (await createTerm(db)).slug;

/** The id of a new term's entry definition, which anyone signed in may vote on. */
export const createVotableDefinition = async (db: Db) => (await createTerm(db)).entryDefinitionId;
