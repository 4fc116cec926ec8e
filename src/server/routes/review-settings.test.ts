// Review settings and the FSRS optimizer (issue 29 item 1): the desired retention (0.70–0.97) and what it costs a
// day, a fit refused below the optimizer's minimum with the reviews still needed, a fit on demand that is kept and
// schedules the learner's next reviews, and the fits that happen in the background after enough new reviews. Who
// may call what is in the authorization matrix. Learners' histories are generated (review-history-fixtures.ts).
//
// PostgreSQL runs share one database with other files: every assertion is about this file's own (fresh) users.
import { describe, expect, it } from 'vitest';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  reviewCard,
  type ReviewCardState,
  type SchedulerOptions,
} from '@shared/flashcards/review-scheduler';
import {
  DEFAULT_DECK_ID,
  reviewResponseSchema,
  type ScheduledCard,
} from '@shared/schemas/flashcards';
import {
  notEnoughReviewsSchema,
  optimizeResponseSchema,
  RETENTION_CHOICES,
  RETENTION_RANGE_MESSAGE,
  reviewSettingsSchema,
  type OptimizeResponse,
  type ReviewSettings,
} from '@shared/schemas/review-settings';
import { reviewSchedule } from '../db/schema';
import { builtInDeck } from '../flashcards/content';
import {
  cardReviewsOf,
  itemCountOf,
  MIN_REVIEWS,
  notEnoughReviewsMessage,
  PARAMETER_COUNT,
  REFIT_AFTER_LOGS,
} from '../flashcards/optimizer';
import { reviewFitsIdle } from '../flashcards/optimizer-queue';
import { stateColumns } from '../flashcards/reviews';
import { callApi, expectApiError, expectOk, type ApiMethod } from '../test/api-calls';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import {
  asHistory,
  generateReviewHistory,
  insertReviewLogs,
} from '../test/review-history-fixtures';
import { forEachDatabase } from '../test/test-app';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

