// Moderation of the dictionary: suggestions (both forms), reports of term pages, and the record of who did what
// to which item and when. Approving a suggestion is one transaction: the term is written and the suggestion
// marked approved together, and a second (or concurrent) approval gets a 409.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminReport,
  AdminSuggestion,
  ModerationEvent,
  SlangSuggestionInput,
} from '@shared/schemas/dictionary';
import type { SessionUser } from '@shared/schemas/auth';
import { slugify } from '@shared/slug';
import type { Db } from '../db/client';
import { moderationEvents, slangSuggestions, slangTerms, termReports, user } from '../db/schema';
import { AppError, conflict, hasPostgresCode, notFound, UNIQUE_VIOLATION } from '../errors';
import { findTermBySlug, type TermRow } from './terms';

export type ItemType = (typeof moderationEvents.$inferInsert)['itemType'];
type Tx = Db;

export async function recordEvent(
  db: Db,
  event: {
    itemType: ItemType;
    itemId: string;
    action: string;
    actor: SessionUser | null;
    note?: string | null;
  },
) {
  await db.insert(moderationEvents).values({
    itemType: event.itemType,
    itemId: event.itemId,
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    note: event.note ?? null,
  });
}

/** The events of several items, oldest first, by item id. */
export async function eventsOf(db: Db, itemType: ItemType, ids: string[]) {
  const byItem = new Map<string, ModerationEvent[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select()
    .from(moderationEvents)
    .where(and(eq(moderationEvents.itemType, itemType), inArray(moderationEvents.itemId, ids)))
    .orderBy(asc(moderationEvents.createdAt));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({
      action: row.action,
      actorName: row.actorName,
      at: row.createdAt.toISOString(),
      note: row.note,
    });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

// --- Submissions ----------------------------------------------------------------------------------------------

interface NewSuggestion {
  form: 'add' | 'suggest';
  input: SlangSuggestionInput & { longExplanation?: string | null };
  createdBy: SessionUser | null;
}

/**
 * Files a submission as pending. When the term already exists (same slug), it becomes a suggestion for that
 * term rather than a new one.
 */
export async function createSuggestion(db: Db, { form, input, createdBy }: NewSuggestion) {
  const existing = await findTermBySlug(db, slugify(input.term));
  const [row] = await db
    .insert(slangSuggestions)
    .values({
      form,
      term: input.term,
      meaning: input.meaning,
      longExplanation: input.longExplanation ?? null,
      context: input.context ?? null,
      example: input.example ?? null,
      createdBy: createdBy?.id ?? null,
      existingTermId: existing?.id ?? null,
    })
    .returning({ id: slangSuggestions.id });
  await recordEvent(db, {
    itemType: 'suggestion',
    itemId: row!.id,
    action: existing ? `submitted as a change to “${existing.term}”` : 'submitted',
    actor: createdBy,
  });
  return { id: row!.id, existingSlug: existing?.slug ?? null };
}

export async function listSuggestions(
  db: Db,
  options: { status: 'pending' | 'approved' | 'rejected' | 'all'; search?: string | undefined },
): Promise<{ suggestions: AdminSuggestion[]; pendingCount: number }> {
  const filters: (SQL | undefined)[] = [];
  if (options.status !== 'all') filters.push(eq(slangSuggestions.status, options.status));
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(
      or(
        sql`${slangSuggestions.term} ilike ${pattern}`,
        sql`${slangSuggestions.meaning} ilike ${pattern}`,
        sql`coalesce(${slangSuggestions.context}, '') ilike ${pattern}`,
      ),
    );
  }
  const existingTerm = sql<
    string | null
  >`(select slug from slang_terms where id = ${slangSuggestions.existingTermId} and deleted_at is null)`;
  const approvedTerm = sql<
    string | null
  >`(select slug from slang_terms where id = ${slangSuggestions.approvedTermId} and deleted_at is null)`;
  const [rows, [pending]] = await Promise.all([
    db
      .select({
        row: slangSuggestions,
        submittedBy: user.name,
        existingSlug: existingTerm,
        approvedSlug: approvedTerm,
      })
      .from(slangSuggestions)
      .leftJoin(user, eq(user.id, slangSuggestions.createdBy))
      .where(and(...filters))
      .orderBy(desc(slangSuggestions.createdAt))
      .limit(200),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(slangSuggestions)
      .where(eq(slangSuggestions.status, 'pending')),
  ]);
  const events = await eventsOf(
    db,
    'suggestion',
    rows.map(({ row }) => row.id),
  );
  return {
    pendingCount: pending?.value ?? 0,
    suggestions: rows.map(({ row, submittedBy, existingSlug, approvedSlug }) => ({
      id: row.id,
      term: row.term,
      short_definition: row.meaning,
      long_explanation: row.longExplanation,
      context_source: row.context,
      example: row.example,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      form: row.form,
      submittedBy: submittedBy ?? null,
      existingSlug,
      approvedSlug,
      history: events.get(row.id) ?? [],
    })),
  };
}

/** The suggestion, locked for the rest of the transaction; 404 when unknown, 409 when already decided. */
async function pendingSuggestion(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(slangSuggestions)
    .where(eq(slangSuggestions.id, id))
    .for('update');
  if (!row) throw notFound('This suggestion no longer exists.');
  if (row.status !== 'pending') {
    throw conflict(
      `This suggestion was already ${row.status}. Refresh the list to see its current state.`,
    );
  }
  return row;
}

export const slugTaken = (slug: string) =>
  conflict(
    `A term with the address /slang/${slug} already exists. Edit that term in the Dictionary Manager, or change the spelling of this one.`,
  );

export interface TermFields {
  term: string;
  meaning: string;
  context: string | null;
  example: string | null;
  language: string;
}

/** Inserts a new term; a slug already live is a 409 (also when a concurrent insert wins the race). */
export async function insertTerm(
  db: Db,
  fields: TermFields,
  source: 'community' | 'admin',
  createdBy: string | null,
): Promise<TermRow> {
  const slug = slugify(fields.term);
  if (!slug)
    throw new AppError(400, 'VALIDATION_FAILED', 'The term needs at least one letter or digit.');
  if (await findTermBySlug(db, slug)) throw slugTaken(slug);
  try {
    const [row] = await db
      .insert(slangTerms)
      .values({ ...fields, slug, source, createdBy })
      .returning();
    return row!;
  } catch (error) {
    if (hasPostgresCode(error, UNIQUE_VIOLATION)) throw slugTaken(slug);
    throw error;
  }
}

/** Approves a suggestion with the admin's edited body: the term and the suggestion change together. */
export async function approveSuggestion(
  db: Db,
  id: string,
  fields: TermFields,
  admin: SessionUser,
) {
  try {
    return await db.transaction(async (tx) => {
      const suggestion = await pendingSuggestion(tx, id);
      let term: TermRow;
      const existing = suggestion.existingTermId
        ? await tx
            .select()
            .from(slangTerms)
            .where(
              and(
                eq(slangTerms.id, suggestion.existingTermId),
                sql`${slangTerms.deletedAt} is null`,
              ),
            )
        : [];
      if (existing[0]) {
        const [updated] = await tx
          .update(slangTerms)
          .set({
            term: fields.term,
            language: fields.language,
            meaning: fields.meaning,
            context: fields.context,
            example: fields.example,
            editedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(slangTerms.id, existing[0].id))
          .returning();
        term = updated!;
        await recordEvent(tx, {
          itemType: 'term',
          itemId: term.id,
          action: 'updated from a reader’s suggestion',
          actor: admin,
        });
      } else {
        term = await insertTerm(tx, fields, 'community', suggestion.createdBy);
        await recordEvent(tx, {
          itemType: 'term',
          itemId: term.id,
          action: 'added from a reader’s submission',
          actor: admin,
        });
      }
      await tx
        .update(slangSuggestions)
        .set({ status: 'approved', approvedTermId: term.id, updatedAt: sql`now()` })
        .where(eq(slangSuggestions.id, id));
      await recordEvent(tx, {
        itemType: 'suggestion',
        itemId: id,
        action: existing[0]
          ? `approved (updated /slang/${term.slug})`
          : `approved (added /slang/${term.slug})`,
        actor: admin,
      });
      return term;
    });
  } catch (error) {
    // A concurrent approval that inserted the same slug first.
    if (hasPostgresCode(error, UNIQUE_VIOLATION)) throw slugTaken(slugify(fields.term));
    throw error;
  }
}

export async function rejectSuggestion(db: Db, id: string, admin: SessionUser) {
  await db.transaction(async (tx) => {
    await pendingSuggestion(tx, id);
    await tx
      .update(slangSuggestions)
      .set({ status: 'rejected', updatedAt: sql`now()` })
      .where(eq(slangSuggestions.id, id));
    await recordEvent(tx, {
      itemType: 'suggestion',
      itemId: id,
      action: 'rejected',
      actor: admin,
    });
  });
}

/** Deletes a suggestion; its record of events stays (the term it created, if any, is not touched). */
export async function deleteSuggestion(db: Db, id: string, admin: SessionUser) {
  const deleted = await db
    .delete(slangSuggestions)
    .where(eq(slangSuggestions.id, id))
    .returning({ id: slangSuggestions.id });
  if (deleted.length === 0) throw notFound('This suggestion no longer exists.');
  await recordEvent(db, { itemType: 'suggestion', itemId: id, action: 'deleted', actor: admin });
}

// --- Reports ----------------------------------------------------------------------------------------------

export type FiledReport = Pick<AdminReport, 'id' | 'reason' | 'note' | 'status' | 'created_at'>;

/**
 * Files a reader's report, or answers the account's open report of the term when there is one (`created`
 * false): one account keeps one open report per term. The unique index term_reports_one_open_per_user_idx
 * decides, also between two reports sent at once; visitors' reports (no account) are each their own.
 */
export async function createReport(
  db: Db,
  term: TermRow,
  report: { reason: AdminReport['reason']; note: string | null },
  reporter: SessionUser | null,
): Promise<{ report: FiledReport; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(termReports)
      .values({
        termId: term.id,
        reason: report.reason,
        note: report.note,
        reportedBy: reporter?.id ?? null,
      })
      .onConflictDoNothing({
        target: [termReports.termId, termReports.reportedBy],
        where: sql`${termReports.status} = 'open'`,
      })
      .returning();
    if (inserted) {
      await recordEvent(tx, {
        itemType: 'report',
        itemId: inserted.id,
        action: 'reported',
        actor: reporter,
      });
      return { report: toFiledReport(inserted), created: true };
    }
    // The conflict waited for the other report's transaction: the open report is there to read.
    const [existing] = await tx
      .select()
      .from(termReports)
      .where(
        and(
          eq(termReports.termId, term.id),
          eq(termReports.reportedBy, reporter!.id),
          eq(termReports.status, 'open'),
        ),
      );
    if (!existing) throw new Error('A conflicting open report is not there to read.');
    return { report: toFiledReport(existing), created: false };
  });
}

