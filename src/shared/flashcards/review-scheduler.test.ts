import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewCardStateSchema } from '../schemas/flashcards';
import {
  buildReviewQueue,
  countDoneSince,
  DEFAULT_REVIEW_LIMITS,
  dueCount,
  isDue,
  isLeech,
  laterReviewed,
  LEECH_LAPSES,
  newReviewCard,
  REQUEST_RETENTION,
  reviewCard,
  type ReviewCardState,
  type ReviewLimits,
  type ReviewLogEntry,
  type ReviewRating,
} from './review-scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.parse('2025-03-03T00:00:00.000Z');
const at = (ms: number) => new Date(ms);
const interval = (state: ReviewCardState) => Date.parse(state.due) - Date.parse(state.lastReview!);

/** Reviews one card several times, each at the moment it falls due. */
function reviewAtDue(ratings: ReviewRating[], start = at(START)) {
  let card: ReviewCardState | null = null;
  let now = start;
  const cards: ReviewCardState[] = [];
  const logs: ReviewLogEntry[] = [];
  for (const rating of ratings) {
    const result = reviewCard(card, rating, now);
    card = result.card;
    cards.push(card);
    logs.push(result.log);
    now = new Date(card.due);
  }
  return { cards, logs, last: card!, now };
}

describe('constants of issue 11 item 4', () => {
  it('uses retention 0.9, Anki’s 20 new / 200 reviews a day and leeches at 8 lapses', () => {
    expect(REQUEST_RETENTION).toBe(0.9);
    expect(DEFAULT_REVIEW_LIMITS).toEqual({ newPerDay: 20, reviewsPerDay: 200 });
    expect(LEECH_LAPSES).toBe(8);
  });
});

describe('newReviewCard and isDue', () => {
  it('is a new card, never reviewed, due at once', () => {
    const now = at(START + 9 * HOUR);
    const card = newReviewCard(now);
    expect(card).toMatchObject({
      state: 'new',
      reps: 0,
      lapses: 0,
      lastReview: null,
      due: now.toISOString(),
    });
    expect(isDue(card, now)).toBe(true);
    expect(isDue(card, at(now.getTime() - 1))).toBe(false);
  });
});

