// What the flashcards screen keeps in this browser whether or not the person is signed in (spec 2 §3 "Local
// storage in this area"): the selected deck, each deck's ten best scores, the last quiz's summary, each deck's
// day streak and last played date, and the Review mode's daily limits.
import {
  DEFAULT_REVIEW_LIMITS,
  REVIEW_LIMIT_MAX,
  type ReviewLimits,
} from '@shared/flashcards/review-scheduler';
import { addHighScore, type HighScore, type QuizSummary } from '@shared/flashcards/quiz';
import { DEFAULT_DECK_ID } from '@shared/schemas/flashcards';
import { isCount, isRecord, storedValue } from '@client/lib/storage';

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

export interface DayStreak {
  dayStreak: number;
  /** YYYY-MM-DD (the visitor's own calendar) of the last day the deck was played. */
  lastPlayedDate: string | null;
}
const isDayStreakMap = (value: unknown): value is Record<string, DayStreak> =>
  isRecord(value) &&
  Object.values(value).every(
    (entry) =>
      isRecord(entry) &&
      isCount(entry.dayStreak) &&
      (entry.lastPlayedDate === null || isText(entry.lastPlayedDate)),
  );
export const dayStreakStore = storedValue<Record<string, DayStreak>>(
  'flashcards-day-streak',
  1,
  isDayStreakMap,
  {},
);

const pad = (value: number) => String(value).padStart(2, '0');
/** YYYY-MM-DD of `date` in the visitor's time zone. */
export const localDateOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const dayBefore = (date: Date) => {
  const previous = new Date(date);
  previous.setDate(previous.getDate() - 1);
  return localDateOf(previous);
};

/**
 * The deck's daily challenge as the screen shows it: completed when the last play was today; the streak reads 0
 * once a whole day was missed (spec 2 §4 "Quiz").
 */
export function dailyChallengeOf(deckId: string, now = new Date()) {
  const entry = dayStreakStore.read()[deckId];
  const today = localDateOf(now);
  if (!entry?.lastPlayedDate) return { completed: false, dayStreak: 0 };
  const alive = entry.lastPlayedDate === today || entry.lastPlayedDate === dayBefore(now);
  return { completed: entry.lastPlayedDate === today, dayStreak: alive ? entry.dayStreak : 0 };
}

/** Counts a play of the deck today: the streak grows by one on a new day after yesterday, else restarts. */
export function recordPlay(deckId: string, now = new Date()): DayStreak {
  const all = dayStreakStore.read();
  const entry = all[deckId];
  const today = localDateOf(now);
  let dayStreak = 1;
  if (entry?.lastPlayedDate === today) dayStreak = Math.max(1, entry.dayStreak);
  else if (entry?.lastPlayedDate === dayBefore(now)) dayStreak = entry.dayStreak + 1;
  const next = { dayStreak, lastPlayedDate: today };
  dayStreakStore.write({ ...all, [deckId]: next });
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
  dayStreakStore.write(rename(dayStreakStore.read()));
  const selected = deckIds[selectedDeckStore.read()];
  if (selected) selectedDeckStore.write(selected);
  const last = lastQuizStore.read();
  const lastDeckId = last && deckIds[last.deckId];
  if (last && lastDeckId) lastQuizStore.write({ ...last, deckId: lastDeckId });
}
