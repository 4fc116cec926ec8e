// Several definitions per term (issue 28 items 1–2): the one the term was added with (its "entry", whose words are
// the term's own meaning, example and context) and readers' definitions, pending until a moderator approves them;
// votes, one per account and definition, counted from their rows; the approved definitions ranked by the Wilson
// lower bound of their votes. Approving or rejecting is one transaction with its moderation event, and a second
// (or concurrent) decision gets a 409.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminDefinition,
  Definition,
  DefinitionInput,
  ReportInput,
  VoteResult,
  VoteValue,
} from '@shared/schemas/dictionary';
import type { SessionUser } from '@shared/schemas/auth';
import type { Db } from '../db/client';
import {
  definitionReports,
  definitionVotes,
  slangTerms,
  termDefinitions,
  user,
} from '../db/schema';
import { conflict, notFound } from '../errors';
import { eventsOf, recordEvent } from './moderation';
import type { TermRow } from './terms';

type DefinitionRow = typeof termDefinitions.$inferSelect;

/** The name shown for a definition whose author is not a person the dictionary can name. */
export const EDITORS_NAME = 'SlangBridge editors';

/**
 * The Wilson score lower bound (95 %) of the share of up votes: a definition with 3 up and 0 down ranks above one
 * with 1 up and 0 down, and both above one nobody voted on (0).
 */
