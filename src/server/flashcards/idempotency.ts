// Ratings sent with an Idempotency-Key (issue 29 item 3, offline study): the outbox of a device that was offline
// cannot tell whether a rating it sent arrived before the network dropped, so it sends it again with the same key.
// The first answer is kept in review_requests, written in the transaction that records the rating, and a repeat
// answers it again and records nothing.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  REVIEWED_AT_MAX_AGE_DAYS,
  reviewResponseSchema,
  type ReviewInput,
} from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import { reviewRequests } from '../db/schema';
import { AppError } from '../errors';
import { reviewOne } from './reviews';

type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/**
 * How long a key is kept: as long as a rating may be sent late (REVIEWED_AT_MAX_AGE_DAYS), so a repeat that comes
 * after its key is gone carries a reviewedAt too old to be recorded again.
 */
export const REVIEW_REQUEST_KEEP_DAYS = REVIEWED_AT_MAX_AGE_DAYS;
/**
 * The server has no periodic job to hang the clean-up on: about one keyed rating in this many deletes the expired
 * keys (an indexed range delete), which keeps the table at about a month of keys without a timer of its own.
 */
export const PRUNE_ONE_IN = 100;

/** The `response` column: the first answer, and a hash of the request it answered (a column cannot be added). */
const storedAnswerSchema = z.object({ bodyHash: z.string(), body: reviewResponseSchema });

/**
 * The same rating however it was spelled: the parsed fields in a fixed order, so key order or whitespace in the
 * JSON does not make a repeat look like another rating.
 */
export function bodyHashOf(input: ReviewInput): string {
  const fields = [input.deckId, input.cardKey, input.rating, input.reviewedAt ?? null];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

const keyOf = (userId: string, key: string) =>
  and(eq(reviewRequests.userId, userId), eq(reviewRequests.key, key));

export interface KeyedAnswer {
  body: ReviewResponse;
  /** True when this is the first request's answer sent again (nothing was recorded now). */
  replayed: boolean;
}

/**
 * Records a rating sent with `key` once. The key is claimed first (insert … on conflict do nothing on the primary
 * key): a second request with the same key waits there until the first commits, then finds its answer. Only a
 * recorded rating keeps its key: a refused one (a deck deleted, a date out of range) rolls back with it, so a
 * repeat is refused again the same way.
 */
export async function reviewOnce(
  db: Db,
  userId: string,
  key: string,
  input: ReviewInput,
  now: Date,
): Promise<KeyedAnswer> {
  const bodyHash = bodyHashOf(input);
  return db.transaction(async (tx) => {
    // Status 0 and no body until the rating is recorded below; no other transaction sees the row before then.
    const claimed = await tx
      .insert(reviewRequests)
      .values({ userId, key, status: 0, response: { bodyHash, body: null } })
      .onConflictDoNothing()
      .returning({ key: reviewRequests.key });
    if (claimed.length === 0) {
      const [row] = await tx.select().from(reviewRequests).where(keyOf(userId, key));
      const stored = storedAnswerSchema.parse(row?.response);
      if (stored.bodyHash !== bodyHash)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
      return { body: stored.body, replayed: true };
    }
    const body = { card: await reviewOne(tx, userId, input, now) };
    await tx
      .update(reviewRequests)
      .set({ status: 200, response: { bodyHash, body } })
      .where(keyOf(userId, key));
    return { body, replayed: false };
  });
}

/** Deletes the keys older than REVIEW_REQUEST_KEEP_DAYS; answers how many. */
export async function pruneReviewRequests(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REVIEW_REQUEST_KEEP_DAYS * 86_400_000);
  const deleted = await db
    .delete(reviewRequests)
    .where(lt(reviewRequests.createdAt, before))
    .returning({ key: reviewRequests.key });
  return deleted.length;
}

/** After about one keyed rating in PRUNE_ONE_IN: prunes, and only logs a failure (the rating is recorded). */
export async function pruneReviewRequestsSometimes(
  db: Db,
  now: Date,
  log: FastifyBaseLogger,
  random: () => number = Math.random,
): Promise<void> {
  if (random() * PRUNE_ONE_IN >= 1) return;
  try {
    await pruneReviewRequests(db, now);
  } catch (error) {
    log.warn({ err: error }, 'Deleting expired review request keys failed');
  }
}
