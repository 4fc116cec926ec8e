// Spaced repetition (issue 11 item 4): FSRS through ts-fsrs, with a request retention of 0.9 and the default
// parameters unless a signed-in learner has their own (SchedulerOptions, issue 29 item 1). Pure functions with
// the time passed in, used by the server for signed-in people and by the browser for anonymous visitors. States
// and logs are plain JSON (ISO dates) so they store as they are in a table row or in local storage.
import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';

/** Need Review and a wrong or timed-out quiz answer are Again; Got It! and a correct answer are Good. */
export const REVIEW_RATINGS = ['again', 'good'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewStateName = (typeof REVIEW_STATES)[number];

export interface ReviewCardState {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: ReviewStateName;
  lastReview: string | null;
}

/** One review, with the card's state before it: what fitting personal FSRS parameters later needs. */
export interface ReviewLogEntry {
  rating: ReviewRating;
  /** The card's state before this review. */
  state: ReviewStateName;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reviewedAt: string;
}

/** Anki's defaults: 20 new cards and 200 reviews a day. */
export interface ReviewLimits {
  newPerDay: number;
  reviewsPerDay: number;
}
export const DEFAULT_REVIEW_LIMITS: ReviewLimits = { newPerDay: 20, reviewsPerDay: 200 };
export const REVIEW_LIMIT_MAX = 9999;

/** A card forgotten this many times is a leech: shown with its example, as Anki flags it. */
export const LEECH_LAPSES = 8;
export const REQUEST_RETENTION = 0.9;

const scheduler = fsrs({ request_retention: REQUEST_RETENTION });

/**
 * A learner's own scheduling (issue 29 item 1): FSRS parameters fitted to their review logs (FSRS-6, 21 numbers,
 * as the optimizer returns them) and the retention they aim for. Whatever is missing takes the defaults.
 */
export interface SchedulerOptions {
  parameters?: readonly number[] | null;
  desiredRetention?: number;
}

// One scheduler per options object: a simulation reviews many cards with the same options.
const schedulers = new WeakMap<SchedulerOptions, FSRS>();

/** The scheduler for `options`: the shared default one when they change nothing. */
function schedulerFor(options: SchedulerOptions | undefined): FSRS {
  const retention = options?.desiredRetention ?? REQUEST_RETENTION;
  const parameters = options?.parameters;
  if (!options || (!parameters && retention === REQUEST_RETENTION)) return scheduler;
  let own = schedulers.get(options);
  if (!own) {
    own = fsrs({ request_retention: retention, ...(parameters ? { w: [...parameters] } : {}) });
    schedulers.set(options, own);
  }
  return own;
}

const STATE_NAMES: Record<State, ReviewStateName> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF_NAME: Record<ReviewStateName, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const GRADES: Record<ReviewRating, Grade> = { again: Rating.Again, good: Rating.Good };

function toState(card: Card): ReviewCardState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

function toCard(state: ReviewCardState): Card {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: STATE_OF_NAME[state.state],
    ...(state.lastReview ? { last_review: new Date(state.lastReview) } : {}),
  };
}

/** A card that has never been reviewed, due at once (a card added from a translation waits in Review). */
export const newReviewCard = (now: Date): ReviewCardState => toState(createEmptyCard(now));

/** The card's next state after a review at `now`, and the log of that review. */
export function reviewCard(
  current: ReviewCardState | null,
  rating: ReviewRating,
  now: Date,
  options?: SchedulerOptions,
): { card: ReviewCardState; log: ReviewLogEntry } {
  const before = current ?? newReviewCard(now);
  const { card, log } = schedulerFor(options).next(toCard(before), now, GRADES[rating]);
  return {
    card: toState(card),
    log: {
      rating,
      state: STATE_NAMES[log.state],
      due: log.due.toISOString(),
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      reviewedAt: log.review.toISOString(),
    },
  };
}

/** The probability of recalling the card at `now` by the FSRS forgetting curve (0 for a card never reviewed). */
export const recallProbability = (
  state: ReviewCardState,
  now: Date,
  options?: SchedulerOptions,
): number => schedulerFor(options).get_retrievability(toCard(state), now, false);

export const isLeech = (state: ReviewCardState) => state.lapses >= LEECH_LAPSES;
export const isDue = (state: ReviewCardState, now: Date) => Date.parse(state.due) <= now.getTime();

/** Reviews done since `since` (the start of the person's day), split into new cards and reviews. */
export function countDoneSince(
  logs: readonly Pick<ReviewLogEntry, 'state' | 'reviewedAt'>[],
  since: Date,
) {
  let newCards = 0;
  let reviews = 0;
  for (const log of logs) {
    if (Date.parse(log.reviewedAt) < since.getTime()) continue;
    if (log.state === 'new') newCards += 1;
    else reviews += 1;
  }
  return { newCards, reviews };
}

export interface ReviewQueueInput {
  /** The deck's card keys in deck order. */
  cardKeys: readonly string[];
  /** Schedules of the cards the person has seen, by card key. */
  states: ReadonlyMap<string, ReviewCardState>;
  now: Date;
  limits: ReviewLimits;
  doneToday: { newCards: number; reviews: number };
}

/**
 * Today's Review session: due cards first (most overdue first), up to the reviews left today, then cards never
 * seen, in deck order, up to the new cards left today. A scheduled card that was never reviewed (added from a
 * translation) is due, and counts as a new card.
 */
export function buildReviewQueue({
  cardKeys,
  states,
  now,
  limits,
  doneToday,
}: ReviewQueueInput): string[] {
  let reviewsLeft = Math.max(0, limits.reviewsPerDay - doneToday.reviews);
  let newLeft = Math.max(0, limits.newPerDay - doneToday.newCards);
  const due = cardKeys
    .filter((key) => {
      const state = states.get(key);
      return state !== undefined && isDue(state, now);
    })
    .sort((a, b) => Date.parse(states.get(a)!.due) - Date.parse(states.get(b)!.due));
  const queue: string[] = [];
  for (const key of due) {
    const isNew = states.get(key)!.state === 'new';
    if (isNew ? newLeft <= 0 : reviewsLeft <= 0) continue;
    if (isNew) newLeft -= 1;
    else reviewsLeft -= 1;
    queue.push(key);
  }
  for (const key of cardKeys) {
    if (newLeft <= 0) break;
    if (states.has(key)) continue;
    queue.push(key);
    newLeft -= 1;
  }
  return queue;
}

/** How many of a deck's cards are due now (the deck selector's "N due"). */
export const dueCount = (
  cardKeys: readonly string[],
  states: ReadonlyMap<string, ReviewCardState>,
  now: Date,
) =>
  cardKeys.reduce((count, key) => {
    const state = states.get(key);
    return state && isDue(state, now) ? count + 1 : count;
  }, 0);

/** Of two schedules of one card (browser and account), the one reviewed last. */
export function laterReviewed(a: ReviewCardState, b: ReviewCardState): ReviewCardState {
  const at = (state: ReviewCardState) => (state.lastReview ? Date.parse(state.lastReview) : -1);
  return at(b) > at(a) || (at(b) === at(a) && b.reps > a.reps) ? b : a;
}
