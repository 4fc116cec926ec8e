// The daily challenge (spec 1 §3 "Daily challenge", §4, §9; issue 12 item 1): flip a number of different
// cards of one deck today, then claim the reward, which grows the challenge's own day streak. Pure functions:
// the moment and the randomness are parameters.
//
// The challenge's day is the visitor's calendar day (calendarDayOf, midnight local), like the daily slang
// popup's: the spec gives the 6 AM New York rollover to the visit streak only. A zone can be passed to pin it.
import {
  FLASHCARD_SETTINGS,
  type FlashcardProgress,
  type FlashcardSettings,
  isPackUnlocked,
  packCount,
} from '../flashcards/packs';
import { calendarDayOf, daysBetween, isDayString } from './streak-day';

/** A 'Progress: n/target' toast every this many cards (spec 1 §9). */
export const PROGRESS_TOAST_EVERY = 3;
/** The week strip's length (spec 1 §9 "Streak week 7 days"). */
export const STREAK_WEEK_DAYS = 7;

export interface DailyChallenge {
  id: string;
  type: 'flip_cards';
  title: string;
  description: string;
  /** Id of the deck whose flips count. */
  targetDeck: string;
  target: number;
  progress: number;
  /** YYYY-MM-DD calendar day the challenge belongs to. */
  date: string;
}

/** What the browser keeps: today's challenge and its flips, and the claim streak across days. */
export interface DailyChallengeState {
  challenge: DailyChallenge | null;
  /** Card keys (cardKeyOf) flipped in the target deck for this challenge, each once: the day's progress. */
  flipped: readonly string[];
  /** The calendar day whose challenge was claimed, or null. */
  claimedDate: string | null;
  /** Consecutive days with a claimed challenge. */
  dayStreak: number;
  /** The calendar day of the last claim, or null. */
  lastClaimDate: string | null;
}

export const emptyChallengeState = (): DailyChallengeState => ({
  challenge: null,
  flipped: [],
  claimedDate: null,
  dayStreak: 0,
  lastClaimDate: null,
});

/** A size as a whole, non-negative number (0 for NaN or a negative one). */
const wholeCount = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The range the target is drawn from for a deck of `deckSize` cards (spec 1 §9):
 * min(5, max(3, 30 % of the size)) to min(15, max(8, 60 % of the size)). The percentages are rounded to the
 * nearest card, halves up (Math.round on whole-number arithmetic, so 30 % of 15 is exactly 4.5 → 5). Since
 * min never exceeds 5 and max is never below 8, min ≤ max always holds.
 */
export function challengeTargetRange(deckSize: number): { min: number; max: number } {
  const size = wholeCount(deckSize);
  return {
    min: Math.min(5, Math.max(3, Math.round((size * 30) / 100))),
    max: Math.min(15, Math.max(8, Math.round((size * 60) / 100))),
  };
}

/**
 * How many cards of a deck the person can open today: those of the packs they have unlocked (a newcomer has
 * pack 1, so ten cards), or the whole deck when progression is off.
 */
export function openableCardCount(
  deckSize: number,
  progress: FlashcardProgress | null,
  settings: FlashcardSettings = FLASHCARD_SETTINGS,
): number {
  const size = wholeCount(deckSize);
  let openable = 0;
  for (let pack = 1; pack <= packCount(size, settings.packSize); pack += 1) {
    const unlocked = progress ? isPackUnlocked(progress, pack, settings) : pack === 1;
    if (unlocked || !settings.progressionEnabled)
      openable += Math.min(settings.packSize, size - (pack - 1) * settings.packSize);
  }
  return openable;
}

export interface NewChallengeOptions {
  /** YYYY-MM-DD calendar day. */
  date: string;
  deckId: string;
  /** The deck's name for the description ("Gen Z English"); "this deck" when absent. */
  deckName?: string;
  deckSize: number;
  /** Cards the person can open today (openableCardCount); the target never exceeds it. */
  openableCards: number;
  /** A number in [0, 1), as Math.random gives. */
  random: () => number;
}

const cardWord = (count: number) => (count === 1 ? 'card' : 'cards');

/**
 * A new flip_cards challenge: the target is drawn uniformly from challengeTargetRange (random 0 gives min,
 * random just under 1 gives max), then lowered to the cards the person can open and the deck holds, since a
 * challenge nobody could finish would only punish. Null when the deck has no card to open.
 */
