// Generated review histories whose true forgetting curve is known (issue 29 item 1), for the optimizer's tests and
// bench/optimizer.mjs: a learner whose memory follows FSRS with TRUE_PARAMETERS (not the defaults) studies cards
// that Review schedules with the default parameters, as it would before any fit. Each review is recalled with the
// probability the true model gives at that moment, from a seeded generator, so a history is the same every run.
import { default_w } from 'ts-fsrs';
import {
  newReviewCard,
  recallProbability,
  reviewCard,
  type ReviewLogEntry,
  type SchedulerOptions,
} from '@shared/flashcards/review-scheduler';
import { seededRandom } from '@shared/flashcards/seeded-random';
import type { Db } from '../db/client';
import { reviewLogs } from '../db/schema';
import type { HistoryLog } from '../flashcards/optimizer';
import { logColumns } from '../flashcards/reviews';

/**
 * A learner who forgets faster than FSRS's defaults assume: a first "good" lasts under a day instead of two,
 * stability grows more slowly with each recall, is lower after a lapse, and recall falls off more steeply.
 */
export const TRUE_PARAMETERS: readonly number[] = default_w.map((value, index) => {
  const own: Record<number, number> = { 2: 0.9, 8: 1.2, 11: 0.9, 20: 0.45 };
  return own[index] ?? value;
});

const truth: SchedulerOptions = { parameters: TRUE_PARAMETERS };
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How often a card never seen before is answered right. */
const FIRST_ANSWER_RECALL = 0.6;

export interface GeneratedLog {
  deckId: string;
  cardKey: string;
  log: ReviewLogEntry;
}

export interface HistoryOptions {
  /** How many logs (the first ones in time; the history is cut there). */
  logs: number;
  seed?: number;
  /** Day 0 of the history. */
  start?: Date;
  /** Days over which new cards are introduced and reviewed. */
  days?: number;
  deckId?: string;
}

/**
 * `logs` review logs in the order they were made. Cards are introduced evenly over `days` days and reviewed when
 * due (a little late, as people are), each answered by the true model; the logs are what Review would have written.
 */
export function generateReviewHistory({
  logs: wanted,
  seed = 29,
  start = new Date('2025-01-01T08:00:00.000Z'),
  days = 365,
  deckId = 'generated',
}: HistoryOptions): GeneratedLog[] {
  const random = seededRandom(seed);
  const end = start.getTime() + days * DAY_MS;
  // A card gets more than three reviews over the days, so a third as many cards as logs is enough logs to cut.
  const cardCount = Math.max(8, Math.ceil(wanted / 3));
  const all: GeneratedLog[] = [];
  for (let index = 0; index < cardCount; index++) {
    const cardKey = `card ${index + 1}`;
    let at =
      start.getTime() + Math.floor((index / cardCount) * days) * DAY_MS + random() * MINUTE_MS;
    let scheduled = newReviewCard(new Date(at));
    let memory = scheduled;
    while (at < end) {
      const when = new Date(at);
      const recall =
        memory.state === 'new' ? FIRST_ANSWER_RECALL : recallProbability(memory, when, truth);
      const rating = random() < recall ? 'good' : 'again';
      const next = reviewCard(scheduled, rating, when);
      all.push({ deckId, cardKey, log: next.log });
      scheduled = next.card;
      memory = reviewCard(memory, rating, when, truth).card;
      const due = Date.parse(scheduled.due);
      // Same-day steps a few minutes late; days-long intervals up to half a day late.
      at = due + random() * (due - at < DAY_MS ? 5 * MINUTE_MS : DAY_MS / 2);
    }
  }
  return all
    .sort((a, b) => Date.parse(a.log.reviewedAt) - Date.parse(b.log.reviewedAt))
    .slice(0, wanted);
}

export const asHistory = (logs: readonly GeneratedLog[]): HistoryLog[] =>
  logs.map(({ deckId, cardKey, log }) => ({
    deckId,
    cardKey,
    rating: log.rating,
    state: log.state,
    reviewedAt: new Date(log.reviewedAt),
  }));

/** Stores generated logs as `userId`'s review logs. */
export async function insertReviewLogs(db: Db, userId: string, logs: readonly GeneratedLog[]) {
  const BATCH = 1000;
  for (let offset = 0; offset < logs.length; offset += BATCH) {
    await db
      .insert(reviewLogs)
      .values(
        logs
          .slice(offset, offset + BATCH)
          .map(({ deckId, cardKey, log }) => logColumns(userId, deckId, cardKey, log)),
      );
  }
}