describe('reviewCard', () => {
  it('takes a new card rated good to learning, then to review with growing intervals', () => {
    const { cards } = reviewAtDue(['good', 'good', 'good', 'good', 'good']);
    expect(cards.map((card) => card.state)).toEqual([
      'learning',
      'review',
      'review',
      'review',
      'review',
    ]);
    expect(cards.map((card) => card.reps)).toEqual([1, 2, 3, 4, 5]);
    // The learning step is minutes; once in review, whole days that keep growing.
    expect(interval(cards[0]!)).toBeLessThan(HOUR);
    expect(cards[1]!.scheduledDays).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < cards.length; i += 1) {
      expect(interval(cards[i]!)).toBeGreaterThan(interval(cards[i - 1]!));
      expect(cards[i]!.stability).toBeGreaterThanOrEqual(cards[i - 1]!.stability);
    }
    // Each successful review in the review state makes the memory stronger.
    for (let i = 2; i < cards.length; i += 1)
      expect(cards[i]!.stability).toBeGreaterThan(cards[i - 1]!.stability);
    expect(cards.every((card) => card.lapses === 0)).toBe(true);
  });

  it('schedules for 90 % retention: a review interval is the stability, when recall falls to 90 %', () => {
    const reviews = reviewAtDue(['good', 'good', 'good', 'good', 'good', 'good']).cards.filter(
      (card) => card.state === 'review',
    );
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    for (const card of reviews) {
      expect(Math.abs(card.scheduledDays - card.stability)).toBeLessThanOrEqual(1);
      expect(interval(card)).toBe(card.scheduledDays * DAY);
    }
  });

  it('treats no state as a new card reviewed now', () => {
    const now = at(START + 8 * HOUR);
    expect(reviewCard(null, 'good', now)).toEqual(reviewCard(newReviewCard(now), 'good', now));
    expect(reviewCard(null, 'again', now).log.state).toBe('new');
  });

  it('sends a review card rated again to relearning with one more lapse, a short step and lower stability', () => {
    const { last: reviewed, now } = reviewAtDue(['good', 'good', 'good']);
    expect(reviewed.state).toBe('review');
    const { card, log } = reviewCard(reviewed, 'again', now);
    expect(card.state).toBe('relearning');
    expect(card.lapses).toBe(reviewed.lapses + 1);
    expect(card.reps).toBe(reviewed.reps + 1);
    expect(card.stability).toBeLessThan(reviewed.stability);
    expect(interval(card)).toBeLessThan(HOUR);
    expect(log).toMatchObject({ rating: 'again', state: 'review' });

    const back = reviewCard(card, 'good', new Date(card.due)).card;
    expect(back.state).toBe('review');
    expect(back.lapses).toBe(1);
  });

  it('does not count again on a new or learning card as a lapse', () => {
    const { cards } = reviewAtDue(['again', 'again', 'good', 'again']);
    expect(cards.map((card) => card.state)).toEqual([
      'learning',
      'learning',
      'learning',
      'learning',
    ]);
    expect(cards.every((card) => card.lapses === 0)).toBe(true);
  });

  it('logs the card’s state before each review and when it happened', () => {
    const { cards, logs } = reviewAtDue(['good', 'good', 'again', 'good']);
    const before = [newReviewCard(at(START)), ...cards.slice(0, -1)];
    const reviewedAt = [START, ...cards.slice(0, -1).map((card) => Date.parse(card.due))];
    logs.forEach((log, i) => {
      expect(log.state).toBe(before[i]!.state);
      expect(log.stability).toBe(before[i]!.stability);
      expect(log.difficulty).toBe(before[i]!.difficulty);
      expect(log.reviewedAt).toBe(at(reviewedAt[i]!).toISOString());
      expect(cards[i]!.lastReview).toBe(log.reviewedAt);
    });
    expect(logs.map((log) => log.rating)).toEqual(['good', 'good', 'again', 'good']);
    expect(logs.map((log) => log.state)).toEqual(['new', 'learning', 'review', 'relearning']);
  });

  it('marks a card forgotten 8 times a leech, not before', () => {
    let card = reviewAtDue(['good', 'good']).last;
    let now = new Date(card.due);
    const leechAfter: boolean[] = [];
    for (let lapse = 1; lapse <= LEECH_LAPSES; lapse += 1) {
      expect(card.state).toBe('review');
      card = reviewCard(card, 'again', now).card;
      expect(card.lapses).toBe(lapse);
      leechAfter.push(isLeech(card));
      while (card.state !== 'review') {
        now = new Date(card.due);
        card = reviewCard(card, 'good', now).card;
      }
      now = new Date(card.due);
    }
    expect(leechAfter).toEqual([false, false, false, false, false, false, false, true]);
    expect(isLeech({ ...card, lapses: LEECH_LAPSES - 1 })).toBe(false);
  });

  it('does not read the real clock: the same injected time gives the same schedule', () => {
    vi.useFakeTimers();
    try {
      const now = at(START + 10 * HOUR);
      vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
      const first = reviewAtDue(['good', 'good', 'again', 'good'], now);
      const firstNew = newReviewCard(now);
      vi.setSystemTime(new Date('2040-06-15T12:00:00Z'));
      expect(reviewAtDue(['good', 'good', 'again', 'good'], now)).toEqual(first);
      expect(newReviewCard(now)).toEqual(firstNew);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('JSON round trip', () => {
  it('keeps states and logs unchanged through JSON, and a parsed state schedules exactly like the original', () => {
    const { cards, logs, now } = reviewAtDue(['good', 'again', 'good', 'good', 'again', 'good']);
    for (const state of [newReviewCard(at(START)), ...cards]) {
      const parsed = JSON.parse(JSON.stringify(state)) as ReviewCardState;
      expect(parsed).toEqual(state);
      expect(reviewCardStateSchema.parse(parsed)).toEqual(state);
      for (const rating of ['again', 'good'] as const) {
        const later = new Date(Math.max(now.getTime(), Date.parse(state.due)));
        expect(reviewCard(parsed, rating, later)).toEqual(reviewCard(state, rating, later));
      }
    }
    expect(JSON.parse(JSON.stringify(logs))).toEqual(logs);
  });
});

describe('laterReviewed', () => {
  const base = reviewAtDue(['good', 'good']).last;

  it('picks the schedule reviewed later, whichever side it is on', () => {
    const earlier = { ...base, lastReview: '2025-03-04T10:00:00.000Z', reps: 9 };
    const later = { ...base, lastReview: '2025-03-05T10:00:00.000Z', reps: 2 };
    expect(laterReviewed(earlier, later)).toBe(later);
    expect(laterReviewed(later, earlier)).toBe(later);
  });

  it('prefers any reviewed schedule to one never reviewed', () => {
    const never = newReviewCard(at(START + 30 * DAY));
    expect(laterReviewed(never, base)).toBe(base);
    expect(laterReviewed(base, never)).toBe(base);
  });

  it('picks the one with more reps on a tie, the first when reps tie too', () => {
    const fewer = { ...base, reps: 3 };
    const more = { ...base, reps: 4 };
    expect(laterReviewed(fewer, more)).toBe(more);
    expect(laterReviewed(more, fewer)).toBe(more);
    const twin = { ...base };
    expect(laterReviewed(base, twin)).toBe(base);
    expect(laterReviewed(twin, base)).toBe(twin);
  });

  it('compares instants, not strings, across time-zone offsets', () => {
    const utc = { ...base, lastReview: '2025-03-05T10:00:00.000Z', reps: 1 };
    const plusTwo = { ...base, lastReview: '2025-03-05T11:00:00.000+02:00', reps: 5 }; // 09:00 UTC: earlier
    expect(laterReviewed(utc, plusTwo)).toBe(utc);
  });
});

describe('countDoneSince', () => {
  it('counts reviews from the start of the day on, first reviews as new cards', () => {
    const dayStart = at(START + DAY);
    const logs = [
      { state: 'new' as const, reviewedAt: at(START + DAY - 1).toISOString() },
      { state: 'new' as const, reviewedAt: dayStart.toISOString() },
      { state: 'learning' as const, reviewedAt: at(START + DAY + HOUR).toISOString() },
      { state: 'review' as const, reviewedAt: at(START + DAY + 2 * HOUR).toISOString() },
      { state: 'relearning' as const, reviewedAt: at(START + DAY + 3 * HOUR).toISOString() },
      { state: 'new' as const, reviewedAt: at(START + DAY + 4 * HOUR).toISOString() },
      { state: 'review' as const, reviewedAt: at(START + 2 * HOUR).toISOString() },
    ];
    expect(countDoneSince(logs, dayStart)).toEqual({ newCards: 2, reviews: 3 });
    expect(countDoneSince([], dayStart)).toEqual({ newCards: 0, reviews: 0 });
  });
});

describe('buildReviewQueue and dueCount', () => {
  const now = at(START + 10 * DAY);
  const reviewDueIn = (days: number): ReviewCardState => {
    const card = reviewAtDue(['good', 'good']).last;
    return { ...card, due: at(now.getTime() + days * DAY).toISOString() };
  };
  const cardKeys = ['a', 'b', 'c', 'd', 'e', 'f'];
  const states = new Map<string, ReviewCardState>([
    ['b', reviewDueIn(-2)],
    ['d', reviewDueIn(-1)],
    ['e', reviewDueIn(1)],
    ['f', newReviewCard(at(now.getTime() - 3 * DAY))], // added from a translation three days ago
  ]);
  const high: ReviewLimits = { newPerDay: 9999, reviewsPerDay: 9999 };
  const none = { newCards: 0, reviews: 0 };
  const queue = (limits: ReviewLimits, doneToday = none) =>
    buildReviewQueue({ cardKeys, states, now, limits, doneToday });

  it('puts due cards first, most overdue first, then unseen cards in deck order; not-yet-due cards stay out', () => {
    expect(queue(high)).toEqual(['f', 'b', 'd', 'a', 'c']);
    expect(queue(DEFAULT_REVIEW_LIMITS)).toEqual(['f', 'b', 'd', 'a', 'c']);
  });

  it('counts a never-reviewed scheduled card against the new-card limit', () => {
    expect(queue({ newPerDay: 1, reviewsPerDay: 9999 })).toEqual(['f', 'b', 'd']);
    expect(queue({ newPerDay: 2, reviewsPerDay: 9999 })).toEqual(['f', 'b', 'd', 'a']);
    expect(queue({ newPerDay: 0, reviewsPerDay: 9999 })).toEqual(['b', 'd']);
  });

  it('keeps the most overdue reviews within the review limit', () => {
    expect(queue({ newPerDay: 9999, reviewsPerDay: 1 })).toEqual(['f', 'b', 'a', 'c']);
    expect(queue({ newPerDay: 9999, reviewsPerDay: 0 })).toEqual(['f', 'a', 'c']);
  });

  it('takes what was done today off the limits, never below zero', () => {
    expect(queue({ newPerDay: 3, reviewsPerDay: 2 }, { newCards: 2, reviews: 1 })).toEqual([
      'f',
      'b',
    ]);
    expect(queue(DEFAULT_REVIEW_LIMITS, { newCards: 25, reviews: 250 })).toEqual([]);
    expect(queue(DEFAULT_REVIEW_LIMITS, { newCards: 20, reviews: 0 })).toEqual(['b', 'd']);
  });

  it('counts due cards, including never-reviewed scheduled ones, and agrees with an unlimited queue', () => {
    expect(dueCount(cardKeys, states, now)).toBe(3);
    expect(dueCount(cardKeys, states, at(now.getTime() + 2 * DAY))).toBe(4);
    expect(dueCount(cardKeys, new Map(), now)).toBe(0);
    expect(queue(high).filter((key) => states.has(key))).toHaveLength(
      dueCount(cardKeys, states, now),
    );
  });

  it('ignores schedules of cards no longer in the deck', () => {
    const withStale = new Map(states).set('gone', reviewDueIn(-5));
    expect(
      buildReviewQueue({ cardKeys, states: withStale, now, limits: high, doneToday: none }),
    ).not.toContain('gone');
    expect(dueCount(cardKeys, withStale, now)).toBe(3);
  });
});

describe('eight weeks of daily study of a 30-card deck', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the queue, the limits and the intervals right every day', () => {
    const cardKeys = Array.from({ length: 30 }, (_, i) => `card-${String(i).padStart(2, '0')}`);
    const limits: ReviewLimits = { newPerDay: 4, reviewsPerDay: 5 };
    const high: ReviewLimits = { newPerDay: 9999, reviewsPerDay: 9999 };
    const states = new Map<string, ReviewCardState>();
    const logs: (ReviewLogEntry & { key: string })[] = [];
    /** Every fifth card is hard: each third answer on it is Again. The rest are always Good. */
    const isHard = (key: string) => cardKeys.indexOf(key) % 5 === 0;
    const answers = new Map<string, number>();
    const goodIntervals = new Map<string, number[]>();
    let agains = 0;
    let newLimitBound = false;
    let reviewLimitBound = false;

    // Three cards were added from a translation before the first session: scheduled, never reviewed.
    for (const key of cardKeys.slice(27)) states.set(key, newReviewCard(at(START + 7 * HOUR)));

    for (let day = 0; day < 56; day += 1) {
      const dayStart = at(START + day * DAY);
      for (const hour of [8, 13, 20]) {
        const now = at(dayStart.getTime() + hour * HOUR);
        const doneToday = countDoneSince(logs, dayStart);
        const queue = buildReviewQueue({ cardKeys, states, now, limits, doneToday });
        const where = `day ${day} ${hour}:00`;

        // No duplicates, only deck cards.
        expect(new Set(queue).size, where).toBe(queue.length);
        for (const key of queue) expect(cardKeys, where).toContain(key);

        // Scheduled due cards first (most overdue first), then unseen cards in deck order, skipping none.
        const scheduled = queue.filter((key) => states.has(key));
        const unseen = queue.filter((key) => !states.has(key));
        expect(queue, where).toEqual([...scheduled, ...unseen]);
        for (const key of scheduled) expect(isDue(states.get(key)!, now), where).toBe(true);
        const dues = scheduled.map((key) => Date.parse(states.get(key)!.due));
        expect(dues, where).toEqual([...dues].sort((a, b) => a - b));
        expect(unseen, where).toEqual(
          cardKeys.filter((key) => !states.has(key)).slice(0, unseen.length),
        );

        // Limits: as many as allowed, never more; what is left out is less overdue than what is in.
        const newLeft = Math.max(0, limits.newPerDay - doneToday.newCards);
        const reviewsLeft = Math.max(0, limits.reviewsPerDay - doneToday.reviews);
        const dueKeys = cardKeys.filter((key) => states.has(key) && isDue(states.get(key)!, now));
        const dueNew = dueKeys.filter((key) => states.get(key)!.state === 'new');
        const dueReviews = dueKeys.filter((key) => states.get(key)!.state !== 'new');
        const unseenCount = cardKeys.filter((key) => !states.has(key)).length;
        const queuedNew =
          scheduled.filter((key) => states.get(key)!.state === 'new').length + unseen.length;
        const queuedReviews = scheduled.length - (queuedNew - unseen.length);
        expect(queuedNew, where).toBe(Math.min(newLeft, dueNew.length + unseenCount));
        expect(queuedReviews, where).toBe(Math.min(reviewsLeft, dueReviews.length));
        const lastQueuedReviewDue = Math.max(
          -Infinity,
          ...scheduled
            .filter((key) => states.get(key)!.state !== 'new')
            .map((key) => Date.parse(states.get(key)!.due)),
        );
        for (const key of dueReviews.filter((k) => !queue.includes(k)))
          expect(Date.parse(states.get(key)!.due), where).toBeGreaterThanOrEqual(
            lastQueuedReviewDue,
          );
        if (queuedNew < dueNew.length + unseenCount) newLimitBound = true;
        if (queuedReviews < dueReviews.length) reviewLimitBound = true;

        // With limits out of the way, the queue holds exactly the due cards and then every unseen one.
        const unlimited = buildReviewQueue({
          cardKeys,
          states,
          now,
          limits: high,
          doneToday: { newCards: 0, reviews: 0 },
        });
        expect(
          unlimited.filter((key) => states.has(key)),
          where,
        ).toHaveLength(dueCount(cardKeys, states, now));
        expect(unlimited, where).toHaveLength(dueCount(cardKeys, states, now) + unseenCount);

        // Study the queue, a minute a card.
        queue.forEach((key, i) => {
          const reviewedAt = at(now.getTime() + i * MINUTE);
          const count = answers.get(key) ?? 0;
          answers.set(key, count + 1);
          const rating: ReviewRating = isHard(key) && count % 3 === 2 ? 'again' : 'good';
          const before = states.get(key) ?? null;
          const { card, log } = reviewCard(before, rating, reviewedAt);
          expect(log.state, where).toBe(before?.state ?? 'new');
          expect(log.reviewedAt, where).toBe(reviewedAt.toISOString());
          if (rating === 'again') {
            agains += 1;
            expect(card.lapses, where).toBe(
              (before?.lapses ?? 0) + (before?.state === 'review' ? 1 : 0),
            );
          }
          if (!isHard(key)) {
            const intervals = goodIntervals.get(key) ?? [];
            const next = interval(card);
            // Always answered Good: each interval is longer than the one before.
            if (intervals.length > 0)
              expect(next, `${where} ${key}`).toBeGreaterThan(intervals.at(-1)!);
            intervals.push(next);
            goodIntervals.set(key, intervals);
            expect(card.lapses, where).toBe(0);
          }
          states.set(key, card);
          logs.push({ ...log, key });
        });

        // The day's totals stay within the limits.
        const done = countDoneSince(logs, dayStart);
        expect(done.newCards, where).toBeLessThanOrEqual(limits.newPerDay);
        expect(done.reviews, where).toBeLessThanOrEqual(limits.reviewsPerDay);
      }
    }

    // The run really exercised the limits, the lapses and the whole deck.
    expect(newLimitBound).toBe(true);
    expect(reviewLimitBound).toBe(true);
    expect(agains).toBeGreaterThan(0);
    expect(states.size).toBe(30);
    expect(logs.filter((log) => log.state === 'new')).toHaveLength(30);
    const alwaysGood = cardKeys.filter((key) => !isHard(key));
    for (const key of alwaysGood) {
      const card = states.get(key)!;
      expect(card.state, key).toBe('review');
      expect(card.scheduledDays, key).toBeGreaterThanOrEqual(10);
    }
    const hard = cardKeys.filter(isHard);
    expect(hard.some((key) => states.get(key)!.lapses > 0)).toBe(true);
    // Every log's reviewedAt is within the eight weeks, in the order they were made.
    const times = logs.map((log) => Date.parse(log.reviewedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThan(START + 56 * DAY);
  });
});
