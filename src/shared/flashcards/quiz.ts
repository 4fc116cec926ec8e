// The timed quiz's rules (spec 2 §4 "Quiz", §9): grades, points, streaks, the option count and the options,
// the timer, the summary and the high-score list. Pure, with randomness passed in, so tests can pin it.

export const QUESTION_SECONDS = 10;
export const TIMER_TICK_MS = 100;
/** Delay before the next card after an answer or a time-out. */
export const NEXT_CARD_DELAY_MS = 800;
export const POINTS_PER_CORRECT = 10;
export const FLAME_STREAK = 3;
export const CELEBRATION_STREAK = 2;
export const HIGH_SCORES_KEPT = 10;
/** 4 options from 768 px up, 3 below. */
export const WIDE_SCREEN_MIN_PX = 768;

export type Grade = 'S' | 'A' | 'B' | 'C' | 'D';

/** S for 95 % or more, A 85+, B 70+, C 50+, otherwise D. */
export function gradeOf(accuracy: number): Grade {
  if (accuracy >= 95) return 'S';
  if (accuracy >= 85) return 'A';
  if (accuracy >= 70) return 'B';
  if (accuracy >= 50) return 'C';
  return 'D';
}

/** Rounded percent of correct answers over questions answered (0 before any answer). */
export const accuracyOf = (correct: number, answered: number) =>
  answered === 0 ? 0 : Math.round((correct / answered) * 100);

export const optionCountFor = (viewportWidth: number) =>
  viewportWidth >= WIDE_SCREEN_MIN_PX ? 4 : 3;

/**
 * The multiple-choice meanings for card `index`: its own meaning and distinct other meanings of the deck, in a
 * shuffled order. Fewer options when the deck has fewer distinct meanings. `random` returns [0, 1).
 */
export function quizOptions(
  meanings: readonly string[],
  index: number,
  count: number,
  random: () => number = Math.random,
): string[] {
  const correct = meanings[index];
  if (correct === undefined) return [];
  const others = [...new Set(meanings.filter((meaning) => meaning !== correct))];
  shuffle(others, random);
  const options = [correct, ...others.slice(0, Math.max(0, count - 1))];
  return shuffle(options, random);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Seconds left after `elapsedTicks` ticks of 0.1 s, never below zero, shown with one decimal. */
export const secondsLeft = (elapsedTicks: number) =>
  Math.max(0, Math.round((QUESTION_SECONDS * 1000 - elapsedTicks * TIMER_TICK_MS) / 100) / 10);
export const formatSecondsLeft = (seconds: number) => seconds.toFixed(1);

export interface QuizTally {
  score: number;
  streak: number;
  bestStreak: number;
  answered: number;
  correct: number;
}
export const emptyTally = (): QuizTally => ({
  score: 0,
  streak: 0,
  bestStreak: 0,
  answered: 0,
  correct: 0,
});

/** One answer: +10 and streak + 1 when correct; a wrong answer or a time-out (null) resets the streak. */
export function tallyAnswer(tally: QuizTally, correct: boolean): QuizTally {
  const streak = correct ? tally.streak + 1 : 0;
  return {
    score: tally.score + (correct ? POINTS_PER_CORRECT : 0),
    streak,
    bestStreak: Math.max(tally.bestStreak, streak),
    answered: tally.answered + 1,
    correct: tally.correct + (correct ? 1 : 0),
  };
}

export interface QuizSummary {
  deckName: string;
  score: number;
  accuracy: number;
  bestStreak: number;
  totalQuestions: number;
}

/** Spec 2 §3 "Quiz summary": the deck's name (or "Unknown Deck"), then " - Pack N" when it has packs. */
export function quizSummary(
  deckName: string | undefined,
  packNumber: number | null,
  tally: QuizTally,
): QuizSummary {
  return {
    deckName: `${deckName || 'Unknown Deck'}${packNumber ? ` - Pack ${packNumber}` : ''}`,
    score: tally.score,
    accuracy: accuracyOf(tally.correct, tally.answered),
    bestStreak: tally.bestStreak,
    totalQuestions: tally.answered,
  };
}

/** The text Share Results shares (or copies). */
export const shareText = (summary: QuizSummary, grade: Grade) =>
  `I scored ${summary.score} points (${summary.accuracy}% accuracy, grade ${grade}) on ${summary.deckName} ` +
  `in SlangBridge flashcards, with a best streak of ${summary.bestStreak}!`;

export interface HighScore {
  score: number;
  accuracy: number;
  streak: number;
  /** Seconds the quiz took. */
  time: number;
  /** ISO date. */
  date: string;
}

/** The list with the new entry, best score first (then accuracy, then the earlier date), ten kept. */
export function addHighScore(list: readonly HighScore[], entry: HighScore): HighScore[] {
  return [...list, entry]
    .sort((a, b) => b.score - a.score || b.accuracy - a.accuracy || a.date.localeCompare(b.date))
    .slice(0, HIGH_SCORES_KEPT);
}
