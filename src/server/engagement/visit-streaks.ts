// The account's visit streak (issue 12 item 2): read, and merged with what a browser sends. The rules are the
// shared ones (@shared/engagement/visit-streak-rules); this file only stores their records.
import { eq } from 'drizzle-orm';
import {
  emptyVisitStreak,
  mergeVisitStreaks,
  type VisitStreakRecord,
} from '@shared/engagement/visit-streak-rules';
import type { VisitStreak } from '@shared/schemas/visit-streak';
import type { Db } from '../db/client';
import { visitStreaks } from '../db/schema';

type Row = typeof visitStreaks.$inferSelect;

/** A stored row as the API's record: nulls kept for the dates, the moment left out when unknown. */
function recordOf(row: Row | undefined): VisitStreak {
  if (!row) return emptyVisitStreak();
  return {
    current: row.current,
    best: row.best,
    lastDate: row.lastDate,
    startedAt: row.startedAt,
    ...(row.lastCountedAtMs === null ? {} : { lastCountedAtMs: row.lastCountedAtMs }),
    lastRepairMonth: row.lastRepairMonth,
    previousStreak: row.previousStreak,
    previousStartedAt: row.previousStartedAt,
    brokenOn: row.brokenOn,
  };
}

function columnsOf(record: VisitStreakRecord) {
  return {
    current: record.current,
    best: record.best,
    lastDate: record.lastDate ?? null,
    startedAt: record.startedAt ?? null,
    lastCountedAtMs: record.lastCountedAtMs ?? null,
    lastRepairMonth: record.lastRepairMonth ?? null,
    previousStreak: record.previousStreak ?? null,
    previousStartedAt: record.previousStartedAt ?? null,
    brokenOn: record.brokenOn ?? null,
  };
}

/** The account's record; an account that never sent one has an empty streak. */
export async function getVisitStreak(db: Db, userId: string): Promise<VisitStreak> {
  const [row] = await db.select().from(visitStreaks).where(eq(visitStreaks.userId, userId));
  return recordOf(row);
}

/**
 * Merges a browser's record into the account's (the larger streak at `now` wins, best is the larger of both,
 * the later repair month is kept) and stores the result, which it answers. The row is locked while merging, so
 * two devices sending at once both count.
 */
export async function mergeVisitStreak(
  db: Db,
  userId: string,
  received: VisitStreak,
  now: Date,
): Promise<VisitStreak> {
  return db.transaction(async (tx) => {
    await tx.insert(visitStreaks).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(visitStreaks)
      .where(eq(visitStreaks.userId, userId))
      .for('update');
    const merged = mergeVisitStreaks(received, recordOf(row), now);
    const [stored] = await tx
      .update(visitStreaks)
      .set({ ...columnsOf(merged), updatedAt: now })
      .where(eq(visitStreaks.userId, userId))
      .returning();
    return recordOf(stored);
  });
}
