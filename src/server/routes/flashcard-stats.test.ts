// GET /api/flashcards/stats (issue 29 item 2): exact numbers for a small hand-made history read in a zone west of
// UTC (days start at local midnight, around a daylight-saving change), the same history in UTC, an empty account,
// other accounts' rows and dead decks left out, 401 signed out and the zone validated. The counts per quarter hour
// it reads (review_log_buckets, kept by triggers on review_logs) are checked against the logs themselves after
// every way this codebase writes, changes or removes logs.
//
// The clock is frozen (Date only) so "today" is a known day; PostgreSQL runs share one database with other files,
// so every number is about this file's own fresh accounts.
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_DECK_ID } from '@shared/flashcards/deck-ids';
import {
  reviewCard,
  type ReviewLogEntry,
  type ReviewRating,
  type ReviewStateName,
} from '@shared/flashcards/review-scheduler';
import { MATURE_INTERVAL_DAYS, STATS_FORECAST_DAYS } from '@shared/flashcards/review-stats';
import type { Deck } from '@shared/schemas/flashcards';
import {
  statsResponseSchema,
  UNKNOWN_TIME_ZONE_MESSAGE,
  type StatsResponse,
} from '@shared/schemas/flashcard-stats';
import { UNSAFE_TEXT_MESSAGE } from '@shared/schemas/text';
import { flashcardDecks, reviewLogBuckets, reviewLogs, reviewSchedule, user } from '../db/schema';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createForeignDeck, FIXTURE_CARDS } from '../test/flashcard-fixtures';
import { forEachDatabase } from '../test/test-app';

/** 10:00 in New York (EST, UTC−5: daylight saving starts on 14 March 2027). */
const NOW = new Date('2027-03-10T15:00:00Z');
const NEW_YORK = 'America/New_York';
/** The forecast's days from 10 March 2027 on. */
const FORECAST_DATES = Array.from({ length: STATS_FORECAST_DAYS }, (_, index) =>
  new Date(Date.UTC(2027, 2, 10 + index)).toISOString().slice(0, 10),
);

