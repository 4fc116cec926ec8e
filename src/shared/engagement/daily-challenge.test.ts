import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../flashcards/packs';
import {
  challengeTargetRange,
  claimReward,
  createDailyChallenge,
  type DailyChallenge,
  type DailyChallengeState,
  dayStreakAt,
  emptyChallengeState,
  ensureTodaysChallenge,
  flipToast,
  isClaimedToday,
  isComplete,
  openableCardCount,
  PROGRESS_TOAST_EVERY,
  recordFlip,
  STREAK_WEEK_DAYS,
  weekDayOf,
} from './daily-challenge';

// Calendar days are pinned to New York so the tests do not depend on the machine's zone.
const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const fixed = (value: number) => () => value;

const challengeOf = (overrides: Partial<DailyChallenge> = {}): DailyChallenge => ({
  id: 'daily-2026-03-10-gen_z_english',
  type: 'flip_cards',
  title: 'Flip 6 cards',
  description: 'Flip 6 different cards in Gen Z English today.',
  targetDeck: 'gen_z_english',
  target: 6,
  progress: 0,
  date: '2026-03-10',
  ...overrides,
});

const stateOf = (overrides: Partial<DailyChallengeState> = {}): DailyChallengeState => ({
  ...emptyChallengeState(),
  ...overrides,
});

const deckOptions = {
  deckId: 'gen_z_english',
  deckName: 'Gen Z English',
  deckSize: 100,
  openableCards: 10,
  random: fixed(0),
  timeZone: NY,
};

describe('challengeTargetRange', () => {
  it.each([
    [0, 3, 8],
    [1, 3, 8],
    [5, 3, 8], // 30 % = 1.5 → 2 → raised to 3; 60 % = 3 → raised to 8
    [10, 3, 8],
    [14, 4, 8], // 4.2 → 4; 8.4 → 8
    [15, 5, 9], // 4.5 rounds half up to 5; 9
    [20, 5, 12], // 6 → capped at 5; 12
    [23, 5, 14], // 13.8 rounds to 14 (floor would give 13)
    [40, 5, 15], // 24 → capped at 15
    [100, 5, 15],
  ])('a deck of %i cards draws between %i and %i', (size, min, max) => {
    expect(challengeTargetRange(size)).toEqual({ min, max });
  });

  it('always has 3 ≤ min ≤ 5 ≤ 8 ≤ max ≤ 15', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5000 }), (size) => {
        const { min, max } = challengeTargetRange(size);
        expect(min).toBeGreaterThanOrEqual(3);
        expect(min).toBeLessThanOrEqual(5);
        expect(max).toBeGreaterThanOrEqual(8);
        expect(max).toBeLessThanOrEqual(15);
      }),
    );
    expect(challengeTargetRange(Number.NaN)).toEqual({ min: 3, max: 8 });
  });
});

describe('openableCardCount', () => {
  it('gives a newcomer pack 1’s ten cards', () => {
    expect(openableCardCount(100, null)).toBe(10);
    expect(openableCardCount(100, emptyProgress())).toBe(10);
  });

  it('adds the cards of every unlocked pack, the last one possibly short', () => {
    expect(openableCardCount(100, { ...emptyProgress(), unlockedPacks: [1, 2] })).toBe(20);
    expect(openableCardCount(15, { ...emptyProgress(), unlockedPacks: [1, 2] })).toBe(15);
    expect(openableCardCount(7, null)).toBe(7);
    expect(openableCardCount(0, null)).toBe(0);
  });

  it('opens the whole deck when progression is off', () => {
    const settings = { packSize: 10, unlockThreshold: 90, progressionEnabled: false };
    expect(openableCardCount(100, null, settings)).toBe(100);
    expect(openableCardCount(100, emptyProgress(), settings)).toBe(100);
  });
});

