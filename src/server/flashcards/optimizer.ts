// FSRS parameters fitted to each learner (issue 29 item 1): their review logs become the optimizer's training items,
// the FSRS optimizer (fsrs-rs, the Rust optimizer Anki uses, through @open-spaced-repetition/binding) fits the 21
// FSRS-6 parameters, and the fit is kept in review_settings with its log loss beside the defaults' on the same
// reviews. Scheduling then uses them (./review-settings.ts); fits run in the background (./optimizer-queue.ts).
//
// What the optimizer learns from, as fsrs-rs defines it (its `FSRSItem`; the binding's convertCsvToFsrsItems builds
// the same from a CSV): one item per review of a card after its first, holding the card's reviews up to it, with
// each review's rating (Again 1, Good 3) and the whole days since the review before (0 for the first). Items whose
// reviews all fall on the card's first day are left out (they say nothing about forgetting across days). Days are
// UTC days, the app's day everywhere (ADR 007) and ts-fsrs's own `elapsed_days`. A card's history starts at its
// first review as a new card; logs before it (a history only partly imported) are left out.
//
// The optimizer's own minimum (fsrs-rs 6.5.0 `compute_parameters`, the crate binding 0.5.0 ships): after it drops
// outliers, fewer than 8 items answer the default parameters unchanged, and fewer than 64 fit only the 4 initial
// stabilities and keep the defaults for the other 17; gradient training of all 21 starts at 64 items. Too few is
// not an error: it answers the defaults (measured through the binding, down to no items at all). So a learner
// needs MIN_REVIEWS = 64 such reviews before a fit is worth running; below that the API answers 409 with how many
// more.
import type * as Binding from '@open-spaced-repetition/binding';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  default_relearning_steps,
  default_w,
  FSRSAlgorithm,
  generatorParameters,
  type FSRSState,
} from 'ts-fsrs';
import type { ReviewRating, ReviewStateName } from '@shared/flashcards/review-scheduler';
import type { Db } from '../db/client';
import { WorkBudget } from '../lib/work-budget';
import { FIT_WORKER_FILE } from '../paths';
import { LOG_COLUMNS, LOG_ORDER, readLogPages } from './review-log-pages';
import { reviewLogs, reviewSettings } from '../db/schema';

/** Reviews the optimizer learns from (see the file's comment) needed before a fit: fsrs-rs trains all 21 from 64. */
export const MIN_REVIEWS = 64;
/** A fitted learner is fitted again once they have logged this many reviews since. */
export const REFIT_AFTER_LOGS = 500;
/** FSRS-6: what ts-fsrs 5.4.2 schedules with and what fsrs-rs 6.5.0 returns. */
export const PARAMETER_COUNT = 21;

export const notEnoughReviewsMessage = (needed: number) =>
  `FSRS needs at least ${MIN_REVIEWS} reviews of cards seen on an earlier day to fit your own parameters: ` +
  `${needed} more ${needed === 1 ? 'review' : 'reviews'} to go.`;

const DAY_MS = 86_400_000;
const RATINGS: Record<ReviewRating, number> = { again: 1, good: 3 };

/** A review log as the optimizer needs it. */
export interface HistoryLog {
  deckId: string;
  cardKey: string;
  rating: ReviewRating;
  /** The card's state before the review. */
  state: ReviewStateName;
  reviewedAt: Date;
}

export interface TrainingReview {
  /** fsrs-rs's rating: 1 Again … 4 Easy (Review rates 1 or 3). */
  rating: number;
  /** Whole UTC days since the card's review before (0 for its first). */
  deltaT: number;
}

/**
 * One card's reviews from its first; the optimizer's items are the prefixes ending at each review from
 * `firstItem` on (the first review on a later day than the first; `reviews.length` when there is none yet).
 */
export interface CardReviews {
  reviews: TrainingReview[];
  firstItem: number;
}

export const itemCountOf = (cards: readonly CardReviews[]) =>
  cards.reduce((total, card) => total + card.reviews.length - card.firstItem, 0);

const utcDayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** The learner's cards as the optimizer's items (see the file's comment). `logs` in the order they were made. */
export async function cardReviewsOf(logs: Iterable<HistoryLog>): Promise<CardReviews[]> {
  const budget = new WorkBudget();
  const byCard = new Map<string, HistoryLog[]>();
  for (const log of logs) {
    const key = `${log.deckId}\u0000${log.cardKey}`;
    const card = byCard.get(key);
    if (card) card.push(log);
    else byCard.set(key, [log]);
    if (budget.spend(1)) await setImmediate();
  }
  const cards: CardReviews[] = [];
  for (const card of byCard.values()) {
    if (budget.spend(card.length)) await setImmediate();
    const start = card.findIndex((log) => log.state === 'new');
    if (start < 0) continue;
    const firstDay = utcDayOf(card[start]!.reviewedAt);
    const reviews: TrainingReview[] = [];
    let firstItem = -1;
    let previousDay = firstDay;
    for (const log of card.slice(start)) {
      const day = utcDayOf(log.reviewedAt);
      if (firstItem < 0 && day > firstDay) firstItem = reviews.length;
      reviews.push({ rating: RATINGS[log.rating], deltaT: Math.max(0, day - previousDay) });
      previousDay = day;
    }
    cards.push({ reviews, firstItem: firstItem < 0 ? reviews.length : firstItem });
  }
  return cards;
}

/** The learner's review logs, oldest first (the account × time index reads them in that order). */
export function historyOf(db: Db, userId: string): Promise<HistoryLog[]> {
  return readLogPages((after, limit) =>
    db
      .select(LOG_COLUMNS)
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), after))
      .orderBy(...LOG_ORDER)
      .limit(limit),
  );
}

const utcDay = (at: SQL | AnyPgColumn) => sql`(${at} at time zone 'UTC')::date`;

/**
 * How many of the learner's reviews the optimizer learns from: itemCountOf(cardReviewsOf(logs)), counted by the
 * database (a review on a later UTC day than its card's first review as a new card).
 */
export async function countTrainingReviews(db: Db, userId: string): Promise<number> {
  const firstNew = db
    .select({
      deckId: reviewLogs.deckId,
      cardKey: reviewLogs.cardKey,
      firstAt: sql<Date>`min(${reviewLogs.reviewedAt})`.as('first_at'),
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.state, 'new')))
    .groupBy(reviewLogs.deckId, reviewLogs.cardKey)
    .as('first_new');
  const [row] = await db
    .select({ reviews: count() })
    .from(reviewLogs)
    .innerJoin(
      firstNew,
      and(eq(reviewLogs.deckId, firstNew.deckId), eq(reviewLogs.cardKey, firstNew.cardKey)),
    )
    .where(
      and(
        eq(reviewLogs.userId, userId),
        sql`${utcDay(reviewLogs.reviewedAt)} > ${utcDay(sql`${firstNew.firstAt}`)}`,
      ),
    );
  return row?.reviews ?? 0;
}

/** How many reviews the learner logged after `since` (all of them without one): what decides a refit. */
export async function countLogsSince(db: Db, userId: string, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ logs: count() })
    .from(reviewLogs)
    .where(
      and(eq(reviewLogs.userId, userId), since ? gt(reviewLogs.reviewedAt, since) : undefined),
    );
  return row?.logs ?? 0;
}

/** Thrown when the optimizer's native module cannot be loaded on this machine (its platform package is missing). */
export class OptimizerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The FSRS optimizer cannot be loaded on this server.', { cause });
    this.name = 'OptimizerUnavailableError';
  }
}

type WorkerAnswer = { parameters: number[] } | { unavailable: string };

/**
 * Trains the optimizer on `cards` in a worker thread of its own (./fit-worker.mjs, which explains why), started
 * for this fit and ended after it: fits are rare and one at a time per process, and the binding is then loaded
 * only where it runs (the server starts, and most replicas run, without the native module).
 */
function trainInWorker(
  cards: readonly CardReviews[],
  options: Binding.ComputeParametersOptions,
): Promise<number[]> {
  const reviewCounts = new Int32Array(cards.length);
  const firstItems = new Int32Array(cards.length);
  const total = cards.reduce((sum, card) => sum + card.reviews.length, 0);
  const ratings = new Uint8Array(total);
  const deltaTs = new Int32Array(total);
  let offset = 0;
  cards.forEach((card, index) => {
    reviewCounts[index] = card.reviews.length;
    firstItems[index] = card.firstItem;
    for (const { rating, deltaT } of card.reviews) {
      ratings[offset] = rating;
      deltaTs[offset] = deltaT;
      offset += 1;
    }
  });
  return new Promise((resolve, reject) => {
    const worker = new Worker(FIT_WORKER_FILE, {
      workerData: { reviewCounts, firstItems, ratings, deltaTs, options },
      transferList: [reviewCounts.buffer, firstItems.buffer, ratings.buffer, deltaTs.buffer],
    });
    worker.once('message', (answer: WorkerAnswer) => {
      if ('unavailable' in answer)
        reject(new OptimizerUnavailableError(new Error(answer.unavailable)));
      else resolve(answer.parameters);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      // After an answer this changes nothing (a promise settles once).
      reject(new Error(`The optimizer's worker stopped (exit code ${code}) without an answer`));
    });
  });
}

