// Contributors (issue 28 item 5): a public handle per account — chosen once, changeable once a month, unique
// whatever its letter case — and the public page of a handle: the name, when the account was made, its approved
// definitions and the votes they earned. Nothing private (no e-mail, no account id) is ever part of it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Contributor, HandleStatus } from '@shared/schemas/dictionary';
import type { Db } from '../db/client';
import { slangTerms, termDefinitions, user } from '../db/schema';
import { conflict, hasPostgresCode, notFound, UNIQUE_VIOLATION } from '../errors';
import { voteTallies } from './definitions';

/** How long a handle stays before it may be changed again. */
export const HANDLE_CHANGE_DAYS = 30;
const DAY_MS = 86_400_000;

export async function handleStatusOf(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<HandleStatus> {
  const [row] = await db
    .select({ handle: user.handle, changedAt: user.handleChangedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound('Account not found.');
  const from = row.changedAt
    ? new Date(row.changedAt.getTime() + HANDLE_CHANGE_DAYS * DAY_MS)
    : null;
  return { handle: row.handle, changeableFrom: from && from > now ? from.toISOString() : null };
}

/** Sets a handle: 409 when another account has it (in any letter case) or the last change is under a month old. */
export async function setHandle(
  db: Db,
  userId: string,
  handle: string,
  now = new Date(),
): Promise<HandleStatus> {
  const status = await handleStatusOf(db, userId, now);
  if (status.handle === handle) return status;
  if (status.changeableFrom) {
    const when = new Date(status.changeableFrom).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    throw conflict(`You changed your handle recently. You can change it again on ${when}.`);
  }
  try {
    await db
      .update(user)
      .set({ handle, handleChangedAt: now, updatedAt: now })
      .where(eq(user.id, userId));
  } catch (error) {
    if (hasPostgresCode(error, UNIQUE_VIOLATION)) {
      throw conflict('That handle is taken. Please choose another.');
    }
    throw error;
  }
  return handleStatusOf(db, userId, now);
}

/** The public page of a handle (404 when no account has it). */
export async function contributorByHandle(db: Db, handle: string): Promise<Contributor> {
  const [person] = await db
    .select({ id: user.id, handle: user.handle, name: user.name, createdAt: user.createdAt })
    .from(user)
    .where(sql`lower(${user.handle}) = ${handle.toLowerCase()}`);
  if (!person?.handle) throw notFound('No contributor has that handle.');
  const rows = await db
    .select({
      id: termDefinitions.id,
      slug: slangTerms.slug,
      term: slangTerms.term,
      meaning: termDefinitions.meaning,
      example: termDefinitions.example,
      createdAt: termDefinitions.createdAt,
    })
    .from(termDefinitions)
    .innerJoin(slangTerms, eq(slangTerms.id, termDefinitions.termId))
    .where(
      and(
        eq(termDefinitions.authorId, person.id),
        eq(termDefinitions.status, 'approved'),
        sql`${slangTerms.deletedAt} is null`,
      ),
    )
    .orderBy(desc(termDefinitions.createdAt))
    .limit(200);
  const counts = await voteTallies(
    db,
    rows.map((row) => row.id),
  );
  const definitions = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    term: row.term,
    meaning: row.meaning ?? '',
    example: row.example,
    createdAt: row.createdAt.toISOString(),
    ...(counts.get(row.id) ?? { up: 0, down: 0 }),
  }));
  return {
    handle: person.handle,
    name: person.name,
    joinedAt: person.createdAt.toISOString(),
    votes: {
      up: definitions.reduce((total, item) => total + item.up, 0),
      down: definitions.reduce((total, item) => total + item.down, 0),
    },
    definitions,
  };
}