describe('createDailyChallenge', () => {
  const base = { date: '2026-03-08', deckId: 'gen_z_english', deckName: 'Gen Z English' };

  it('builds the spec’s challenge with readable texts', () => {
    // Deck of 40 draws 5..15; 0.3 × 11 = 3.3 → 5 + 3 = 8.
    expect(
      createDailyChallenge({ ...base, deckSize: 40, openableCards: 40, random: fixed(0.3) }),
    ).toEqual({
      id: 'daily-2026-03-08-gen_z_english',
      type: 'flip_cards',
      title: 'Flip 8 cards',
      description: 'Flip 8 different cards in Gen Z English today.',
      targetDeck: 'gen_z_english',
      target: 8,
      progress: 0,
      date: '2026-03-08',
    });
  });

  it.each([
    [100, 0, 5],
    [100, 0.5, 10],
    [100, 0.999, 15],
    [20, 0, 5],
    [20, 0.999, 12],
    [10, 0, 3],
    [10, 0.999, 8],
  ])('for a deck of %i open cards, random %d gives target %i', (size, random, target) => {
    const challenge = createDailyChallenge({
      ...base,
      deckSize: size,
      openableCards: size,
      random: fixed(random),
    });
    expect(challenge?.target).toBe(target);
  });

  it('never asks for more cards than the person can open or the deck holds', () => {
    // A newcomer in a deck of 100 has pack 1's ten.
    const newcomer = { ...base, deckSize: 100, openableCards: 10 };
    expect(createDailyChallenge({ ...newcomer, random: fixed(0.999) })?.target).toBe(10);
    expect(createDailyChallenge({ ...newcomer, random: fixed(0) })?.target).toBe(5);
    expect(
      createDailyChallenge({ ...base, deckSize: 5, openableCards: 5, random: fixed(0.999) })
        ?.target,
    ).toBe(5);
    expect(
      createDailyChallenge({ ...base, deckSize: 5, openableCards: 50, random: fixed(0.999) })
        ?.target,
    ).toBe(5);
  });

  it('speaks of one card in the singular', () => {
    const one = createDailyChallenge({ ...base, deckSize: 1, openableCards: 1, random: fixed(0) });
    expect(one).toMatchObject({
      target: 1,
      title: 'Flip 1 card',
      description: 'Flip 1 card in Gen Z English today.',
    });
  });

  it('says "this deck" without a deck name', () => {
    const challenge = createDailyChallenge({
      date: '2026-03-08',
      deckId: 'x',
      deckSize: 40,
      openableCards: 40,
      random: fixed(0),
    });
    expect(challenge?.description).toBe('Flip 5 different cards in this deck today.');
  });

  it('makes no challenge when no card can be opened', () => {
    expect(
      createDailyChallenge({ ...base, deckSize: 0, openableCards: 0, random: fixed(0) }),
    ).toBeNull();
    expect(
      createDailyChallenge({ ...base, deckSize: 100, openableCards: 0, random: fixed(0) }),
    ).toBeNull();
  });

  it('stays in range whatever the random source returns', () => {
    const draw = (random: number) =>
      createDailyChallenge({ ...base, deckSize: 100, openableCards: 100, random: fixed(random) })
        ?.target;
    expect(draw(1)).toBe(15);
    expect(draw(7)).toBe(15);
    expect(draw(-0.5)).toBe(5);
    expect(draw(Number.NaN)).toBe(5);
  });

  it('draws every target of the range, each inside the caps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (deckSize, openableCards, random) => {
          const challenge = createDailyChallenge({
            ...base,
            deckSize,
            openableCards,
            random: fixed(random),
          });
          const cap = Math.min(deckSize, openableCards);
          if (cap < 1) {
            expect(challenge).toBeNull();
            return;
          }
          const { min, max } = challengeTargetRange(deckSize);
          expect(challenge!.target).toBeGreaterThanOrEqual(Math.min(min, cap));
          expect(challenge!.target).toBeLessThanOrEqual(Math.min(max, cap));
        },
      ),
    );
    const seen = new Set(
      Array.from(
        { length: 1100 },
        (_, i) =>
          createDailyChallenge({
            ...base,
            deckSize: 100,
            openableCards: 100,
            random: fixed(i / 1100),
          })?.target,
      ),
    );
    expect([...seen].sort((a, b) => a! - b!)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() =>
      createDailyChallenge({
        ...base,
        date: 'today',
        deckSize: 10,
        openableCards: 10,
        random: fixed(0),
      }),
    ).toThrow(RangeError);
  });
});

