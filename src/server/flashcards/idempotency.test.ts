// POST /api/flashcards/reviews with an Idempotency-Key and a reviewedAt (issue 29 item 3): a rating sent again
// by a device's outbox is recorded once, at the time it was made; a rating older than the card's last review is
// logged beside it without moving the later schedule.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewCard } from '@shared/flashcards/review-scheduler';
import {
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
  REVIEWED_AT_FUTURE_MESSAGE,
  REVIEWED_AT_SKEW_MS,
  REVIEWED_AT_TOO_OLD_MESSAGE,
  type Deck,
  type ScheduledCard,
} from '@shared/schemas/flashcards';
import { reviewLogs, reviewRequests, reviewSchedule } from '../db/schema';
import { bearerHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import {
  forEachDatabase,
  JSON_HEADERS,
  onOneDatabase,
  type DatabaseContext,
} from '../test/test-app';
import {
  bodyHashOf,
  PRUNE_ONE_IN,
  pruneReviewRequests,
  pruneReviewRequestsSometimes,
  REVIEW_REQUEST_KEEP_DAYS,
} from './idempotency';
import { CARD_NOT_IN_DECK_MESSAGE } from './reviews';

const DAY_MS = 86_400_000;

interface Rating {
  cardKey?: string;
  rating?: 'again' | 'good';
  reviewedAt?: string;
  key?: string;
}

/** The database checks both runs share: an account, its deck and what a rating left behind. */
function ratingHelpers(context: DatabaseContext) {
  const newUser = () => createSignedInUser(context.app, { name: 'Offline Learner' });
  const deckOf = async (session: TestSession) => {
    const { deck } = expectOk<{ deck: Deck }>(
      await callApi(context.app, session, 'POST', '/api/flashcards/decks', {
        name: 'Train deck',
        cards: [
          { term: 'term 1', meaning: 'meaning 1' },
          { term: 'term 2', meaning: 'meaning 2' },
        ],
      }),
      201,
    );
    return deck;
  };
  const rate = (
    session: TestSession,
    deckId: string,
    { cardKey = 'term 1', rating = 'good', reviewedAt, key }: Rating = {},
  ): Promise<LightMyRequestResponse> =>
    context.app.inject({
      method: 'POST',
      url: '/api/flashcards/reviews',
      headers: {
        ...JSON_HEADERS,
        ...bearerHeaders(session),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: JSON.stringify({
        deckId,
        cardKey,
        rating,
        ...(reviewedAt === undefined ? {} : { reviewedAt }),
      }),
    });
  const logsOf = (userId: string, deckId: string) =>
    context.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.deckId, deckId)))
      .orderBy(reviewLogs.reviewedAt);
  const scheduleOf = async (userId: string, deckId: string, cardKey = 'term 1') => {
    const [row] = await context.db
      .select()
      .from(reviewSchedule)
      .where(
        and(
          eq(reviewSchedule.userId, userId),
          eq(reviewSchedule.deckId, deckId),
          eq(reviewSchedule.cardKey, cardKey),
        ),
      );
    return row;
  };
  const keysOf = (userId: string) =>
    context.db.select().from(reviewRequests).where(eq(reviewRequests.userId, userId));
  return { newUser, deckOf, rate, logsOf, scheduleOf, keysOf };
}

