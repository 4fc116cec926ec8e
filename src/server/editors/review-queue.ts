// The review queue (spec 2 §2 "Admin review queue", §3 "Review queue entry"; issue 10 item 5): translations
// rated 3 stars or fewer. Promoting one writes the approved editor translation and resolves the review in one
// transaction; a second, concurrent promotion of the same review gets 409.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/schemas/auth';
import {
  RECENTLY_RESOLVED_LIMIT,
  type ReviewEntry,
  type ReviewQueue,
} from '@shared/schemas/editor';
import { normalizeSourceText, translationKeyHash } from '@shared/schemas/translate';
import type { Db } from '../db/client';
import { editorTranslations, reviewQueue, user } from '../db/schema';
import { conflict, notFound } from '../errors';
import { lockKey, promoteTranslation, type EntryRow } from './entries';

type ReviewRow = typeof reviewQueue.$inferSelect;

export function toReviewEntry(
  row: ReviewRow,
  resolution: { resolvedByName: string | null; resolvedOutput: string | null } = {
    resolvedByName: null,
    resolvedOutput: null,
  },
): ReviewEntry {
  return {
    id: row.id,
    status: row.status,
    targetStyle: row.targetStyle,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    userInfo: { userId: row.userId },
    sourceText: row.sourceText,
    currentOutput: row.currentOutput,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    ...resolution,
    adminNotes: row.adminNotes,
  };
}

/** Every pending review, oldest first (capped), and the most recently resolved ones. */
export const PENDING_REVIEWS_LIMIT = 500;
export async function listReviewQueue(db: Db): Promise<ReviewQueue> {
  const [pending, resolved] = await Promise.all([
    db
      .select()
      .from(reviewQueue)
      .where(eq(reviewQueue.status, 'pending'))
      .orderBy(asc(reviewQueue.createdAt), asc(reviewQueue.id))
      .limit(PENDING_REVIEWS_LIMIT),
    db
      .select({
        review: reviewQueue,
        resolvedByName: user.name,
        // The text's approved translation, by the translation memory's key (style|normalized source).
        resolvedOutput: sql<string | null>`(
          select e.final_output from ${editorTranslations} e
           where e.status = 'approved'
             and e.key_hash = ${reviewQueue.targetStyle} || '|' || lower(regexp_replace(regexp_replace(${reviewQueue.sourceText}, '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g'))
           limit 1)`,
      })
      .from(reviewQueue)
      .leftJoin(user, eq(user.id, reviewQueue.resolvedBy))
      .where(eq(reviewQueue.status, 'resolved'))
      .orderBy(desc(reviewQueue.resolvedAt), desc(reviewQueue.id))
      .limit(RECENTLY_RESOLVED_LIMIT),
  ]);
  return {
    pending: pending.map((row) => toReviewEntry(row)),
    recentlyResolved: resolved.map(({ review, resolvedByName, resolvedOutput }) =>
      toReviewEntry(review, { resolvedByName, resolvedOutput }),
    ),
  };
}

export async function promoteReview(
  db: Db,
  id: string,
  input: { finalOutput: string; adminNotes?: string | undefined },
  admin: SessionUser,
): Promise<{ review: ReviewRow; translation: EntryRow }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(reviewQueue).where(eq(reviewQueue.id, id));
    if (!found) throw notFound('This review no longer exists.');
    // The text's lock comes before any review row's: a promotion also resolves the other pending reviews of
    // its text, so two admins promoting two reviews of one text at once would each hold the row the other
    // resolves, and deadlock. Taken first, it queues them: the second then finds its review resolved (409).
    await lockKey(tx, translationKeyHash(found.targetStyle, found.sourceText));
    const [review] = await tx
      .select()
      .from(reviewQueue)
      .where(eq(reviewQueue.id, id))
      .for('update');
    if (!review) throw notFound('This review no longer exists.');
    if (review.status !== 'pending') throw conflict('This review was already resolved.');
    const notes = input.adminNotes || null;
    const translation = await promoteTranslation(
      tx,
      {
        style: review.targetStyle,
        sourceText: review.sourceText,
        finalOutput: input.finalOutput,
        notes,
      },
      admin,
    );
    // Other pending reviews of the same text and style are answered by the same fix.
    const resolved = await tx
      .update(reviewQueue)
      .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: admin.id, adminNotes: notes })
      .where(
        and(
          eq(reviewQueue.status, 'pending'),
          or(
            eq(reviewQueue.id, id),
            and(
              eq(reviewQueue.targetStyle, review.targetStyle),
              sql`lower(regexp_replace(regexp_replace(${reviewQueue.sourceText}, '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g')) = ${normalizeSourceText(review.sourceText)}`,
            ),
          ),
        ),
      )
      .returning();
    const updated = resolved.find((row) => row.id === id);
    if (!updated) throw new Error('the promoted review was not resolved');
    return { review: updated, translation };
  });
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(reviewQueue)
    .where(eq(reviewQueue.id, id))
    .returning({ id: reviewQueue.id });
  if (deleted.length === 0) throw notFound('This review no longer exists.');
}
