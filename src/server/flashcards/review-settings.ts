// A learner's review settings (issue 29 item 1): the retention they aim for and the FSRS parameters fitted to
// their reviews (./optimizer.ts), as the scheduler takes them, and what GET /api/flashcards/settings shows —
// with the daily workload each retention would bring.
import { setImmediate } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import {
  recallProbability,
  reviewCard,
  type ReviewCardState,
  type SchedulerOptions,
} from '@shared/flashcards/review-scheduler';
import { seededRandom } from '@shared/flashcards/seeded-random';
import {
  DEFAULT_DESIRED_RETENTION,
  RETENTION_CHOICES,
  type ReviewSettings,
  type Workload,
} from '@shared/schemas/review-settings';
import type { Db } from '../db/client';
import { reviewSettings } from '../db/schema';
import { WorkBudget } from '../lib/work-budget';
import { countTrainingReviews, MIN_REVIEWS } from './optimizer';
import { listSchedule } from './reviews';

type SettingsRow = typeof reviewSettings.$inferSelect;

function settingsRow(db: Db, userId: string): Promise<SettingsRow | undefined> {
  return db
    .select()
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId))
    .then(([row]) => row);
}

/** How the learner's cards are scheduled: their fitted parameters and retention, or undefined for the defaults. */
export async function schedulerOptionsOf(
  db: Db,
  userId: string,
): Promise<SchedulerOptions | undefined> {
  const [row] = await db
    .select({
      parameters: reviewSettings.parameters,
      desiredRetention: reviewSettings.desiredRetention,
    })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row ?? undefined;
}

/** The workload simulation's horizon. */
export const WORKLOAD_DAYS = 30;
/**
 * Cards simulated at most; a larger collection is sampled evenly and the count scaled up. A card's 30 days at the
 * eight retentions take about half a millisecond (ts-fsrs's scheduler per review), and this runs on GET.
 */
export const WORKLOAD_SAMPLE_MAX = 100;
/** Reviews simulated between two turns of the event loop (a few microseconds each). */
const REVIEWS_PER_TURN = 2000;
const DAY_MS = 86_400_000;

/** A stable seed per card: every retention simulates the card with the same random numbers. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index++)
    hash = Math.imul(hash ^ key.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * Expected reviews a day over the next WORKLOAD_DAYS days at each retention Review settings offer, for the
 * learner's current cards. A small deterministic simulation: each card is reviewed whenever it falls due (overdue
 * cards at once), scheduled by the learner's own parameters at that retention; whether it is recalled is drawn
 * with the probability FSRS predicts (retrievability at that moment; a card never reviewed is recalled with the
 * aimed-for retention) from a generator seeded by the card, so each retention sees the same draws and the figures
 * differ only by the retention. Every review counts, same-day steps included. Cards not introduced yet (new cards
 * a day) are left out: their pace is a setting of the browser.
 */
export async function expectedWorkload(
  cards: readonly { key: string; state: ReviewCardState }[],
  parameters: readonly number[] | null,
  now: Date,
): Promise<Workload[]> {
  const budget = new WorkBudget(REVIEWS_PER_TURN);
  const step = Math.max(1, cards.length / WORKLOAD_SAMPLE_MAX);
  const sample = Array.from(
    { length: Math.min(cards.length, WORKLOAD_SAMPLE_MAX) },
    (_, index) => cards[Math.floor(index * step)]!,
  );
  const scale = sample.length > 0 ? cards.length / sample.length : 0;
  const end = now.getTime() + WORKLOAD_DAYS * DAY_MS;
  const workload: Workload[] = [];
  for (const retention of RETENTION_CHOICES) {
    const options: SchedulerOptions = { parameters, desiredRetention: retention };
    let reviews = 0;
    for (const { key, state: start } of sample) {
      const random = seededRandom(seedOf(key));
      let state = start;
      let at = Math.max(now.getTime(), Date.parse(state.due));
      let cardReviews = 0;
      while (at < end) {
        cardReviews += 1;
        const when = new Date(at);
        const recall = state.state === 'new' ? retention : recallProbability(state, when, options);
        state = reviewCard(state, random() < recall ? 'good' : 'again', when, options).card;
        at = Date.parse(state.due);
      }
      reviews += cardReviews;
      if (budget.spend(cardReviews)) await setImmediate();
    }
    workload.push({
      retention,
      reviewsPerDay: Math.round((reviews * scale * 10) / WORKLOAD_DAYS) / 10,
    });
  }
  return workload;
}

async function workloadOf(db: Db, userId: string, parameters: readonly number[] | null, now: Date) {
  const { cards } = await listSchedule(db, userId, undefined, now);
  return expectedWorkload(
    cards.map(({ deckId, cardKey, state }) => ({ key: `${deckId}\u0000${cardKey}`, state })),
    parameters,
    now,
  );
}

/** GET /api/flashcards/settings. */
export async function readReviewSettings(
  db: Db,
  userId: string,
  now: Date,
): Promise<ReviewSettings> {
  const [row, reviews] = await Promise.all([
    settingsRow(db, userId),
    countTrainingReviews(db, userId),
  ]);
  const parameters = row?.parameters ?? null;
  return {
    desiredRetention: row?.desiredRetention ?? DEFAULT_DESIRED_RETENTION,
    parameters,
    fittedReviews: row?.fittedReviews ?? null,
    logLoss: row?.logLoss ?? null,
    defaultLogLoss: row?.defaultLogLoss ?? null,
    fittedAt: row?.fittedAt?.toISOString() ?? null,
    reviews,
    minReviews: MIN_REVIEWS,
    workload: await workloadOf(db, userId, parameters, now),
  };
}

/** PUT /api/flashcards/settings: the retention the learner aims for from their next review on. */
export async function saveDesiredRetention(db: Db, userId: string, desiredRetention: number) {
  await db
    .insert(reviewSettings)
    .values({ userId, desiredRetention })
    .onConflictDoUpdate({
      target: reviewSettings.userId,
      set: { desiredRetention, updatedAt: new Date() },
    });
}