describe('ensureTodaysChallenge', () => {
  it('makes today’s challenge for a first visit', () => {
    const state = ensureTodaysChallenge(null, at('2026-03-10T12:00:00-04:00'), deckOptions);
    expect(state.challenge).toMatchObject({ date: '2026-03-10', target: 5, progress: 0 });
    expect(state).toMatchObject({
      flipped: [],
      claimedDate: null,
      dayStreak: 0,
      lastClaimDate: null,
    });
  });

  it('keeps today’s challenge, its deck and its progress for the rest of the day', () => {
    const today = ensureTodaysChallenge(null, at('2026-03-10T08:00:00-04:00'), deckOptions);
    const progressed = {
      ...today,
      flipped: ['a', 'b'],
      challenge: { ...today.challenge!, progress: 2 },
    };
    const later = ensureTodaysChallenge(progressed, at('2026-03-10T23:59:00-04:00'), {
      ...deckOptions,
      deckId: 'business_en',
      random: fixed(0.999),
    });
    expect(later).toBe(progressed);
  });

  it('makes a new challenge the next day, clearing the day’s flips and claim but not the streak', () => {
    const yesterday = stateOf({
      challenge: challengeOf({ date: '2026-03-09', progress: 6 }),
      flipped: ['a', 'b', 'c', 'd', 'e', 'f'],
      claimedDate: '2026-03-09',
      dayStreak: 4,
      lastClaimDate: '2026-03-09',
    });
    const today = ensureTodaysChallenge(yesterday, at('2026-03-10T00:01:00-04:00'), deckOptions);
    expect(today.challenge).toMatchObject({ date: '2026-03-10', progress: 0 });
    expect(today).toMatchObject({
      flipped: [],
      claimedDate: null,
      dayStreak: 4,
      lastClaimDate: '2026-03-09',
    });
  });

  it('turns the day at local midnight, not at 6 AM, including on the daylight-saving days', () => {
    const saturday = ensureTodaysChallenge(null, at('2026-03-07T23:30:00-05:00'), deckOptions);
    expect(saturday.challenge?.date).toBe('2026-03-07');
    // 05:30 on the 8th is already the 8th for the challenge (the visit streak would still say the 7th).
    const early = ensureTodaysChallenge(saturday, at('2026-03-08T05:30:00-04:00'), deckOptions);
    expect(early.challenge?.date).toBe('2026-03-08');
    // The 25-hour November 1st is one day from its first minute to its last.
    const first = ensureTodaysChallenge(null, at('2026-11-01T00:05:00-04:00'), deckOptions);
    expect(ensureTodaysChallenge(first, at('2026-11-01T23:55:00-05:00'), deckOptions)).toBe(first);
  });

  it('takes the calendar day in the zone it is given', () => {
    const moment = at('2026-03-08T03:30:00Z');
    expect(ensureTodaysChallenge(null, moment, deckOptions).challenge?.date).toBe('2026-03-07');
    expect(
      ensureTodaysChallenge(null, moment, { ...deckOptions, timeZone: 'Asia/Tokyo' }).challenge
        ?.date,
    ).toBe('2026-03-08');
  });
});