/**
 * ts-fsrs schedules with short-term (same-day) steps and one relearning step: the optimizer fits for the same.
 * `timeout` is how often (ms) the binding's progress thread wakes; the fit waits for it to notice the end, so the
 * default 500 ms added up to half a second to every fit.
 */
const FIT_OPTIONS: Binding.ComputeParametersOptions = {
  enableShortTerm: true,
  numRelearningSteps: default_relearning_steps.length,
  timeout: 10,
};

export interface Fit {
  parameters: number[];
  /** The fitted parameters' log loss on the reviews they were fitted to, and the defaults' on the same reviews. */
  logLoss: number;
  defaultLogLoss: number;
}

/** Fits FSRS parameters to `cards` (at least one item; MIN_REVIEWS for a fit worth keeping). */
export async function fitParameters(cards: readonly CardReviews[]): Promise<Fit> {
  const parameters = await trainInWorker(cards, FIT_OPTIONS);
  if (parameters.length !== PARAMETER_COUNT || !parameters.every(Number.isFinite))
    throw new Error(
      `The optimizer answered ${parameters.length} parameters, not ${PARAMETER_COUNT} numbers`,
    );
  return {
    parameters,
    logLoss: await logLossOf(cards, parameters),
    defaultLogLoss: await logLossOf(cards, null),
  };
}

// A probability of exactly 0 or 1 would make one review's loss infinite.
const SCORED_REVIEWS_PER_TURN = 4_000;
const R_MIN = 1e-4;

/**
 * How well `parameters` (the defaults when null) predict the learner's reviews: the mean log loss (binary cross
 * entropy) of each review on a later day than the one before, recalled (Good) or not (Again), against the recall
 * probability FSRS gives from the card's reviews before it. Computed with ts-fsrs, the scheduler the parameters are
 * used by, in one pass per card. Not the binding's `evaluate`: fsrs-rs drops outliers there too (with a few hundred
 * reviews it can drop them all, NotEnoughData) and refuses a set holding a same-day review (InvalidInput).
 */
export async function logLossOf(
  cards: readonly CardReviews[],
  parameters: readonly number[] | null,
): Promise<number> {
  // A review's score is an FSRS step of ts-fsrs (a couple of µs): a turn every 4,000 keeps pieces under 10 ms.
  const budget = new WorkBudget(SCORED_REVIEWS_PER_TURN);
  const model = new FSRSAlgorithm(
    generatorParameters({ w: [...(parameters ?? default_w)], enable_short_term: true }),
  );
  let loss = 0;
  let predicted = 0;
  for (const card of cards) {
    if (budget.spend(card.reviews.length)) await setImmediate();
    let memory: FSRSState | null = null;
    for (const { rating, deltaT } of card.reviews) {
      if (memory && deltaT > 0) {
        const recall = Math.min(
          1 - R_MIN,
          Math.max(R_MIN, model.forgetting_curve(deltaT, memory.stability)),
        );
        loss -= Math.log(rating > 1 ? recall : 1 - recall);
        predicted += 1;
      }
      memory = model.next_state(memory, deltaT, rating);
    }
  }
  return predicted > 0 ? loss / predicted : Number.NaN;
}

export type FitOutcome =
  | {
      kind: 'fitted';
      reviews: number;
      parameters: number[] | null;
      logLoss: number;
      defaultLogLoss: number;
    }
  | { kind: 'too-few'; reviews: number; reviewsNeeded: number; logs: number };

/**
 * Fits the learner's parameters to all their review logs and keeps the fit. The fitted parameters are used only
 * when they predict the learner's reviews better than the defaults (lower log loss on the same reviews), as Anki
 * keeps its current parameters when a new fit is no better; the fit is recorded either way (when, on how many
 * reviews, both losses), so the next one waits for REFIT_AFTER_LOGS more logs.
 */
export async function fitAndStore(db: Db, userId: string, now: Date): Promise<FitOutcome> {
  const logs = await historyOf(db, userId);
  const cards = await cardReviewsOf(logs);
  const reviews = itemCountOf(cards);
  if (reviews < MIN_REVIEWS)
    return { kind: 'too-few', reviews, reviewsNeeded: MIN_REVIEWS - reviews, logs: logs.length };
  const fit = await fitParameters(cards);
  const parameters = fit.logLoss < fit.defaultLogLoss ? fit.parameters : null;
  const columns = {
    parameters,
    fittedReviews: reviews,
    logLoss: fit.logLoss,
    defaultLogLoss: fit.defaultLogLoss,
    fittedAt: now,
    updatedAt: now,
  };
  await db
    .insert(reviewSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: columns });
  return {
    kind: 'fitted',
    reviews,
    parameters,
    logLoss: fit.logLoss,
    defaultLogLoss: fit.defaultLogLoss,
  };
}
