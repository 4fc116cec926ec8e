// What the flashcards screen keeps in this browser whether or not the person is signed in (spec 2 §3 "Local
// storage in this area"): the selected deck, each deck's ten best scores, the last quiz's summary, the daily
// challenge with its day streak (spec 1 §3), and the Review mode's daily limits.
import {
  DEFAULT_REVIEW_LIMITS,
  REVIEW_LIMIT_MAX,
  type ReviewLimits,
} from '@shared/flashcards/review-scheduler';
import { addHighScore, type HighScore, type QuizSummary } from '@shared/flashcards/quiz';
import {
  emptyChallengeState,
  type DailyChallenge,
  type DailyChallengeState,
} from '@shared/engagement/daily-challenge';
import { addDays, calendarDayOf, isDayString } from '@shared/engagement/streak-day';
import { DEFAULT_DECK_ID } from '@shared/flashcards/deck-ids';
import { isCount, isRecord, isStringArray, storedValue } from '@client/lib/storage';

const isText = (value: unknown): value is string => typeof value === 'string';

export const selectedDeckStore = storedValue<string>(
  'flashcards-selected-deck',
  1,
  isText,
  DEFAULT_DECK_ID,
);

const isHighScore = (value: unknown): value is HighScore =>
  isRecord(value) &&
  typeof value.score === 'number' &&
  typeof value.accuracy === 'number' &&
  typeof value.streak === 'number' &&
  typeof value.time === 'number' &&
  isText(value.date);
const isHighScoreMap = (value: unknown): value is Record<string, HighScore[]> =>
  isRecord(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every(isHighScore));
export const highScoresStore = storedValue<Record<string, HighScore[]>>(
  'flashcards-high-scores',
  1,
  isHighScoreMap,
  {},
);

export const highScoresOf = (deckId: string) => highScoresStore.read()[deckId] ?? [];

export function saveHighScore(deckId: string, entry: HighScore): HighScore[] {
  const all = highScoresStore.read();
  const list = addHighScore(all[deckId] ?? [], entry);
  highScoresStore.write({ ...all, [deckId]: list });
  return list;
}

export interface LastQuiz {
  deckId: string;
  summary: QuizSummary;
  /** ISO time the quiz ended. */
  timestamp: string;
}
const isLastQuiz = (value: unknown): value is LastQuiz | null =>
  value === null ||
  (isRecord(value) && isText(value.deckId) && isRecord(value.summary) && isText(value.timestamp));
export const lastQuizStore = storedValue<LastQuiz | null>(
  'flashcards-last-quiz',
  1,
  isLastQuiz,
  null,
);

const isDayOrNull = (value: unknown): value is string | null =>
  value === null || isDayString(value);
const isChallenge = (value: unknown): value is DailyChallenge =>
  isRecord(value) &&
  isText(value.id) &&
  value.type === 'flip_cards' &&
  isText(value.title) &&
  isText(value.description) &&
  isText(value.targetDeck) &&
  isCount(value.target) &&
  isCount(value.progress) &&
  isDayString(value.date);
const isChallengeState = (value: unknown): value is DailyChallengeState =>
  isRecord(value) &&
  (value.challenge === null || isChallenge(value.challenge)) &&
  isStringArray(value.flipped) &&
  isDayOrNull(value.claimedDate) &&
  isCount(value.dayStreak) &&
  isDayOrNull(value.lastClaimDate);
/**
 * The daily challenge (spec 1 §3 "the daily challenge, daily progress per day, day streak"): today's challenge,
 * the cards flipped for it, the day claimed and the claim streak. The rules live in
 * @shared/engagement/daily-challenge; the screen reads it through useDailyChallenge.
 */
export const dailyChallengeStore = storedValue<DailyChallengeState>(
  'daily-challenge',
  1,
  isChallengeState,
  emptyChallengeState(),
);

/**
 * The first version kept a day streak of plays per deck (issue 11). The daily challenge's claim streak replaces
 * it: a streak still running is carried over once (today's play not counted, so today's claim gives it back) and
 * the old value removed.
 */
const legacyDayStreakStore = storedValue<
  Record<string, { dayStreak: number; lastPlayedDate: string | null }>
>(
  'flashcards-day-streak',
  1,
  (value): value is Record<string, { dayStreak: number; lastPlayedDate: string | null }> =>
    isRecord(value) &&
    Object.values(value).every(
      (entry) => isRecord(entry) && isCount(entry.dayStreak) && isDayOrNull(entry.lastPlayedDate),
    ),
  {},
);

/** The stored challenge state, with a streak kept by the first version carried over on first use. */
export function readChallengeState(now: Date): DailyChallengeState {
  const state = dailyChallengeStore.read();
  const legacy = Object.values(legacyDayStreakStore.read());
  if (legacy.length === 0) return state;
  legacyDayStreakStore.remove();
  const yesterday = addDays(calendarDayOf(now), -1);
  const carried = Math.max(
    0,
    ...legacy.map(({ dayStreak, lastPlayedDate }) =>
      lastPlayedDate === yesterday
        ? dayStreak
        : lastPlayedDate === addDays(yesterday, 1)
          ? dayStreak - 1
          : 0,
    ),
  );
  if (carried === 0 || state.lastClaimDate !== null) return state;
  const next = { ...state, dayStreak: carried, lastClaimDate: yesterday };
  dailyChallengeStore.write(next);
  return next;
}

const isLimits = (value: unknown): value is ReviewLimits =>
  isRecord(value) &&
  isCount(value.newPerDay) &&
  isCount(value.reviewsPerDay) &&
  value.newPerDay <= REVIEW_LIMIT_MAX &&
  value.reviewsPerDay <= REVIEW_LIMIT_MAX;
export const reviewLimitsStore = storedValue<ReviewLimits>(
  'flashcards-review-limits',
  1,
  isLimits,
  DEFAULT_REVIEW_LIMITS,
);

/**
 * After the browser's decks moved into the account, everything kept by deck id follows the deck to its new id.
 */
export function renameDecks(deckIds: Record<string, string>) {
  if (Object.keys(deckIds).length === 0) return;
  const rename = <T>(map: Record<string, T>) =>
    Object.fromEntries(Object.entries(map).map(([id, value]) => [deckIds[id] ?? id, value]));
  highScoresStore.write(rename(highScoresStore.read()));
  const daily = dailyChallengeStore.read();
  const target = daily.challenge && deckIds[daily.challenge.targetDeck];
  if (daily.challenge && target)
    dailyChallengeStore.write({ ...daily, challenge: { ...daily.challenge, targetDeck: target } });
  const selected = deckIds[selectedDeckStore.read()];
  if (selected) selectedDeckStore.write(selected);
  const last = lastQuizStore.read();
  const lastDeckId = last && deckIds[last.deckId];
  if (last && lastDeckId) lastQuizStore.write({ ...last, deckId: lastDeckId });
}