describe('recordFlip and progress', () => {
  it('counts each card of the target deck once', () => {
    let challenge = challengeOf();
    let flipped: readonly string[] = [];
    for (const key of ['rizz', 'slay', 'rizz', 'no cap', 'slay']) {
      ({ challenge, flipped } = recordFlip(
        challenge,
        { deckId: 'gen_z_english', cardKey: key },
        flipped,
      ));
    }
    expect(challenge.progress).toBe(3);
    expect(flipped).toEqual(['rizz', 'slay', 'no cap']);
  });

  it('ignores flips in other decks, returning the very same objects', () => {
    const challenge = challengeOf();
    const flipped = ['rizz'];
    const result = recordFlip(challenge, { deckId: 'business_en', cardKey: 'synergy' }, flipped);
    expect(result.challenge).toBe(challenge);
    expect(result.flipped).toBe(flipped);
    const again = recordFlip(challenge, { deckId: 'gen_z_english', cardKey: 'rizz' }, flipped);
    expect(again.challenge).toBe(challenge);
  });

  it('stops progress at the target and completes there', () => {
    let challenge = challengeOf({ target: 3 });
    let flipped: readonly string[] = [];
    const states: boolean[] = [];
    for (const key of ['a', 'b', 'c', 'd']) {
      ({ challenge, flipped } = recordFlip(
        challenge,
        { deckId: 'gen_z_english', cardKey: key },
        flipped,
      ));
      states.push(isComplete(challenge));
    }
    expect(states).toEqual([false, false, true, true]);
    expect(challenge.progress).toBe(3);
  });

  it('is never complete with a target of 0', () => {
    expect(isComplete(challengeOf({ target: 0, progress: 0 }))).toBe(false);
    expect(isComplete(challengeOf({ target: 6, progress: 5 }))).toBe(false);
    expect(isComplete(challengeOf({ target: 6, progress: 6 }))).toBe(true);
  });

  it('asks for a progress toast every three cards and a completion toast at the target', () => {
    expect(PROGRESS_TOAST_EVERY).toBe(3);
    const step = (from: number, to: number, target = 8) =>
      flipToast(challengeOf({ target, progress: from }), challengeOf({ target, progress: to }));
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => step(n - 1, n))).toEqual([
      null,
      null,
      'progress',
      null,
      null,
      'progress',
      null,
    ]);
    expect(step(7, 8)).toBe('complete');
    expect(step(5, 6, 6)).toBe('complete'); // a target on a multiple of 3 completes, no progress toast
    expect(step(3, 3)).toBeNull(); // a repeated flip
    expect(step(8, 8)).toBeNull(); // flips after completion
  });
});