export function createDailyChallenge(options: NewChallengeOptions): DailyChallenge | null {
  const { date, deckId, deckName, deckSize, openableCards, random } = options;
  if (!isDayString(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const cap = Math.min(Math.floor(openableCards), Math.floor(deckSize));
  if (!(cap >= 1)) return null;
  const { min, max } = challengeTargetRange(deckSize);
  const draw = random();
  // A random source out of [0, 1) (or NaN) must not give a target outside the range.
  const step = Number.isFinite(draw) ? Math.floor(draw * (max - min + 1)) : 0;
  const target = Math.min(cap, min + Math.min(max - min, Math.max(0, step)));
  const where = deckName ? deckName : 'this deck';
  return {
    id: `daily-${date}-${deckId}`,
    type: 'flip_cards',
    title: `Flip ${target} ${cardWord(target)}`,
    description:
      target === 1
        ? `Flip 1 card in ${where} today.`
        : `Flip ${target} different cards in ${where} today.`,
    targetDeck: deckId,
    target,
    progress: 0,
    date,
  };
}

export interface TodaysChallengeOptions extends Omit<NewChallengeOptions, 'date'> {
  /** IANA zone of the calendar day; the runtime's (the visitor's) by default. */
  timeZone?: string;
}

/**
 * The state with today's challenge: the stored one while it is today's (same object back, so callers can skip
 * the write), otherwise a new challenge with the day's flips and claim cleared (spec 1 §4 "regenerated each
 * day; older daily progress is cleared"). The claim streak is kept: claimReward decides whether it goes on.
 * The deck options only matter when a new challenge is made; today's keeps its deck if another is selected.
 */
export function ensureTodaysChallenge(
  stored: DailyChallengeState | null,
  now: Date,
  options: TodaysChallengeOptions,
): DailyChallengeState {
  const today = calendarDayOf(now, options.timeZone);
  const state = stored ?? emptyChallengeState();
  if (state.challenge?.date === today) return state;
  return {
    ...state,
    challenge: createDailyChallenge({ ...options, date: today }),
    flipped: [],
    claimedDate: null,
  };
}

export interface CardFlip {
  deckId: string;
  /** The card's key inside its deck (cardKeyOf of its term). */
  cardKey: string;
}

/**
 * Records a card flipped. Only flips in the challenge's deck count, each card once however often it is
 * flipped (spec 1 §4 "unique cards flipped in the target deck"); progress stops at the target.
 * `flipped` is the day's list of keys (DailyChallengeState.flipped); both come back new, or unchanged (the
 * same objects) when the flip did not count.
 */
export function recordFlip(
  challenge: DailyChallenge,
  flip: CardFlip,
  flipped: readonly string[],
): { challenge: DailyChallenge; flipped: readonly string[] } {
  if (flip.deckId !== challenge.targetDeck || flipped.includes(flip.cardKey))
    return { challenge, flipped };
  const next = [...flipped, flip.cardKey];
  return {
    challenge: { ...challenge, progress: Math.min(challenge.target, next.length) },
    flipped: next,
  };
}

export const isComplete = (challenge: DailyChallenge): boolean =>
  challenge.target > 0 && challenge.progress >= challenge.target;

/**
 * Which toast a flip calls for (spec 1 §4, §9): 'complete' when it reached the target, 'progress' when the
 * progress reached a multiple of three short of it, nothing otherwise (a repeated flip included).
 */
export function flipToast(
  before: DailyChallenge,
  after: DailyChallenge,
): 'complete' | 'progress' | null {
  if (after.progress === before.progress) return null;
  if (isComplete(after)) return isComplete(before) ? null : 'complete';
  return after.progress % PROGRESS_TOAST_EVERY === 0 ? 'progress' : null;
}

const claimContinues = (lastClaimDate: string | null, today: string) =>
  // Today or yesterday; a last claim dated after today only comes from a clock moved back and does not break.
  isDayString(lastClaimDate) && daysBetween(lastClaimDate, today) <= 1;

/**
 * The claim streak as it stands at `now`: the stored one while the last claim was today or yesterday, 0 after
 * a longer gap (what the week strip should show before today's claim).
 */
export function dayStreakAt(state: DailyChallengeState, now: Date, timeZone?: string): number {
  return claimContinues(state.lastClaimDate, calendarDayOf(now, timeZone)) ? state.dayStreak : 0;
}

export const isClaimedToday = (state: DailyChallengeState, now: Date, timeZone?: string) =>
  state.claimedDate !== null && state.claimedDate === calendarDayOf(now, timeZone);

export type ClaimOutcome =
  | { ok: true; state: DailyChallengeState }
  | {
      ok: false;
      reason: 'no-challenge-today' | 'not-complete' | 'already-claimed';
      state: DailyChallengeState;
    };

/**
 * Claims today's reward (spec 1 §4): only today's challenge, only once, only when complete. The day streak
 * goes on when the last claim was today or yesterday and starts again from 0 after a longer gap, then gains
 * one. A refusal hands the state back unchanged.
 */
export function claimReward(
  state: DailyChallengeState,
  now: Date,
  timeZone?: string,
): ClaimOutcome {
  const today = calendarDayOf(now, timeZone);
  const { challenge } = state;
  if (!challenge || challenge.date !== today)
    return { ok: false, reason: 'no-challenge-today', state };
  if (state.claimedDate === today) return { ok: false, reason: 'already-claimed', state };
  if (!isComplete(challenge)) return { ok: false, reason: 'not-complete', state };
  const base = claimContinues(state.lastClaimDate, today) ? state.dayStreak : 0;
  return {
    ok: true,
    state: { ...state, claimedDate: today, dayStreak: base + 1, lastClaimDate: today },
  };
}

/**
 * The lit day of the week strip for a claim streak: the streak modulo 7 shown as 1 to 7 (1 → 1, 7 → 7,
 * 8 → 1, 14 → 7). A streak of 0 gives 0: no day lit, nothing claimed yet.
 */
export function weekDayOf(streak: number): number {
  const days = Math.max(0, Math.floor(streak));
  return days === 0 ? 0 : ((days - 1) % STREAK_WEEK_DAYS) + 1;
}