const toFiledReport = (row: typeof termReports.$inferSelect): FiledReport => ({
  id: row.id,
  reason: row.reason,
  note: row.note,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export async function listReports(
  db: Db,
  status: 'open' | 'all',
): Promise<{ reports: AdminReport[]; openCount: number }> {
  const [rows, [open]] = await Promise.all([
    db
      .select({
        row: termReports,
        slug: slangTerms.slug,
        term: slangTerms.term,
        reportedBy: user.name,
      })
      .from(termReports)
      .innerJoin(slangTerms, eq(slangTerms.id, termReports.termId))
      .leftJoin(user, eq(user.id, termReports.reportedBy))
      .where(status === 'open' ? eq(termReports.status, 'open') : undefined)
      .orderBy(desc(termReports.createdAt))
      .limit(200),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(termReports)
      .where(eq(termReports.status, 'open')),
  ]);
  const events = await eventsOf(
    db,
    'report',
    rows.map(({ row }) => row.id),
  );
  return {
    openCount: open?.value ?? 0,
    reports: rows.map(({ row, slug, term, reportedBy }) => ({
      id: row.id,
      slug,
      term,
      reason: row.reason,
      note: row.note,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      reportedBy: reportedBy ?? null,
      history: events.get(row.id) ?? [],
    })),
  };
}

export async function dismissReport(db: Db, id: string, admin: SessionUser) {
  const updated = await db
    .update(termReports)
    .set({ status: 'dismissed' })
    .where(and(eq(termReports.id, id), eq(termReports.status, 'open')))
    .returning({ id: termReports.id });
  if (updated.length === 0) {
    const [row] = await db
      .select({ status: termReports.status })
      .from(termReports)
      .where(eq(termReports.id, id));
    if (!row) throw notFound('This report no longer exists.');
    throw conflict(`This report was already ${row.status}.`);
  }
  await recordEvent(db, { itemType: 'report', itemId: id, action: 'dismissed', actor: admin });
}

/** An admin edited or deleted a term: its open reports are resolved by that action. */
export async function resolveReportsOf(db: Db, termId: string, action: string, admin: SessionUser) {
  const resolved = await db
    .update(termReports)
    .set({ status: 'resolved' })
    .where(and(eq(termReports.termId, termId), eq(termReports.status, 'open')))
    .returning({ id: termReports.id });
  for (const { id } of resolved) {
    await recordEvent(db, {
      itemType: 'report',
      itemId: id,
      action: `resolved: term ${action}`,
      actor: admin,
    });
  }
}
