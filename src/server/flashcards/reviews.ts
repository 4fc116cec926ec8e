// Signed-in spaced repetition (issue 11 item 4): one review_schedule row per account × deck × card with its FSRS
// state, and a review_logs row for every review. The scheduling itself is the shared pure function
// (@shared/flashcards/review-scheduler), run here with the server's clock.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  isLeech,
  newReviewCard,
  reviewCard,
  type ReviewCardState,
  type ReviewLogEntry,
  type ReviewRating,
  type SchedulerOptions,
} from '@shared/flashcards/review-scheduler';
import {
  REVIEWED_AT_FUTURE_MESSAGE,
  REVIEWED_AT_MAX_AGE_DAYS,
  REVIEWED_AT_SKEW_MS,
  REVIEWED_AT_TOO_OLD_MESSAGE,
  type Deck,
  type ReviewInput,
  type ScheduledCard,
} from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import { reviewLogs, reviewSchedule } from '../db/schema';
import { AppError, notFound } from '../errors';
import { cardKeysOf, ownDecksById, requireDeck } from './decks';
import { schedulerOptionsOf } from './review-settings';
import { builtInDeck } from './content';

type ScheduleRow = typeof reviewSchedule.$inferSelect;

export const CARD_NOT_IN_DECK_MESSAGE = 'This card is not in this deck.';

export function toReviewState(row: ScheduleRow): ReviewCardState {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
  };
}

/** The columns of a state, for an insert or an update. */
export function stateColumns(state: ReviewCardState) {
  return {
    state: state.state,
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsedDays: state.elapsedDays,
    scheduledDays: state.scheduledDays,
    learningSteps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    lastReview: state.lastReview ? new Date(state.lastReview) : null,
  };
}

export function logColumns(userId: string, deckId: string, cardKey: string, log: ReviewLogEntry) {
  return {
    userId,
    deckId,
    cardKey,
    rating: log.rating,
    state: log.state,
    due: new Date(log.due),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsedDays,
    lastElapsedDays: log.lastElapsedDays,
    scheduledDays: log.scheduledDays,
    learningSteps: log.learningSteps,
    reviewedAt: new Date(log.reviewedAt),
  };
}

export function toScheduledCard(row: ScheduleRow): ScheduledCard {
  const state = toReviewState(row);
  return { deckId: row.deckId, cardKey: row.cardKey, state, leech: isLeech(state) };
}

/**
 * The start of `now`'s day in UTC: where "today" begins for the daily limits. The server does not know the
 * person's time zone; UTC is the same for every replica and every request (ADR 007).
 */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Reviews since the start of today (UTC), split as countDoneSince splits them: new cards and reviews. */
export async function doneToday(db: Db, userId: string, deckId: string | undefined, now: Date) {
  const [row] = await db
    .select({
      newCards: sql<number>`(count(*) filter (where ${reviewLogs.state} = 'new'))::int`,
      reviews: sql<number>`(count(*) filter (where ${reviewLogs.state} <> 'new'))::int`,
    })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        gte(reviewLogs.reviewedAt, startOfUtcDay(now)),
        deckId === undefined ? undefined : eq(reviewLogs.deckId, deckId),
      ),
    );
  return { newCards: row?.newCards ?? 0, reviews: row?.reviews ?? 0 };
}

/** Keeps only rows whose deck the caller still has and whose card is still in it. */
async function onlyLiveCards(db: Db, userId: string, rows: ScheduleRow[]) {
  const deckIds = [...new Set(rows.map((row) => row.deckId))];
  const custom = await ownDecksById(db, userId, deckIds);
  const keysByDeck = new Map<string, Set<string>>();
  for (const deckId of deckIds) {
    const deck = builtInDeck(deckId) ?? custom.get(deckId);
    if (deck) keysByDeck.set(deckId, new Set(cardKeysOf(deck)));
  }
  return rows.filter((row) => keysByDeck.get(row.deckId)?.has(row.cardKey));
}

/** The caller's schedule rows, of one deck or all, soonest due first (the review list and the exports read them). */
export function scheduleRowsOf(db: Db, userId: string, deckId: string | undefined) {
  return db
    .select()
    .from(reviewSchedule)
    .where(
      and(
        eq(reviewSchedule.userId, userId),
        deckId === undefined ? undefined : eq(reviewSchedule.deckId, deckId),
      ),
    )
    .orderBy(reviewSchedule.due, reviewSchedule.deckId, reviewSchedule.cardKey);
}

/** GET /api/flashcards/reviews: the caller's schedule (of one deck, or all) and today's counts. */
export async function listSchedule(db: Db, userId: string, deckId: string | undefined, now: Date) {
  if (deckId !== undefined) await requireDeck(db, deckId, userId);
  const rows = await scheduleRowsOf(db, userId, deckId);
  return {
    cards: (await onlyLiveCards(db, userId, rows)).map(toScheduledCard),
    doneToday: await doneToday(db, userId, deckId, now),
  };
}

/** GET /api/flashcards/due: how many cards are due now, per deck, for decks with any. */
export async function dueCounts(
  db: Db,
  userId: string,
  now: Date,
): Promise<Record<string, number>> {
  const rows = await db
    .select()
    .from(reviewSchedule)
    .where(and(eq(reviewSchedule.userId, userId), lte(reviewSchedule.due, now)));
  const due: Record<string, number> = {};
  for (const row of await onlyLiveCards(db, userId, rows))
    due[row.deckId] = (due[row.deckId] ?? 0) + 1;
  return due;
}

/**
 * Puts a card in the schedule as never reviewed and due now (a card added from a translation waits in Review).
 * A card already scheduled keeps its state.
 */