forEachDatabase('Review settings and the FSRS optimizer', (context) => {
  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);

  /** A fresh learner with `logs` generated review logs (of cards outside any deck). */
  const learnerWith = async (logs: number) => {
    const session = await createSignedInUser(context.app, { name: 'Memory Learner' });
    const history = generateReviewHistory({ logs });
    await insertReviewLogs(context.db, session.userId, history);
    return { session, history };
  };
  const settingsOf = async (session: TestSession) => {
    const body = expectOk<ReviewSettings>(await call(session, 'GET', '/api/flashcards/settings'));
    expect(reviewSettingsSchema.parse(body)).toEqual(body);
    return body;
  };
  const cardKey = (index: number) =>
    cardKeyOf(builtInDeck(DEFAULT_DECK_ID)?.cards[index]?.term ?? 'missing deck');
  const rate = async (session: TestSession, index: number) => {
    const body = expectOk<{ card: ScheduledCard }>(
      await call(session, 'POST', '/api/flashcards/reviews', {
        deckId: DEFAULT_DECK_ID,
        cardKey: cardKey(index),
        rating: 'good',
      }),
    );
    expect(reviewResponseSchema.parse(body)).toEqual(body);
    return body.card.state;
  };
  /** A new card rated Good twice: it graduates from its learning step and is due in a day or two. */
  const learn = async (session: TestSession, index: number) => {
    await rate(session, index);
    await rate(session, index);
  };
  /**
   * A card in review (learnt 40 days ago, reviewed since, due now) rated Good: its new schedule, and the ones
   * `options` and the defaults give for the same review. How long a known card waits is where parameters and
   * retention show.
   */
  const reviewDueCard = async (session: TestSession, index: number, options: SchedulerOptions) => {
    const start = Date.now() - 40 * DAY_MS;
    let before = reviewCard(null, 'good', new Date(start)).card;
    before = reviewCard(before, 'good', new Date(start + 10 * MINUTE_MS)).card;
    before = reviewCard(before, 'good', new Date(before.due)).card;
    await context.db.insert(reviewSchedule).values({
      userId: session.userId,
      deckId: DEFAULT_DECK_ID,
      cardKey: cardKey(index),
      ...stateColumns(before),
    });
    const reviewed = await rate(session, index);
    const at = new Date(reviewed.lastReview!);
    const expected = (scheduling?: SchedulerOptions): ReviewCardState =>
      reviewCard(before, 'good', at, scheduling).card;
    return { reviewed, expected: expected(options), defaults: expected() };
  };

  it('answers the defaults to a learner without reviews: retention 0.90, no fit, nothing to do', async () => {
    const { session } = await learnerWith(0);
    expect(await settingsOf(session)).toEqual({
      desiredRetention: 0.9,
      parameters: null,
      fittedReviews: null,
      logLoss: null,
      defaultLogLoss: null,
      fittedAt: null,
      reviews: 0,
      minReviews: MIN_REVIEWS,
      workload: RETENTION_CHOICES.map((retention) => ({ retention, reviewsPerDay: 0 })),
    });
  });

  it('keeps a desired retention between 0.70 and 0.97, schedules with it, and shows the workload of each', async () => {
    const { session } = await learnerWith(0);
    for (const desiredRetention of [0.69, 0.98, '0.9'])
      expectApiError(
        await call(session, 'PUT', '/api/flashcards/settings', { desiredRetention }),
        400,
        'VALIDATION_FAILED',
        RETENTION_RANGE_MESSAGE,
      );

    const saved = expectOk<ReviewSettings>(
      await call(session, 'PUT', '/api/flashcards/settings', { desiredRetention: 0.97 }),
    );
    expect(saved.desiredRetention).toBe(0.97);
    expect((await settingsOf(session)).desiredRetention).toBe(0.97);

    const { reviewed, expected, defaults } = await reviewDueCard(session, 0, {
      desiredRetention: 0.97,
    });
    expect(expected.scheduledDays).toBeLessThan(defaults.scheduledDays);
    expect(reviewed).toEqual(expected);

    // Cards learnt today: aiming higher brings them back more often.
    for (let index = 1; index < 12; index++) await learn(session, index);
    const { workload } = await settingsOf(session);
    expect(workload.map((entry) => entry.retention)).toEqual([...RETENTION_CHOICES]);
    expect(workload.at(-1)!.reviewsPerDay).toBeGreaterThan(workload[0]!.reviewsPerDay);
    expect(workload[0]!.reviewsPerDay).toBeGreaterThan(0);
  });

  it('refuses a fit below the optimizer’s minimum with 409 and the number of reviews still needed', async () => {
    const { session, history } = await learnerWith(30);
    const { reviews } = await settingsOf(session);
    expect(reviews).toBe(itemCountOf(await cardReviewsOf(asHistory(history))));
    expect(reviews).toBeGreaterThan(0);
    expect(reviews).toBeLessThan(MIN_REVIEWS);

    const response = await call(session, 'POST', '/api/flashcards/optimize');
    const body = expectApiError(
      response,
      409,
      'CONFLICT',
      notEnoughReviewsMessage(MIN_REVIEWS - reviews),
    );
    expect(notEnoughReviewsSchema.parse(body)).toMatchObject({
      reviewsNeeded: MIN_REVIEWS - reviews,
    });
    expect((await settingsOf(session)).fittedAt).toBeNull();
  });

  it('fits a learner’s parameters on demand, keeps them, and schedules their next reviews with them', async () => {
    const { session, history } = await learnerWith(1500);
    const before = await settingsOf(session);
    // The database counts the reviews the optimizer learns from as the optimizer's items do.
    expect(before.reviews).toBe(itemCountOf(await cardReviewsOf(asHistory(history))));

    const fit = expectOk<OptimizeResponse>(await call(session, 'POST', '/api/flashcards/optimize'));
    expect(optimizeResponseSchema.parse(fit)).toEqual(fit);
    expect(fit.reviews).toBe(before.reviews);
    expect(fit.parameters).toHaveLength(PARAMETER_COUNT);
    expect(fit.logLoss).toBeLessThan(fit.defaultLogLoss);

    const after = await settingsOf(session);
    expect(after).toMatchObject({
      parameters: fit.parameters,
      fittedReviews: fit.reviews,
      logLoss: fit.logLoss,
      defaultLogLoss: fit.defaultLogLoss,
      desiredRetention: 0.9,
    });
    expect(after.fittedAt).not.toBeNull();

    const { reviewed, expected, defaults } = await reviewDueCard(session, 0, {
      parameters: fit.parameters,
    });
    expect(expected.scheduledDays).not.toBe(defaults.scheduledDays);
    expect(reviewed).toEqual(expected);
  });

  describe('in the background', () => {
    it('fits once a learner has enough reviews, then again after 500 new logs', async () => {
      const { session } = await learnerWith(1500);
      await rate(session, 0);
      await reviewFitsIdle();
      const first = await settingsOf(session);
      expect(first.fittedAt).not.toBeNull();
      expect(first.fittedReviews).toBe(first.reviews);

      // Logs made after that fit: one short of the threshold with the rating below…
      const later = generateReviewHistory({
        logs: REFIT_AFTER_LOGS - 2,
        deckId: 'later',
        start: new Date(Date.parse(first.fittedAt!) + MINUTE_MS),
      });
      await insertReviewLogs(context.db, session.userId, later);
      await rate(session, 1);
      await reviewFitsIdle();
      expect((await settingsOf(session)).fittedAt).toBe(first.fittedAt);

      // …and the 500th.
      await rate(session, 2);
      await reviewFitsIdle();
      const second = await settingsOf(session);
      expect(Date.parse(second.fittedAt!)).toBeGreaterThan(Date.parse(first.fittedAt!));
      expect(second.fittedReviews).toBeGreaterThan(first.fittedReviews!);
    });

    it('leaves a learner with too few reviews on the defaults', async () => {
      const { session } = await learnerWith(30);
      await rate(session, 0);
      await reviewFitsIdle();
      expect(await settingsOf(session)).toMatchObject({ fittedAt: null, parameters: null });
    });
  });
});
