// Reading many review logs without holding the event loop: the driver turns a whole answer into objects in one go,
// and 100,000 rows at once held the loop for about 150 ms (bench/export.mjs). A learner's logs are read in pages
// in the order they were made, each page starting after the last log read (its time, then its id, so logs made at
// the same moment on two devices are neither skipped nor read twice). Used by the export and the optimizer.
import { asc, sql, type SQL } from 'drizzle-orm';
import { reviewLogs } from '../db/schema';

/** Rows per page: a few milliseconds of the driver's work each. */
export const LOG_PAGE_ROWS = 5_000;

/** What both readers take of a log: the paging keys, whose card, and the review itself. */
export const LOG_COLUMNS = {
  id: reviewLogs.id,
  deckId: reviewLogs.deckId,
  cardKey: reviewLogs.cardKey,
  rating: reviewLogs.rating,
  state: reviewLogs.state,
  reviewedAt: reviewLogs.reviewedAt,
};

/** The logs' order, which the pages follow. */
export const LOG_ORDER = [asc(reviewLogs.reviewedAt), asc(reviewLogs.id)] as const;

interface PagedLog {
  id: string;
  reviewedAt: Date;
}

/**
 * Every row `page` answers, page after page: `page(after, limit)` selects at most `limit` logs in LOG_ORDER,
 * with `after` (undefined for the first page) among its conditions.
 */
export async function readLogPages<T extends PagedLog>(
  page: (after: SQL | undefined, limit: number) => Promise<T[]>,
  pageRows = LOG_PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  let after: SQL | undefined;
  for (;;) {
    const next = await page(after, pageRows);
    rows.push(...next);
    const last = next.at(-1);
    if (!last || next.length < pageRows) return rows;
    after = sql`(${reviewLogs.reviewedAt}, ${reviewLogs.id}) > (${last.reviewedAt.toISOString()}::timestamptz, ${last.id}::uuid)`;
  }
}