export function wilsonLowerBound(up: number, down: number, z = 1.96): number {
  const n = up + down;
  if (n === 0) return 0;
  const p = up / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

/** Accounts younger than this when they voted are "new" (docs/decisions/015-definition-votes.md). */
export const NEW_ACCOUNT_DAYS = 7;
/** New accounts' votes on a definition count in its ranking up to max(this, the established accounts' votes). */
export const NEW_VOTES_FLOOR = 3;
/** Down votes from this many accounts, with net votes at the definition's hide_below, hide it pending review. */
export const HIDE_MIN_DOWN_VOTES = 3;
/** Distinct signed-in reporters that hide a definition pending review. */
export const HIDE_MIN_REPORTERS = 3;
/** After a moderator approves a definition, it takes this many more net down votes to hide it again. */
export const HIDE_MARGIN = 5;

export interface Tally {
  up: number;
  down: number;
  /** The votes its ranking counts: new accounts' votes capped (a vote ring cannot outweigh the rest). */
  rankUp: number;
  rankDown: number;
}

/** A definition's ranking votes: every established account's, and new accounts' up to their share. */
export function rankingVotes(votes: {
  establishedUp: number;
  establishedDown: number;
  newUp: number;
  newDown: number;
}): { rankUp: number; rankDown: number } {
  const { establishedUp, establishedDown, newUp, newDown } = votes;
  const cap = Math.max(NEW_VOTES_FLOOR, establishedUp + establishedDown);
  const newTotal = newUp + newDown;
  const scale = newTotal > cap ? cap / newTotal : 1;
  return { rankUp: establishedUp + newUp * scale, rankDown: establishedDown + newDown * scale };
}

/** Up and down votes of each definition, counted from the vote rows, with the votes its ranking counts. */
export async function voteTallies(db: Db, ids: string[]) {
  const counts = new Map<string, Tally>();
  if (ids.length === 0) return counts;
  const fresh = sql`${definitionVotes.createdAt} - ${user.createdAt} < make_interval(days => ${NEW_ACCOUNT_DAYS})`;
  const rows = await db
    .select({
      id: definitionVotes.definitionId,
      establishedUp: sql<number>`count(*) filter (where ${definitionVotes.value} = 1 and not (${fresh}))::int`,
      establishedDown: sql<number>`count(*) filter (where ${definitionVotes.value} = -1 and not (${fresh}))::int`,
      newUp: sql<number>`count(*) filter (where ${definitionVotes.value} = 1 and ${fresh})::int`,
      newDown: sql<number>`count(*) filter (where ${definitionVotes.value} = -1 and ${fresh})::int`,
    })
    .from(definitionVotes)
    .innerJoin(user, eq(user.id, definitionVotes.userId))
    .where(inArray(definitionVotes.definitionId, ids))
    .groupBy(definitionVotes.definitionId);
  for (const row of rows) {
    counts.set(row.id, {
      up: row.establishedUp + row.newUp,
      down: row.establishedDown + row.newDown,
      ...rankingVotes(row),
    });
  }
  return counts;
}

const NO_VOTES: Tally = { up: 0, down: 0, rankUp: 0, rankDown: 0 };

async function votesOf(db: Db, ids: string[], userId: string | null) {
  const mine = new Map<string, VoteValue>();
  if (!userId || ids.length === 0) return mine;
  const rows = await db
    .select({ id: definitionVotes.definitionId, value: definitionVotes.value })
    .from(definitionVotes)
    .where(and(inArray(definitionVotes.definitionId, ids), eq(definitionVotes.userId, userId)));
  for (const row of rows) mine.set(row.id, row.value === 1 ? 1 : -1);
  return mine;
}

async function authorsOf(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const authors = new Map<string, { handle: string | null; name: string }>();
  if (wanted.length === 0) return authors;
  const rows = await db
    .select({ id: user.id, name: user.name, handle: user.handle })
    .from(user)
    .where(inArray(user.id, wanted));
  for (const row of rows) authors.set(row.id, { handle: row.handle, name: row.name });
  return authors;
}

/** Who wrote a definition: an entry is its term's (a reader's for an approved submission, else the editors'). */
const authorIdOf = (row: DefinitionRow, term: Pick<TermRow, 'source' | 'createdBy'>) =>
  row.kind === 'entry' ? (term.source === 'community' ? term.createdBy : null) : row.authorId;

/** The approved definitions of a term, best first, with the reader's own votes. */
export async function definitionsOf(
  db: Db,
  term: TermRow,
  viewerId: string | null,
): Promise<Definition[]> {
  return (await definitionsOfTerms(db, [term], viewerId)).get(term.id) ?? [];
}

/**
 * The approved definitions of several terms (by term id), each list best first: four queries whatever the number
 * of terms (the word-of-the-day archive and feed show the best definition of a page of terms).
 */
export async function definitionsOfTerms(
  db: Db,
  terms: readonly TermRow[],
  viewerId: string | null,
): Promise<Map<string, Definition[]>> {
  const byTerm = new Map<string, Definition[]>();
  if (terms.length === 0) return byTerm;
  const termsById = new Map(terms.map((term) => [term.id, term]));
  const rows = await db
    .select()
    .from(termDefinitions)
    .where(
      and(
        inArray(termDefinitions.termId, [...termsById.keys()]),
        eq(termDefinitions.status, 'approved'),
      ),
    )
    .orderBy(asc(termDefinitions.createdAt), asc(termDefinitions.id));
  const ids = rows.map((row) => row.id);
  const termOf = (row: DefinitionRow) => termsById.get(row.termId)!;
  const [counts, mine, authors] = await Promise.all([
    voteTallies(db, ids),
    votesOf(db, ids, viewerId),
    authorsOf(
      db,
      rows.map((row) => authorIdOf(row, termOf(row))),
    ),
  ]);
  const ranks = new Map<string, number>();
  for (const row of rows) {
    const term = termOf(row);
    const { up, down, rankUp, rankDown } = counts.get(row.id) ?? NO_VOTES;
    ranks.set(row.id, wilsonLowerBound(rankUp, rankDown));
    const authorId = authorIdOf(row, term);
    const entry = row.kind === 'entry';
    const definition = {
      id: row.id,
      meaning: entry ? term.meaning : (row.meaning ?? ''),
      example: entry ? term.example : row.example,
      context: entry ? term.context : row.context,
      author: authorId ? (authors.get(authorId) ?? null) : null,
      original: entry,
      createdAt: (entry ? term.createdAt : row.createdAt).toISOString(),
      up,
      down,
      mine: mine.get(row.id) ?? 0,
    } satisfies Definition;
    const list = byTerm.get(term.id);
    if (list) list.push(definition);
    else byTerm.set(term.id, [definition]);
  }
  // Best first; among equals the original, then the oldest (rows come oldest first and the sort is stable).
  for (const list of byTerm.values()) {
    list.sort(
      (a, b) => ranks.get(b.id)! - ranks.get(a.id)! || Number(b.original) - Number(a.original),
    );
  }
  return byTerm;
}

/** A reader's definition of an existing term, filed as pending. */
export async function addDefinition(
  db: Db,
  term: TermRow,
  input: DefinitionInput,
  author: SessionUser,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(termDefinitions)
    .values({
      termId: term.id,
      kind: 'community',
      meaning: input.meaning,
      example: input.example,
      context: input.context ?? null,
      status: 'pending',
      authorId: author.id,
    })
    .returning({ id: termDefinitions.id });
  return row!;
}

/** A definition the vote call may count: approved, of a live term. */
async function votableDefinition(db: Db, id: string) {
  const [row] = await db
    .select({ id: termDefinitions.id })
    .from(termDefinitions)
    .innerJoin(slangTerms, eq(slangTerms.id, termDefinitions.termId))
    .where(
      and(
        eq(termDefinitions.id, id),
        eq(termDefinitions.status, 'approved'),
        sql`${slangTerms.deletedAt} is null`,
      ),
    );
  return row;
}

/**
 * Casts, moves or takes back (0) one account's vote on a definition. The primary key (definition, account) makes
 * a repeat move the vote rather than add one, and the counts are read from the rows afterwards: exact under any
 * number of concurrent votes.
 */
export async function castVote(
  db: Db,
  definitionId: string,
  userId: string,
  value: VoteValue,
): Promise<VoteResult> {
  if (!(await votableDefinition(db, definitionId))) throw notFound('Definition not found.');
  if (value === 0) {
    await db
      .delete(definitionVotes)
      .where(
        and(eq(definitionVotes.definitionId, definitionId), eq(definitionVotes.userId, userId)),
      );
  } else {
    await db
      .insert(definitionVotes)
      .values({ definitionId, userId, value })
      .onConflictDoUpdate({
        target: [definitionVotes.definitionId, definitionVotes.userId],
        set: { value, updatedAt: sql`now()` },
      });
  }
  const { up, down } = (await voteTallies(db, [definitionId])).get(definitionId) ?? NO_VOTES;
  if (value === -1) await hideIfVotedDown(db, definitionId, up, down);
  return { up, down, mine: value };
}

/** Puts an approved reader's definition back to pending review, with the reason on its record. */
async function hide(db: Db, definitionId: string, note: string) {
  const hidden = await db
    .update(termDefinitions)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(
      and(
        eq(termDefinitions.id, definitionId),
        eq(termDefinitions.kind, 'community'),
        eq(termDefinitions.status, 'approved'),
      ),
    )
    .returning({ id: termDefinitions.id });
  if (hidden.length) {
    await recordEvent(db, {
      itemType: 'definition',
      itemId: definitionId,
      action: 'hidden',
      actor: null,
      note,
    });
  }
}

/** Voted far below zero by several accounts: hidden pending review (docs/decisions/015-definition-votes.md). */
async function hideIfVotedDown(db: Db, definitionId: string, up: number, down: number) {
  if (down < HIDE_MIN_DOWN_VOTES) return;
  const [row] = await db
    .select({ hideBelow: termDefinitions.hideBelow })
    .from(termDefinitions)
    .where(eq(termDefinitions.id, definitionId));
  if (row && up - down <= row.hideBelow) {
    await hide(db, definitionId, `Voted down (${up} up, ${down} down): waiting for review.`);
  }
}

/**
 * A reader's report of one definition (one per account; visitors may report too). Reports from several signed-in
 * accounts hide it pending review. The report is on the definition's moderation record either way.
 */
export async function reportDefinition(
  db: Db,
  definitionId: string,
  input: ReportInput,
  reporter: SessionUser | null,
): Promise<{ created: boolean }> {
  if (!(await votableDefinition(db, definitionId))) throw notFound('Definition not found.');
  const inserted = await db
    .insert(definitionReports)
    .values({
      definitionId,
      reason: input.reason,
      note: input.note ?? null,
      reportedBy: reporter?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: definitionReports.id });
  if (inserted.length === 0) return { created: false };
  await recordEvent(db, {
    itemType: 'definition',
    itemId: definitionId,
    action: `reported: ${input.reason}`,
    actor: reporter,
    note: input.note ?? null,
  });
  const [{ reporters = 0 } = {}] = await db
    .select({ reporters: sql<number>`count(distinct ${definitionReports.reportedBy})::int` })
    .from(definitionReports)
    .where(eq(definitionReports.definitionId, definitionId));
  if (reporters >= HIDE_MIN_REPORTERS) {
    await hide(db, definitionId, `Reported by ${reporters} readers: waiting for review.`);
  }
  return { created: true };
}

/** The moderation list of definitions, oldest pending first (newest first for the other lists). */
export async function listDefinitions(
  db: Db,
  status: AdminDefinition['status'] | 'all',
): Promise<AdminDefinition[]> {
  const rows = await db
    .select({
      definition: termDefinitions,
      term: {
        slug: slangTerms.slug,
        term: slangTerms.term,
        meaning: slangTerms.meaning,
      },
    })
    .from(termDefinitions)
    .innerJoin(slangTerms, eq(slangTerms.id, termDefinitions.termId))
    .where(
      and(
        eq(termDefinitions.kind, 'community'),
        sql`${slangTerms.deletedAt} is null`,
        status === 'all' ? undefined : eq(termDefinitions.status, status),
      ),
    )
    .orderBy(
      status === 'pending' ? asc(termDefinitions.createdAt) : desc(termDefinitions.createdAt),
    )
    .limit(200);
  const ids = rows.map((row) => row.definition.id);
  const [authors, history] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.definition.authorId),
    ),
    eventsOf(db, 'definition', ids),
  ]);
  return rows.map(({ definition, term }) => ({
    id: definition.id,
    status: definition.status,
    meaning: definition.meaning ?? '',
    example: definition.example,
    context: definition.context,
    term,
    author: definition.authorId ? (authors.get(definition.authorId) ?? null) : null,
    createdAt: definition.createdAt.toISOString(),
    history: history.get(definition.id) ?? [],
  }));
}