forEachDatabase('Flashcard statistics API', (context) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  const statsOf = async (session: TestSession, query = '') => {
    const body = expectOk<StatsResponse>(
      await callApi(context.app, session, 'GET', `/api/flashcards/stats${query}`),
    );
    expect(() => statsResponseSchema.parse(body)).not.toThrow();
    return body;
  };

  const log = (
    session: TestSession,
    at: string,
    state: ReviewStateName,
    rating: ReviewRating,
    scheduledDays = 0,
  ) => ({
    userId: session.userId,
    deckId: DEFAULT_DECK_ID,
    cardKey: `card reviewed at ${at}`,
    rating,
    state,
    due: new Date(at),
    stability: 3,
    difficulty: 5,
    elapsedDays: scheduledDays,
    lastElapsedDays: 0,
    scheduledDays,
    learningSteps: 0,
    reviewedAt: new Date(at),
  });

  const scheduled = (
    session: TestSession,
    cardKey: string,
    state: ReviewStateName,
    due: string,
    deckId: string = DEFAULT_DECK_ID,
  ) => ({
    userId: session.userId,
    deckId,
    cardKey,
    state,
    due: new Date(due),
    stability: 3,
    difficulty: 5,
    elapsedDays: 1,
    scheduledDays: 1,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    lastReview: new Date('2027-03-01T12:00:00Z'),
  });

  /** Alice's year: logs on both sides of local midnights and of the calendar's first day, and her schedule. */
  async function aliceWithHistory() {
    const alice = await createSignedInUser(context.app, { name: 'Alice Stats' });
    await context.db.insert(reviewLogs).values([
      // 366 days back in New York (23:30 EDT on 10 March 2026): only in the total.
      log(alice, '2026-03-11T03:30:00Z', 'review', 'good', 30),
      // 00:30 EDT on 11 March 2026, the calendar's first day: a young card forgotten.
      log(alice, '2026-03-11T05:30:00Z', 'review', 'again', 2),
      log(alice, '2027-01-15T12:00:00Z', 'relearning', 'good'),
      log(alice, '2027-02-01T12:00:00Z', 'review', 'good', 30),
      // An interval of exactly 21 days is mature; 20 is young.
      log(alice, '2027-02-01T13:00:00Z', 'review', 'again', 21),
      log(alice, '2027-02-01T14:00:00Z', 'review', 'good', 40),
      log(alice, '2027-02-01T15:00:00Z', 'review', 'good', 20),
      log(alice, '2027-03-09T16:00:00Z', 'learning', 'again'),
      log(alice, '2027-03-09T20:00:00Z', 'review', 'again', 5),
      // 22:00 on 9 March in New York, already 10 March in UTC.
      log(alice, '2027-03-10T03:00:00Z', 'review', 'good', 5),
      log(alice, '2027-03-10T14:00:00Z', 'new', 'good'),
    ]);
    const [ownDeck] = await context.db
      .insert(flashcardDecks)
      .values({
        userId: alice.userId,
        name: 'Alice’s deck',
        description: 'Custom deck',
        localeHint: 'Custom',
        cards: FIXTURE_CARDS,
      })
      .returning({ id: flashcardDecks.id });
    const foreignDeckId = await createForeignDeck(context.db);
    await context.db.insert(reviewSchedule).values([
      scheduled(alice, 'a', 'new', '2027-03-10T14:00:00Z'),
      scheduled(alice, 'b', 'learning', '2027-03-10T20:00:00Z'),
      scheduled(alice, 'c', 'review', '2027-03-01T00:00:00Z'),
      // 23:30 on 10 March in New York; 11 March in UTC.
      scheduled(alice, 'd', 'review', '2027-03-11T04:30:00Z'),
      scheduled(alice, 'e', 'review', '2027-03-11T05:30:00Z'),
      scheduled(alice, 'f', 'relearning', '2027-03-20T12:00:00Z'),
      // 23:00 EDT on 8 April, the forecast's last day; an hour later is past it (but still a card in review).
      scheduled(alice, 'g', 'review', '2027-04-09T03:00:00Z'),
      scheduled(alice, 'h', 'review', '2027-04-09T05:00:00Z'),
      scheduled(alice, 'no cap', 'review', '2027-03-12T17:00:00Z', ownDeck!.id),
      // Not decks of hers: a deck the content does not have, and another account's deck.
      scheduled(alice, 'i', 'review', '2027-03-01T00:00:00Z', 'no_such_deck'),
      scheduled(alice, 'no cap', 'review', '2027-03-01T00:00:00Z', foreignDeckId),
    ]);
    return alice;
  }

  /** Another learner's rows, which must never show in Alice's numbers. */
  async function someoneElse() {
    const bob = await createSignedInUser(context.app, { name: 'Bob Stats' });
    await context.db
      .insert(reviewLogs)
      .values(log(bob, '2027-03-10T12:00:00Z', 'review', 'again', 30));
    await context.db
      .insert(reviewSchedule)
      .values(scheduled(bob, 'a', 'review', '2027-03-01T00:00:00Z'));
    return bob;
  }

  /** The forecast's days with cards due. */
  const dueDays = (stats: StatsResponse) => stats.forecast.filter((day) => day.due > 0);

  it('counts days, retention, states and the forecast in the learner’s zone', async () => {
    const alice = await aliceWithHistory();
    await someoneElse();
    const stats = await statsOf(alice, `?tz=${encodeURIComponent(NEW_YORK)}`);

    expect(stats.totalReviews).toBe(11);
    expect(stats.calendar).toEqual([
      { date: '2026-03-11', reviews: 1 },
      { date: '2027-01-15', reviews: 1 },
      { date: '2027-02-01', reviews: 4 },
      { date: '2027-03-09', reviews: 3 },
      { date: '2027-03-10', reviews: 1 },
    ]);
    expect(stats.retention).toEqual({
      young: { reviews: 4, passed: 2, rate: 0.5 },
      mature: { reviews: 3, passed: 2, rate: 2 / 3 },
    });
    expect(stats.states).toEqual({ new: 1, learning: 1, review: 6, relearning: 1 });

    expect(stats.forecast).toHaveLength(STATS_FORECAST_DAYS);
    expect(stats.forecast[0]).toEqual({ date: '2027-03-10', due: 4 });
    expect(stats.forecast.at(-1)).toEqual({ date: '2027-04-08', due: 1 });
    expect(dueDays(stats)).toEqual([
      { date: '2027-03-10', due: 4 },
      { date: '2027-03-11', due: 1 },
      { date: '2027-03-12', due: 1 },
      { date: '2027-03-20', due: 1 },
      { date: '2027-04-08', due: 1 },
    ]);
    // Every day is there, one after the other.
    expect(stats.forecast.map((day) => day.date)).toEqual(FORECAST_DATES);
  });

  it('reads the days in UTC without a zone', async () => {
    const alice = await aliceWithHistory();
    const stats = await statsOf(alice);

    expect(stats.totalReviews).toBe(11);
    expect(stats.calendar).toEqual([
      { date: '2026-03-11', reviews: 2 },
      { date: '2027-01-15', reviews: 1 },
      { date: '2027-02-01', reviews: 4 },
      { date: '2027-03-09', reviews: 2 },
      { date: '2027-03-10', reviews: 2 },
    ]);
    // 11 March 2026 is the first day in UTC too, and now holds the mature card remembered at 03:30.
    expect(stats.retention).toEqual({
      young: { reviews: 4, passed: 2, rate: 0.5 },
      mature: { reviews: 4, passed: 3, rate: 0.75 },
    });
    expect(stats.states).toEqual({ new: 1, learning: 1, review: 6, relearning: 1 });
    // The card due at 03:00 UTC on 9 April falls after the forecast's last day.
    expect(dueDays(stats)).toEqual([
      { date: '2027-03-10', due: 3 },
      { date: '2027-03-11', due: 2 },
      { date: '2027-03-12', due: 1 },
      { date: '2027-03-20', due: 1 },
    ]);
  });

  it('answers zeros and no days for a learner who never reviewed', async () => {
    const newcomer = await createSignedInUser(context.app, { name: 'New Learner' });
    await someoneElse();
    const stats = await statsOf(newcomer, '?tz=Asia%2FKolkata');
    expect(stats).toEqual({
      totalReviews: 0,
      calendar: [],
      retention: {
        young: { reviews: 0, passed: 0, rate: null },
        mature: { reviews: 0, passed: 0, rate: null },
      },
      states: { new: 0, learning: 0, review: 0, relearning: 0 },
      forecast: FORECAST_DATES.map((date) => ({ date, due: 0 })),
    });
  });

  it('answers 401 signed out, before looking at the zone', async () => {
    for (const query of ['', '?tz=Not%2FA_Zone']) {
      expectApiError(
        await context.app.inject({ method: 'GET', url: `/api/flashcards/stats${query}` }),
        401,
        'UNAUTHORIZED',
        'Unauthorized: please sign in.',
      );
    }
  });

  it('refuses a zone that is not an IANA name', async () => {
    const learner = await createSignedInUser(context.app, { name: 'Zone Tester' });
    const refused = [
      'Not/A_Zone',
      // Offsets: PostgreSQL would read them as POSIX zones, the sign reversed.
      '+05:00',
      'UTC+5',
      '',
      'Europe/Paris; drop table review_logs',
      `Europe/${'x'.repeat(70)}`,
    ];
    for (const tz of refused) {
      expectApiError(
        await callApi(
          context.app,
          learner,
          'GET',
          `/api/flashcards/stats?tz=${encodeURIComponent(tz)}`,
        ),
        400,
        'VALIDATION_FAILED',
        UNKNOWN_TIME_ZONE_MESSAGE,
      );
    }
    expectApiError(
      await callApi(context.app, learner, 'GET', '/api/flashcards/stats?tz=Europe%2FParis%00'),
      400,
      'VALIDATION_FAILED',
      UNSAFE_TEXT_MESSAGE,
    );
    // Names are case-insensitive in both Intl and PostgreSQL, and old aliases are known to both.
    for (const tz of ['europe/paris', 'Asia/Calcutta', 'Etc/GMT+5', 'UTC']) {
      expect((await statsOf(learner, `?tz=${encodeURIComponent(tz)}`)).totalReviews).toBe(0);
    }
  });

  // --- The counts per quarter hour (review_log_buckets) -------------------------------------------------------

  const QUARTER_HOUR_MS = 15 * 60_000;
  interface Bucket {
    bucket: string;
    reviews: number;
    young: number;
    youngPassed: number;
    mature: number;
    maturePassed: number;
  }

  /** A quarter hour's counts: one review unless told otherwise. */
  const bucket = (start: string, counts: Partial<Bucket> = {}): Bucket => ({
    bucket: new Date(start).toISOString(),
    reviews: 1,
    young: 0,
    youngPassed: 0,
    mature: 0,
    maturePassed: 0,
    ...counts,
  });

  /** The account's quarter hours counted here from its logs, by the rules the statistics state. */
  async function countedFromLogs(userId: string): Promise<Bucket[]> {
    const logs = await context.db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId));
    const buckets = new Map<number, Bucket>();
    for (const row of logs) {
      // The buckets' origin, 2000-01-01 UTC, is a whole number of quarter hours after 1970's.
      const start = Math.floor(row.reviewedAt.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
      const counts = buckets.get(start) ?? bucket(new Date(start).toISOString(), { reviews: 0 });
      counts.reviews += 1;
      const passed = row.rating === 'good' ? 1 : 0;
      if (row.state === 'review' && row.scheduledDays < MATURE_INTERVAL_DAYS) {
        counts.young += 1;
        counts.youngPassed += passed;
      } else if (row.state === 'review') {
        counts.mature += 1;
        counts.maturePassed += passed;
      }
      buckets.set(start, counts);
    }
    return [...buckets.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
  }

  async function storedBuckets(userId: string): Promise<Bucket[]> {
    const rows = await context.db
      .select()
      .from(reviewLogBuckets)
      .where(eq(reviewLogBuckets.userId, userId))
      .orderBy(reviewLogBuckets.bucket);
    return rows.map(({ userId: _userId, bucket: start, ...counts }) => ({
      bucket: start.toISOString(),
      ...counts,
    }));
  }

  /** The stored buckets, after checking they are what the account's logs count. */
  async function bucketsMatchingLogs(userId: string): Promise<Bucket[]> {
    const stored = await storedBuckets(userId);
    expect(stored).toEqual(await countedFromLogs(userId));
    return stored;
  }

  it('counts reviews and imported logs per quarter hour, and keeps them when a deck is deleted', async () => {
    const alice = await createSignedInUser(context.app, { name: 'Alice Buckets' });
    const { deck } = expectOk<{ deck: Deck }>(
      await callApi(context.app, alice, 'POST', '/api/flashcards/decks', {
        name: 'Quarter hours',
        cards: FIXTURE_CARDS,
      }),
      201,
    );
    const rate = async (cardKey: string, rating: ReviewRating, reviewedAt?: string) =>
      expectOk(
        await callApi(context.app, alice, 'POST', '/api/flashcards/reviews', {
          deckId: deck.id,
          cardKey,
          rating,
          ...(reviewedAt === undefined ? {} : { reviewedAt }),
        }),
      );
    // The review path, one log a request: the last instant of a quarter hour, the first of the next, and now.
    await rate('no cap', 'good', '2027-03-01T10:14:59.999Z');
    await rate('no cap', 'again', '2027-03-01T10:15:00.000Z');
    await rate('bussin', 'good');

    // The import path, every log in one statement: some into quarter hours the reviews above already have.
    const imported = (
      at: string,
      state: ReviewStateName,
      rating: ReviewRating,
      scheduledDays: number,
    ): ReviewLogEntry => ({
      ...reviewCard(null, rating, new Date(at)).log,
      state,
      scheduledDays,
      elapsedDays: scheduledDays,
    });
    expectOk(
      await callApi(context.app, alice, 'POST', '/api/flashcards/import', {
        reviews: [
          {
            deckId: deck.id,
            cardKey: 'bussin',
            state: reviewCard(null, 'good', new Date('2027-02-20T23:50:00Z')).card,
            logs: [
              imported('2027-02-20T23:50:00Z', 'relearning', 'good', 0),
              imported('2027-03-01T10:00:00Z', 'review', 'good', MATURE_INTERVAL_DAYS - 1),
              imported('2027-03-01T10:05:00Z', 'review', 'again', MATURE_INTERVAL_DAYS),
              imported('2027-03-01T10:20:00Z', 'review', 'good', MATURE_INTERVAL_DAYS),
              imported('2027-03-01T10:29:59Z', 'review', 'good', MATURE_INTERVAL_DAYS - 1),
            ],
          },
        ],
      }),
    );

    const buckets = await bucketsMatchingLogs(alice.userId);
    // The reviews' own logs are of new and learning cards: they count as reviews only.
    expect(buckets).toEqual([
      bucket('2027-02-20T23:45:00Z'),
      bucket('2027-03-01T10:00:00Z', { reviews: 3, young: 1, youngPassed: 1, mature: 1 }),
      bucket('2027-03-01T10:15:00Z', {
        reviews: 3,
        young: 1,
        youngPassed: 1,
        mature: 1,
        maturePassed: 1,
      }),
      bucket('2027-03-10T15:00:00Z'),
    ]);
    const stats = await statsOf(alice);
    expect(stats.totalReviews).toBe(8);
    expect(stats.retention).toEqual({
      young: { reviews: 2, passed: 2, rate: 1 },
      mature: { reviews: 2, passed: 1, rate: 0.5 },
    });

    // Deleting the deck keeps its logs under other card keys (ADR 007): the counts stay as they were.
    expect(
      (await callApi(context.app, alice, 'DELETE', `/api/flashcards/decks/${deck.id}`)).statusCode,
    ).toBe(204);
    const keys = await context.db
      .select({ cardKey: reviewLogs.cardKey })
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, alice.userId));
    expect(keys.filter(({ cardKey }) => !cardKey.startsWith('deleted:'))).toEqual([]);
    expect(await bucketsMatchingLogs(alice.userId)).toEqual(buckets);
  });

  it('follows logs changed or deleted in place, and goes with a deleted account', async () => {
    const alice = await createSignedInUser(context.app, { name: 'Alice Buckets' });
    const bob = await createSignedInUser(context.app, { name: 'Bob Buckets' });
    await context.db
      .insert(reviewLogs)
      .values([
        log(alice, '2027-03-01T10:00:00Z', 'review', 'good', 3),
        log(alice, '2027-03-01T10:01:00Z', 'learning', 'again'),
        log(alice, '2027-03-02T08:00:00Z', 'review', 'again', 30),
        log(bob, '2027-03-01T10:00:00Z', 'review', 'good', 30),
      ]);
    const alicesLog = (at: string) =>
      and(eq(reviewLogs.userId, alice.userId), eq(reviewLogs.cardKey, `card reviewed at ${at}`));

    // A log moved to another quarter hour and made mature; another deleted, emptying its quarter hour.
    await context.db
      .update(reviewLogs)
      .set({ reviewedAt: new Date('2027-03-02T08:10:00Z'), scheduledDays: 25 })
      .where(alicesLog('2027-03-01T10:00:00Z'));
    await context.db.delete(reviewLogs).where(alicesLog('2027-03-01T10:01:00Z'));
    expect(await bucketsMatchingLogs(alice.userId)).toEqual([
      bucket('2027-03-02T08:00:00Z', { reviews: 2, mature: 2, maturePassed: 1 }),
    ]);

    await context.db.delete(user).where(eq(user.id, alice.userId));
    expect(await storedBuckets(alice.userId)).toEqual([]);
    expect(await bucketsMatchingLogs(bob.userId)).toEqual([
      bucket('2027-03-01T10:00:00Z', { mature: 1, maturePassed: 1 }),
    ]);
  });

  // Only on the embedded database (registered there only, not skipped elsewhere): the PostgreSQL one is shared
  // with the other test files running beside this one.
  if (context.kind === 'pglite')
    it('empties the buckets when the logs are truncated', async () => {
      const alice = await createSignedInUser(context.app, { name: 'Alice Buckets' });
      await context.db.insert(reviewLogs).values(log(alice, '2027-03-01T10:00:00Z', 'new', 'good'));
      expect(await bucketsMatchingLogs(alice.userId)).toHaveLength(1);
      await context.truncate(reviewLogs);
      expect(await context.db.select().from(reviewLogBuckets)).toEqual([]);
    });
});