forEachDatabase('Ratings sent again with an Idempotency-Key', (context) => {
  const { newUser, deckOf, rate, logsOf, scheduleOf, keysOf } = ratingHelpers(context);

  it('answers a repeat with the first answer and logs the rating once', async () => {
    const user = await newUser();
    const deck = await deckOf(user);
    const key = randomUUID();
    const first = await rate(user, deck.id, { key });
    const firstBody = expectOk<{ card: ScheduledCard }>(first);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    // The card moves on in between (another rating): the repeat still answers the first result.
    expectOk(await rate(user, deck.id, { key: randomUUID() }));

    const repeat = await rate(user, deck.id, { key });
    expect(expectOk<{ card: ScheduledCard }>(repeat)).toEqual(firstBody);
    expect(repeat.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await logsOf(user.userId, deck.id)).toHaveLength(2);
    expect((await scheduleOf(user.userId, deck.id))?.reps).toBe(2);
    const stored = (await keysOf(user.userId)).find((row) => row.key === key);
    expect(stored).toMatchObject({ status: 200, response: { body: firstBody } });
  });

  it('records one rating for concurrent requests with the same key', async () => {
    const user = await newUser();
    const deck = await deckOf(user);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => rate(user, deck.id, { key })),
    );
    const bodies = responses.map((response) => expectOk<{ card: ScheduledCard }>(response));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(
      responses.filter((response) => response.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true'),
    ).toHaveLength(3);
    expect(await logsOf(user.userId, deck.id)).toHaveLength(1);
    expect((await scheduleOf(user.userId, deck.id))?.reps).toBe(1);
  });

  it('refuses the same key with another rating (422) and records nothing for it', async () => {
    const user = await newUser();
    const deck = await deckOf(user);
    const key = randomUUID();
    expectOk(await rate(user, deck.id, { key, rating: 'good' }));
    expectApiError(
      await rate(user, deck.id, { key, rating: 'again' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      IDEMPOTENCY_KEY_REUSED_MESSAGE,
    );
    expectApiError(
      await rate(user, deck.id, { key, cardKey: 'term 2' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      IDEMPOTENCY_KEY_REUSED_MESSAGE,
    );
    expect((await logsOf(user.userId, deck.id)).map((log) => log.rating)).toEqual(['good']);
  });

  it('keeps keys per account, and no key for a refused rating', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceDeck = await deckOf(alice);
    const bobDeck = await deckOf(bob);
    const key = randomUUID();
    expectOk(await rate(alice, aliceDeck.id, { key }));
    expectOk(await rate(bob, bobDeck.id, { key }));
    expect(await logsOf(bob.userId, bobDeck.id)).toHaveLength(1);

    // Refused, so rolled back with its key: a repeat is refused the same way, and nothing is kept.
    const refusedKey = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++)
      expectApiError(
        await rate(alice, aliceDeck.id, { key: refusedKey, cardKey: 'not a card' }),
        404,
        'NOT_FOUND',
        CARD_NOT_IN_DECK_MESSAGE,
      );
    expect((await keysOf(alice.userId)).map((row) => row.key)).toEqual([key]);
  });

  it('schedules and logs a rating at its reviewedAt', async () => {
    const user = await newUser();
    const deck = await deckOf(user);
    const madeAt = new Date(Date.now() - 2 * DAY_MS);
    const { card } = expectOk<{ card: ScheduledCard }>(
      await rate(user, deck.id, { key: randomUUID(), reviewedAt: madeAt.toISOString() }),
    );
    const expected = reviewCard(null, 'good', madeAt).card;
    expect(card.state.lastReview).toBe(madeAt.toISOString());
    expect(card.state.due).toBe(expected.due);
    const [log] = await logsOf(user.userId, deck.id);
    expect(log?.reviewedAt).toEqual(madeAt);
    // Made two days ago, so not today's: the daily limits count it for its own day.
    const { doneToday } = expectOk<{ doneToday: { newCards: number } }>(
      await callApi(context.app, user, 'GET', `/api/flashcards/reviews?deckId=${deck.id}`),
    );
    expect(doneToday.newCards).toBe(0);
  });

  it('keeps both logs of a conflict and the schedule of the later review', async () => {
    const user = await newUser();
    const deck = await deckOf(user);
    const phoneAt = new Date(Date.now() - 3 * 60 * 60_000);
    const laptopAt = new Date(Date.now() - 60 * 60_000);
    const tabletAt = new Date(Date.now() - 2 * 60 * 60_000);
    // Rated on the laptop an hour ago (online), then the phone, offline three hours ago, comes back.
    const laptop = expectOk<{ card: ScheduledCard }>(
      await rate(user, deck.id, { reviewedAt: laptopAt.toISOString(), rating: 'good' }),
    );
    const phone = expectOk<{ card: ScheduledCard }>(
      await rate(user, deck.id, {
        key: randomUUID(),
        reviewedAt: phoneAt.toISOString(),
        rating: 'again',
      }),
    );
    expect(phone).toEqual(laptop);
    const row = await scheduleOf(user.userId, deck.id);
    expect(row?.lastReview).toEqual(laptopAt);
    expect(row?.reps).toBe(1);
    // A third device in between: its log replays the phone's review before it, not the laptop's after it.
    expectOk(
      await rate(user, deck.id, {
        key: randomUUID(),
        reviewedAt: tabletAt.toISOString(),
        rating: 'good',
      }),
    );
    const logs = await logsOf(user.userId, deck.id);
    expect(logs.map((log) => [log.reviewedAt, log.rating, log.state])).toEqual([
      [phoneAt, 'again', 'new'],
      [tabletAt, 'good', 'learning'],
      [laptopAt, 'good', 'new'],
    ]);
    const afterPhone = reviewCard(null, 'again', phoneAt).card;
    expect(logs[1]).toMatchObject({
      stability: afterPhone.stability,
      difficulty: afterPhone.difficulty,
    });
    expect(await scheduleOf(user.userId, deck.id)).toEqual(row);
  });

  it('deletes keys older than the time a rating may be sent late, and only those', async () => {
    const user = await newUser();
    const now = new Date();
    const expired = new Date(now.getTime() - (REVIEW_REQUEST_KEEP_DAYS + 1) * DAY_MS);
    const kept = new Date(now.getTime() - (REVIEW_REQUEST_KEEP_DAYS - 1) * DAY_MS);
    const response = { bodyHash: 'x', body: null };
    await context.db.insert(reviewRequests).values([
      { userId: user.userId, key: 'expired-key', status: 200, response, createdAt: expired },
      { userId: user.userId, key: 'kept-key-1', status: 200, response, createdAt: kept },
    ]);
    expect(await pruneReviewRequests(context.db, now)).toBeGreaterThanOrEqual(1);
    expect((await keysOf(user.userId)).map((row) => row.key)).toEqual(['kept-key-1']);
  });
});

onOneDatabase('Idempotency-Key and reviewedAt validation', (context) => {
  const { newUser, deckOf, rate, logsOf, keysOf } = ratingHelpers(context);
  let user: TestSession;
  let deckId: string;
  beforeEach(async () => {
    user ??= await newUser();
    deckId ??= (await deckOf(user)).id;
  });

  it('refuses a key that is too short, too long or has other characters', async () => {
    for (const key of ['short', 'k'.repeat(201), 'has space in it', 'semi;colon;key'])
      expectApiError(
        await rate(user, deckId, { key }),
        400,
        'VALIDATION_FAILED',
        IDEMPOTENCY_KEY_MESSAGE,
      );
    expect(await logsOf(user.userId, deckId)).toEqual([]);
  });

  it('refuses a reviewedAt too old or too far ahead, and counts a little ahead as now', async () => {
    const tooOld = new Date(Date.now() - 31 * DAY_MS).toISOString();
    expectApiError(
      await rate(user, deckId, { key: randomUUID(), reviewedAt: tooOld }),
      400,
      'VALIDATION_FAILED',
      REVIEWED_AT_TOO_OLD_MESSAGE,
    );
    const farAhead = new Date(Date.now() + REVIEWED_AT_SKEW_MS + 60_000).toISOString();
    expectApiError(
      await rate(user, deckId, { reviewedAt: farAhead }),
      400,
      'VALIDATION_FAILED',
      REVIEWED_AT_FUTURE_MESSAGE,
    );
    expectApiError(
      await rate(user, deckId, { reviewedAt: 'yesterday' }),
      400,
      'VALIDATION_FAILED',
      'reviewedAt must be an ISO date-time.',
    );
    expect(await logsOf(user.userId, deckId)).toEqual([]);

    const ahead = new Date(Date.now() + REVIEWED_AT_SKEW_MS - 60_000);
    expectOk(await rate(user, deckId, { reviewedAt: ahead.toISOString() }));
    const afterAnswer = Date.now();
    const [log] = await logsOf(user.userId, deckId);
    expect(log!.reviewedAt.getTime()).toBeLessThanOrEqual(afterAnswer);
  });

  it('records a rating without a key as before, and keeps no key for it', async () => {
    const other = await newUser();
    const deck = await deckOf(other);
    expectOk(await rate(other, deck.id));
    expectOk(await rate(other, deck.id));
    expect(await logsOf(other.userId, deck.id)).toHaveLength(2);
    expect(await keysOf(other.userId)).toEqual([]);
  });
});

describe('review request keys', () => {
  it('hash a rating by its fields, whatever else differs', () => {
    const rating = { deckId: 'd', cardKey: 'term 1', rating: 'good' as const };
    expect(bodyHashOf(rating)).toBe(bodyHashOf({ rating: 'good', cardKey: 'term 1', deckId: 'd' }));
    expect(bodyHashOf(rating)).not.toBe(bodyHashOf({ ...rating, rating: 'again' }));
    expect(bodyHashOf(rating)).not.toBe(
      bodyHashOf({ ...rating, reviewedAt: '2026-01-01T00:00:00.000Z' }),
    );
  });

  it(`prune about one time in ${PRUNE_ONE_IN}`, async () => {
    let pruned = 0;
    const db = {
      delete: () => {
        pruned += 1;
        return { where: () => ({ returning: () => Promise.resolve([]) }) };
      },
    } as unknown as Parameters<typeof pruneReviewRequests>[0];
    const log = { warn: () => undefined } as unknown as Parameters<
      typeof pruneReviewRequestsSometimes
    >[2];
    await pruneReviewRequestsSometimes(db, new Date(), log, () => 0.5);
    expect(pruned).toBe(0);
    await pruneReviewRequestsSometimes(db, new Date(), log, () => 0.5 / PRUNE_ONE_IN);
    expect(pruned).toBe(1);
  });
});
