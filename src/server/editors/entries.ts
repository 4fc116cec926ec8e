// Editor translations (spec 2 §3 "Editor translation"; issue 10 item 2): lists, edits with optimistic
// concurrency (a save based on a stale version gets 409 with the current entry), approval (at most one
// approved translation per key: approving a candidate rejects the others), new slang, and the record of every
// change. Each write returns the keys whose approved text may have changed, for the translation memory.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { canEditStyle, type EditorStyle } from '@shared/roles';
import type { SessionUser } from '@shared/schemas/auth';
import {
  EDITOR_PAGE_SIZE,
  type EditorChange,
  type EditorList,
  type EditorSort,
  type EditorStatus,
  type EditorTranslation,
} from '@shared/schemas/editor';
import { translationKeyHash } from '@shared/schemas/translate';
import { isTranslationEngine } from '@shared/translation-engines';
import type { Db } from '../db/client';
import { editorTranslationChanges, editorTranslations } from '../db/schema';
import { forbidden } from '../auth/guards';
import { AppError, conflict, notFound } from '../errors';

export type EntryRow = typeof editorTranslations.$inferSelect;
type Snapshot = { finalOutput: string; notes: string | null; status: string };
type ChangeAction = (typeof editorTranslationChanges.$inferInsert)['action'];

export const LOCKED_MESSAGE =
  'This translation is locked and cannot be edited. Ask an admin to unlock it.';
export const STALE_MESSAGE =
  'Someone else changed this translation while you were editing it. Their version is shown; apply your change to it and save again.';
export const DUPLICATE_MESSAGE = 'This slang already exists.';
export const LOCKED_CANDIDATE_MESSAGE =
  'Another translation of this text is locked, and approving this one would reject it. Ask an admin to unlock it.';