/** Approves or rejects a pending definition, with its moderation event, in one transaction (409 when decided). */
export async function decideDefinition(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  moderator: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: termDefinitions.status, kind: termDefinitions.kind })
      .from(termDefinitions)
      .where(eq(termDefinitions.id, id))
      .for('update');
    if (!row || row.kind !== 'community') throw notFound('Definition not found.');
    if (row.status !== 'pending') {
      throw conflict(`This definition was already ${row.status}.`);
    }
    // Approved (again, after being hidden): it takes HIDE_MARGIN more net down votes to hide it again.
    const { up, down } = (await voteTallies(tx, [id])).get(id) ?? NO_VOTES;
    await tx
      .update(termDefinitions)
      .set({
        status: decision,
        hideBelow: Math.min(-HIDE_MARGIN, up - down - HIDE_MARGIN),
        updatedAt: sql`now()`,
      })
      .where(eq(termDefinitions.id, id));
    await recordEvent(tx, {
      itemType: 'definition',
      itemId: id,
      action: decision === 'approved' ? 'approved' : 'rejected',
      actor: moderator,
    });
  });
}

/** An admin's edit of a reader's definition (the entry is edited with its term), recorded. */
export async function editDefinition(
  db: Db,
  id: string,
  input: DefinitionInput,
  admin: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(termDefinitions)
      .set({
        meaning: input.meaning,
        example: input.example,
        context: input.context ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(termDefinitions.id, id), eq(termDefinitions.kind, 'community')))
      .returning({ id: termDefinitions.id });
    if (updated.length === 0) throw notFound('Definition not found.');
    await recordEvent(tx, { itemType: 'definition', itemId: id, action: 'edited', actor: admin });
  });
}

/** An admin removes a reader's definition and its votes; the moderation record of it stays. */
export async function removeDefinition(db: Db, id: string, admin: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(termDefinitions)
      .where(and(eq(termDefinitions.id, id), eq(termDefinitions.kind, 'community')))
      .returning({ id: termDefinitions.id });
    if (removed.length === 0) throw notFound('Definition not found.');
    await recordEvent(tx, { itemType: 'definition', itemId: id, action: 'removed', actor: admin });
  });
}