describe('claimReward', () => {
  const complete = (date: string) => challengeOf({ date, target: 6, progress: 6 });

  it('claims a complete challenge once: day streak 1, claimed today', () => {
    const now = at('2026-03-10T18:00:00-04:00');
    const outcome = claimReward(stateOf({ challenge: complete('2026-03-10') }), now, NY);
    expect(outcome.ok).toBe(true);
    expect(outcome.state).toMatchObject({
      claimedDate: '2026-03-10',
      dayStreak: 1,
      lastClaimDate: '2026-03-10',
    });
    expect(isClaimedToday(outcome.state, now, NY)).toBe(true);
    const again = claimReward(outcome.state, at('2026-03-10T19:00:00-04:00'), NY);
    expect(again).toMatchObject({ ok: false, reason: 'already-claimed' });
    expect(again.state).toBe(outcome.state);
  });

  it('refuses an incomplete challenge and hands the state back unchanged', () => {
    const state = stateOf({ challenge: challengeOf({ date: '2026-03-10', progress: 5 }) });
    const outcome = claimReward(state, at('2026-03-10T18:00:00-04:00'), NY);
    expect(outcome).toMatchObject({ ok: false, reason: 'not-complete' });
    expect(outcome.state).toBe(state);
  });

  it("refuses without today's challenge (none, or yesterday's)", () => {
    const now = at('2026-03-10T18:00:00-04:00');
    expect(claimReward(emptyChallengeState(), now, NY)).toMatchObject({
      ok: false,
      reason: 'no-challenge-today',
    });
    expect(claimReward(stateOf({ challenge: complete('2026-03-09') }), now, NY)).toMatchObject({
      ok: false,
      reason: 'no-challenge-today',
    });
  });

  it.each([
    ['the last claim was yesterday', '2026-03-09', 5],
    ['the last claim was today', '2026-03-10', 5],
    ['the last claim was two days ago', '2026-03-08', 1],
    ['the last claim was weeks ago', '2026-02-01', 1],
    ['there was no claim before', null, 1],
  ])('when %s, a streak of 4 becomes %i', (_when, lastClaimDate, expected) => {
    const state = stateOf({ challenge: complete('2026-03-10'), dayStreak: 4, lastClaimDate });
    const outcome = claimReward(state, at('2026-03-10T18:00:00-04:00'), NY);
    expect(outcome.ok).toBe(true);
    expect(outcome.state.dayStreak).toBe(expected);
  });

  it('continues across a month boundary', () => {
    const state = stateOf({
      challenge: complete('2026-04-01'),
      dayStreak: 9,
      lastClaimDate: '2026-03-31',
    });
    expect(claimReward(state, at('2026-04-01T09:00:00-04:00'), NY).state.dayStreak).toBe(10);
  });

  it('counts calendar days, not 24-hour spans, across the daylight-saving changes', () => {
    // March 8th has 23 hours; the day after the 7th is still just one day later.
    const spring = stateOf({
      challenge: complete('2026-03-08'),
      dayStreak: 2,
      lastClaimDate: '2026-03-07',
    });
    expect(claimReward(spring, at('2026-03-08T23:30:00-04:00'), NY).state.dayStreak).toBe(3);
    // 00:30 EDT Oct 31st to 23:30 EST Nov 1st is 48 hours, yet only one calendar day later.
    const fall = stateOf({
      challenge: complete('2026-11-01'),
      dayStreak: 2,
      lastClaimDate: '2026-10-31',
    });
    expect(claimReward(fall, at('2026-11-01T23:30:00-05:00'), NY).state.dayStreak).toBe(3);
    // Yet 23:30 EDT on Oct 31st to 00:30 EST on Nov 2nd, only 26 hours, is two days: the streak restarts.
    const gap = stateOf({
      challenge: complete('2026-11-02'),
      dayStreak: 2,
      lastClaimDate: '2026-10-31',
    });
    expect(claimReward(gap, at('2026-11-02T00:30:00-05:00'), NY).state.dayStreak).toBe(1);
  });

  it('runs the whole day: flip the target, complete, claim', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    let state = ensureTodaysChallenge(stateOf({ dayStreak: 6, lastClaimDate: '2026-03-09' }), now, {
      ...deckOptions,
      random: fixed(0),
    });
    expect(state.challenge?.target).toBe(5);
    for (const key of ['a', 'b', 'b', 'c', 'd', 'e']) {
      const flip = recordFlip(
        state.challenge!,
        { deckId: 'gen_z_english', cardKey: key },
        state.flipped,
      );
      state = { ...state, challenge: flip.challenge, flipped: flip.flipped };
    }
    expect(isComplete(state.challenge!)).toBe(true);
    const claimed = claimReward(state, now, NY);
    expect(claimed.state.dayStreak).toBe(7);
    expect(weekDayOf(claimed.state.dayStreak)).toBe(7);
  });
});

describe('dayStreakAt', () => {
  it('shows the streak while the last claim was today or yesterday, 0 after a longer gap', () => {
    const state = stateOf({ dayStreak: 5, lastClaimDate: '2026-03-09' });
    expect(dayStreakAt(state, at('2026-03-09T20:00:00-04:00'), NY)).toBe(5);
    expect(dayStreakAt(state, at('2026-03-10T23:59:00-04:00'), NY)).toBe(5);
    expect(dayStreakAt(state, at('2026-03-11T00:00:00-04:00'), NY)).toBe(0);
    expect(dayStreakAt(emptyChallengeState(), at('2026-03-11T00:00:00-04:00'), NY)).toBe(0);
  });
});

describe('weekDayOf', () => {
  it('shows the streak modulo 7 as 1 to 7, and 0 for no streak', () => {
    expect(STREAK_WEEK_DAYS).toBe(7);
    expect([0, 1, 2, 6, 7, 8, 13, 14, 15, 70, 71].map(weekDayOf)).toEqual([
      0, 1, 2, 6, 7, 1, 6, 7, 1, 7, 1,
    ]);
    expect(weekDayOf(-3)).toBe(0);
  });
});