export function toEditorTranslation(row: EntryRow): EditorTranslation {
  return {
    id: row.id,
    keyHash: row.keyHash,
    targetStyle: row.targetStyle,
    sourceText: row.sourceText,
    finalOutput: row.finalOutput,
    machineOutput: row.machineOutput,
    engine: isTranslationEngine(row.engine) ? row.engine : null,
    origin: row.origin,
    status: row.status,
    notes: row.notes,
    isLocked: row.isLocked,
    version: row.version,
    requestCount: row.requestCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: EntryRow): Snapshot => ({
  finalOutput: row.finalOutput,
  notes: row.notes,
  status: row.status,
});

export async function recordChange(
  db: Db,
  change: {
    row: EntryRow;
    action: ChangeAction;
    actor: SessionUser | null;
    before: EntryRow | null;
  },
) {
  await db.insert(editorTranslationChanges).values({
    translationId: change.row.id,
    action: change.action,
    actorId: change.actor?.id ?? null,
    actorName: change.actor?.name ?? null,
    before: change.before ? snapshot(change.before) : null,
    after: snapshot(change.row),
  });
}

export async function historyOf(db: Db, id: string): Promise<EditorChange[]> {
  const rows = await db
    .select()
    .from(editorTranslationChanges)
    .where(eq(editorTranslationChanges.translationId, id))
    .orderBy(desc(editorTranslationChanges.createdAt), desc(editorTranslationChanges.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actorName,
    before: row.before ?? null,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

// --- Reading ---------------------------------------------------------------------------------------------------

const ORDER: Record<EditorSort, SQL[]> = {
  requested: [desc(editorTranslations.requestCount), desc(editorTranslations.updatedAt)],
  newest: [desc(editorTranslations.updatedAt)],
  oldest: [asc(editorTranslations.updatedAt)],
  created_newest: [desc(editorTranslations.createdAt)],
  created_oldest: [asc(editorTranslations.createdAt)],
  source_az: [asc(sql`lower(${editorTranslations.sourceText})`)],
  output_az: [asc(sql`lower(${editorTranslations.finalOutput})`)],
};

export interface ListOptions {
  style: EditorStyle;
  status: 'all' | EditorStatus;
  search?: string | undefined;
  sort: EditorSort;
  page: number;
}

function listFilter({ style, status, search }: Omit<ListOptions, 'sort' | 'page'>) {
  const conditions: SQL[] = [eq(editorTranslations.targetStyle, style)];
  if (status !== 'all') conditions.push(eq(editorTranslations.status, status));
  if (search) {
    // Spec 2 §5 "Editor lists": a case-insensitive substring of the source or the output.
    const needle = search.toLowerCase();
    conditions.push(
      sql`(strpos(lower(${editorTranslations.sourceText}), ${needle}) > 0 or strpos(lower(${editorTranslations.finalOutput}), ${needle}) > 0)`,
    );
  }
  return and(...conditions);
}

export async function listEntries(db: Db, options: ListOptions): Promise<EditorList> {
  const where = listFilter(options);
  const [rows, [filtered], [counts]] = await Promise.all([
    db
      .select()
      .from(editorTranslations)
      .where(where)
      .orderBy(...ORDER[options.sort], asc(editorTranslations.id))
      .limit(EDITOR_PAGE_SIZE)
      .offset((options.page - 1) * EDITOR_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(editorTranslations)
      .where(where),
    db
      .select({
        styleTotal: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${editorTranslations.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${editorTranslations.status} = 'approved'))::int`,
      })
      .from(editorTranslations)
      .where(eq(editorTranslations.targetStyle, options.style)),
  ]);
  const total = filtered?.total ?? 0;
  return {
    translations: rows.map(toEditorTranslation),
    total,
    pendingCount: counts?.pending ?? 0,
    approvedCount: counts?.approved ?? 0,
    styleTotal: counts?.styleTotal ?? 0,
    page: options.page,
    pageSize: EDITOR_PAGE_SIZE,
    totalPages: Math.max(1, Math.ceil(total / EDITOR_PAGE_SIZE)),
  };
}

/** GET /api/editor/{style}: the style's entries, most recently changed first (capped). */
export const STYLE_LIST_LIMIT = 1_000;
export async function listStyle(db: Db, style: EditorStyle) {
  const rows = await db
    .select()
    .from(editorTranslations)
    .where(eq(editorTranslations.targetStyle, style))
    .orderBy(desc(editorTranslations.updatedAt), asc(editorTranslations.id))
    .limit(STYLE_LIST_LIMIT);
  return rows.map(toEditorTranslation);
}

/** Rows for the CSV export, in pages, so a large style never sits in memory at once. */
export async function* exportRows(
  db: Db,
  options: { style: EditorStyle; status: 'all' | EditorStatus },
  pageSize = 500,
): AsyncGenerator<EntryRow> {
  const where = listFilter(options);
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select()
      .from(editorTranslations)
      .where(where)
      .orderBy(asc(editorTranslations.createdAt), asc(editorTranslations.id))
      .limit(pageSize)
      .offset(offset);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** The live (not rejected) entry for a key, if any: what the duplicate check reports. */
export async function findLiveByKey(db: Db, keyHash: string) {
  const [row] = await db
    .select()
    .from(editorTranslations)
    .where(and(eq(editorTranslations.keyHash, keyHash), ne(editorTranslations.status, 'rejected')))
    .orderBy(asc(editorTranslations.createdAt))
    .limit(1);
  return row;
}

export async function findEntry(db: Db, id: string) {
  const [row] = await db.select().from(editorTranslations).where(eq(editorTranslations.id, id));
  return row;
}

// --- Writing ---------------------------------------------------------------------------------------------------

/** Serialises writers of one key (two approvals, an approval and a promotion, two new-slang adds). */
export async function lockKey(tx: Db, keyHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${keyHash}))`);
}

/** The entry, locked for this transaction, that `actor` may edit: 404 when missing, 403 for another style. */
async function lockEntryFor(tx: Db, id: string, actor: SessionUser): Promise<EntryRow> {
  const found = await findEntry(tx, id);
  if (!found) throw notFound('This translation no longer exists.');
  if (!canEditStyle(actor.roles, found.targetStyle as EditorStyle)) throw forbidden();
  await lockKey(tx, found.keyHash);
  const [row] = await tx
    .select()
    .from(editorTranslations)
    .where(eq(editorTranslations.id, id))
    .for('update');
  if (!row) throw notFound('This translation no longer exists.');
  return row;
}

const stale = (row: EntryRow) => conflict(STALE_MESSAGE, { current: toEditorTranslation(row) });

/**
 * Rejects every other live candidate of the key (the one approved translation per key rule). With
 * `refuseLocked`, a locked candidate among them is a 409 instead: rejecting it would change a locked entry.
 */
async function rejectOthers(
  tx: Db,
  kept: EntryRow,
  actor: SessionUser,
  options: { refuseLocked?: boolean } = {},
) {
  const others = await tx
    .select()
    .from(editorTranslations)
    .where(
      and(
        eq(editorTranslations.keyHash, kept.keyHash),
        ne(editorTranslations.id, kept.id),
        ne(editorTranslations.status, 'rejected'),
      ),
    );
  if (options.refuseLocked && others.some((other) => other.isLocked)) {
    throw conflict(LOCKED_CANDIDATE_MESSAGE);
  }
  for (const before of others) {
    const [after] = await tx
      .update(editorTranslations)
      .set({
        status: 'rejected',
        version: sql`${editorTranslations.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(editorTranslations.id, before.id))
      .returning();
    if (after) await recordChange(tx, { row: after, action: 'rejected', actor, before });
  }
}

export interface EntryUpdate {
  finalOutput?: string | undefined;
  notes?: string | undefined;
  version: number;
  isLocked?: boolean | undefined;
}

export async function updateEntry(db: Db, id: string, input: EntryUpdate, actor: SessionUser) {
  const isAdmin = actor.roles.includes('admin');
  if (input.isLocked !== undefined && !isAdmin) {
    throw new AppError(403, 'FORBIDDEN', 'Only admins can lock or unlock translations.');
  }
  return db.transaction(async (tx) => {
    const before = await lockEntryFor(tx, id, actor);
    if (before.version !== input.version) throw stale(before);
    const unlocking = input.isLocked === false;
    if (before.isLocked && !unlocking) throw conflict(LOCKED_MESSAGE);
    const [row] = await tx
      .update(editorTranslations)
      .set({
        ...(input.finalOutput !== undefined ? { finalOutput: input.finalOutput } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        ...(input.isLocked !== undefined ? { isLocked: input.isLocked } : {}),
        version: sql`${editorTranslations.version} + 1`,
        editorUserId: actor.id,
        updatedAt: sql`now()`,
      })
      // The version condition is the guard (issue 10): the row lock above only makes the 409 precise.
      .where(and(eq(editorTranslations.id, id), eq(editorTranslations.version, input.version)))
      .returning();
    if (!row) throw stale(before);
    const edited = row.finalOutput !== before.finalOutput || row.notes !== before.notes;
    if (edited) await recordChange(tx, { row, action: 'edited', actor, before });
    if (row.isLocked !== before.isLocked) {
      await recordChange(tx, { row, action: row.isLocked ? 'locked' : 'unlocked', actor, before });
    }
    return { entry: row, changedKeys: row.status === 'approved' ? [row.keyHash] : [] };
  });
}

export async function approveEntry(
  db: Db,
  id: string,
  version: number | undefined,
  actor: SessionUser,
) {
  return db.transaction(async (tx) => {
    const before = await lockEntryFor(tx, id, actor);
    if (version !== undefined && before.version !== version) throw stale(before);
    if (before.isLocked) throw conflict(LOCKED_MESSAGE);
    if (before.status === 'approved') throw conflict('This translation is already approved.');
    await rejectOthers(tx, before, actor, { refuseLocked: true });
    const [row] = await tx
      .update(editorTranslations)
      .set({
        status: 'approved',
        version: sql`${editorTranslations.version} + 1`,
        editorUserId: actor.id,
        updatedAt: sql`now()`,
      })
      .where(eq(editorTranslations.id, id))
      .returning();
    if (!row) throw notFound('This translation no longer exists.');
    await recordChange(tx, { row, action: 'approved', actor, before });
    return { entry: row, changedKeys: [row.keyHash] };
  });
}

export async function addSlang(
  db: Db,
  input: {
    sourceText: string;
    finalOutput: string;
    targetStyle: EditorStyle;
    notes?: string | undefined;
  },
  actor: SessionUser,
) {
  const keyHash = translationKeyHash(input.targetStyle, input.sourceText);
  return db.transaction(async (tx) => {
    await lockKey(tx, keyHash);
    const existing = await findLiveByKey(tx, keyHash);
    if (existing) throw conflict(DUPLICATE_MESSAGE, { current: toEditorTranslation(existing) });
    const [row] = await tx
      .insert(editorTranslations)
      .values({
        keyHash,
        targetStyle: input.targetStyle,
        sourceText: input.sourceText,
        finalOutput: input.finalOutput,
        notes: input.notes || null,
        origin: 'editor',
        status: 'pending',
        editorUserId: actor.id,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordChange(tx, { row, action: 'created', actor, before: null });
    return row;
  });
}

/**
 * Makes `finalOutput` the approved translation of style + source (a promoted review): the approved entry
 * is corrected, or else a live candidate is approved with it, or else a new entry is created; every other
 * candidate is rejected. Runs inside the caller's transaction.
 */
export async function promoteTranslation(
  tx: Db,
  input: { style: string; sourceText: string; finalOutput: string; notes: string | null },
  actor: SessionUser,
): Promise<EntryRow> {
  const keyHash = translationKeyHash(input.style, input.sourceText);
  await lockKey(tx, keyHash);
  const candidates = await tx
    .select()
    .from(editorTranslations)
    .where(and(eq(editorTranslations.keyHash, keyHash), ne(editorTranslations.status, 'rejected')))
    .orderBy(asc(editorTranslations.createdAt))
    .for('update');
  const before = candidates.find((row) => row.status === 'approved') ?? candidates[0];
  let row: EntryRow | undefined;
  if (before) {
    [row] = await tx
      .update(editorTranslations)
      .set({
        finalOutput: input.finalOutput,
        ...(input.notes ? { notes: input.notes } : {}),
        status: 'approved',
        version: sql`${editorTranslations.version} + 1`,
        editorUserId: actor.id,
        updatedAt: sql`now()`,
      })
      .where(eq(editorTranslations.id, before.id))
      .returning();
  } else {
    [row] = await tx
      .insert(editorTranslations)
      .values({
        keyHash,
        targetStyle: input.style,
        sourceText: input.sourceText.trim(),
        finalOutput: input.finalOutput,
        notes: input.notes,
        origin: 'review',
        status: 'approved',
        editorUserId: actor.id,
      })
      .returning();
  }
  if (!row) throw new Error('promotion wrote no row');
  await recordChange(tx, { row, action: 'promoted', actor, before: before ?? null });
  await rejectOthers(tx, row, actor);
  return row;
}