export async function scheduleNewCard(
  tx: Db,
  userId: string,
  deckId: string,
  cardKey: string,
  now: Date,
) {
  await tx
    .insert(reviewSchedule)
    .values({ userId, deckId, cardKey, ...stateColumns(newReviewCard(now)) })
    .onConflictDoNothing();
}

/** The card of `deck` whose key is `cardKey` (folded again: a client may send the term itself), or a 404. */
export function cardKeyIn(deck: Deck, cardKey: string): string {
  const key = cardKeyOf(cardKey);
  if (!cardKeysOf(deck).includes(key)) throw notFound(CARD_NOT_IN_DECK_MESSAGE);
  return key;
}

/**
 * When a rating sent with `reviewedAt` was made: that time, or `now` when it is a little ahead (a device clock
 * running fast). Further ahead, or older than a device is expected to stay offline, is a 400.
 */
export function reviewTimeOf(reviewedAt: string, now: Date): Date {
  const at = new Date(reviewedAt);
  if (at.getTime() > now.getTime() + REVIEWED_AT_SKEW_MS)
    throw new AppError(400, 'VALIDATION_FAILED', REVIEWED_AT_FUTURE_MESSAGE);
  if (at.getTime() < now.getTime() - REVIEWED_AT_MAX_AGE_DAYS * 86_400_000)
    throw new AppError(400, 'VALIDATION_FAILED', REVIEWED_AT_TOO_OLD_MESSAGE);
  return at > now ? now : at;
}

/**
 * The log of a rating made at `at`, before the card's latest review (rated later on another device, sent first).
 * The card's state at that time is its logs up to `at` replayed from a new card. Rare, so the scan of the account's
 * logs up to `at` (the index is by account and time) is acceptable.
 */
async function logOfEarlierReview(
  tx: Db,
  userId: string,
  deckId: string,
  cardKey: string,
  rating: ReviewRating,
  at: Date,
  options: SchedulerOptions | undefined,
): Promise<ReviewLogEntry> {
  const earlier = await tx
    .select({ rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        lte(reviewLogs.reviewedAt, at),
        eq(reviewLogs.deckId, deckId),
        eq(reviewLogs.cardKey, cardKey),
      ),
    )
    .orderBy(reviewLogs.reviewedAt, reviewLogs.id);
  let state: ReviewCardState | null = null;
  for (const log of earlier) state = reviewCard(state, log.rating, log.reviewedAt, options).card;
  return reviewCard(state, rating, at, options).log;
}

/**
 * POST /api/flashcards/reviews: rates one card at `now`, or at `input.reviewedAt` (a rating made offline, sent
 * later). The previous state, the new one and the log are read and written in one transaction, the row locked, so
 * two quick answers on one card are applied one after the other. A rating made before the card's last review (the
 * same card rated later on another device) is logged at its own time and leaves the later schedule as it is: a
 * conflict keeps both logs and schedules from the latest.
 */
export async function reviewOne(
  db: Db,
  userId: string,
  input: ReviewInput,
  now: Date,
): Promise<ScheduledCard> {
  const reviewedAt = input.reviewedAt === undefined ? null : reviewTimeOf(input.reviewedAt, now);
  return db.transaction(async (tx) => {
    // FOR SHARE on a custom deck: deleting it waits for this review, then removes the row written here.
    const deck = await requireDeck(tx, input.deckId, userId, { lock: 'share' });
    const cardKey = cardKeyIn(deck, input.cardKey);
    // A card seen for the first time starts as a new card; the row then exists to be locked.
    await scheduleNewCard(tx, userId, deck.id, cardKey, reviewedAt ?? now);
    const [before] = await tx
      .select()
      .from(reviewSchedule)
      .where(
        and(
          eq(reviewSchedule.userId, userId),
          eq(reviewSchedule.deckId, deck.id),
          eq(reviewSchedule.cardKey, cardKey),
        ),
      )
      .for('update');
    if (!before) throw new Error('the schedule row was not written');
    // A learner's own FSRS parameters and retention when they have them (issue 29 item 1), else the defaults.
    const options = await schedulerOptionsOf(tx, userId);
    if (reviewedAt && before.lastReview && reviewedAt < before.lastReview) {
      const log = await logOfEarlierReview(
        tx,
        userId,
        deck.id,
        cardKey,
        input.rating,
        reviewedAt,
        options,
      );
      await tx.insert(reviewLogs).values(logColumns(userId, deck.id, cardKey, log));
      return toScheduledCard(before);
    }
    // Two reviews of one card can take their clock readings in one order and this lock in the other: a review
    // is never dated before the one it follows, so the schedule and the log stay in order.
    const at =
      reviewedAt ?? (before.lastReview && before.lastReview > now ? before.lastReview : now);
    const { card, log } = reviewCard(toReviewState(before), input.rating, at, options);
    const [row] = await tx
      .update(reviewSchedule)
      .set({ ...stateColumns(card), updatedAt: sql`now()` })
      .where(
        and(
          eq(reviewSchedule.userId, userId),
          eq(reviewSchedule.deckId, deck.id),
          eq(reviewSchedule.cardKey, cardKey),
        ),
      )
      .returning();
    if (!row) throw new Error('the schedule row was not updated');
    await tx.insert(reviewLogs).values(logColumns(userId, deck.id, cardKey, log));
    return toScheduledCard(row);
  });
}

/** The caller's schedule rows of some decks, locked for the import's merge. */
export async function lockedScheduleRows(tx: Db, userId: string, deckIds: readonly string[]) {
  if (deckIds.length === 0) return [];
  return tx
    .select()
    .from(reviewSchedule)
    .where(and(eq(reviewSchedule.userId, userId), inArray(reviewSchedule.deckId, [...deckIds])))
    .for('update');
}
