import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  addHighScore,
  CELEBRATION_STREAK,
  emptyTally,
  FLAME_STREAK,
  formatSecondsLeft,
  gradeOf,
  HIGH_SCORES_KEPT,
  type HighScore,
  NEXT_CARD_DELAY_MS,
  optionCountFor,
  POINTS_PER_CORRECT,
  QUESTION_SECONDS,
  quizOptions,
  quizSummary,
  type QuizTally,
  secondsLeft,
  shareText,
  tallyAnswer,
  TIMER_TICK_MS,
} from './quiz';

/** mulberry32: a small seeded generator returning [0, 1), so shuffles can be pinned. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tallyOf = (answers: boolean[]) => answers.reduce<QuizTally>(tallyAnswer, emptyTally());

describe('the quiz constants of spec 2 §9', () => {
  it('has a 10 s question in 0.1 s ticks, 800 ms before the next card, +10 points, flame at 3, celebration at 2, 10 high scores', () => {
    expect(QUESTION_SECONDS).toBe(10);
    expect(TIMER_TICK_MS).toBe(100);
    expect(NEXT_CARD_DELAY_MS).toBe(800);
    expect(POINTS_PER_CORRECT).toBe(10);
    expect(FLAME_STREAK).toBe(3);
    expect(CELEBRATION_STREAK).toBe(2);
    expect(HIGH_SCORES_KEPT).toBe(10);
  });
});

describe('gradeOf', () => {
  it.each([
    [100, 'S'],
    [95, 'S'],
    [94, 'A'],
    [85, 'A'],
    [84, 'B'],
    [70, 'B'],
    [69, 'C'],
    [50, 'C'],
    [49, 'D'],
    [0, 'D'],
  ])('grades %i %% as %s', (accuracy, grade) => {
    expect(gradeOf(accuracy)).toBe(grade);
  });
});

describe('accuracyOf', () => {
  it('is 0 before any answer, not NaN', () => {
    expect(accuracyOf(0, 0)).toBe(0);
  });

  it('rounds the percent of correct answers over answered', () => {
    expect(accuracyOf(1, 3)).toBe(33);
    expect(accuracyOf(2, 3)).toBe(67);
    expect(accuracyOf(1, 8)).toBe(13); // 12.5 rounds up
    expect(accuracyOf(9, 10)).toBe(90);
    expect(accuracyOf(10, 10)).toBe(100);
    expect(accuracyOf(0, 7)).toBe(0);
  });

  it('matters for the grade at the edges: 17/18 is 94 % (A), 18/19 is 95 % (S)', () => {
    expect(gradeOf(accuracyOf(17, 18))).toBe('A');
    expect(gradeOf(accuracyOf(18, 19))).toBe('S');
  });
});

describe('optionCountFor', () => {
  it('gives 4 options from 768 px up and 3 below', () => {
    expect(optionCountFor(767)).toBe(3);
    expect(optionCountFor(768)).toBe(4);
    expect(optionCountFor(320)).toBe(3);
    expect(optionCountFor(1920)).toBe(4);
  });
});

describe('quizOptions', () => {
  const meanings = ['for real', 'excellent', 'to leave', 'gossip', 'charisma', 'lie', 'cool'];

  it('holds the correct meaning exactly once among distinct options of the count asked', () => {
    for (let index = 0; index < meanings.length; index += 1) {
      for (const count of [3, 4]) {
        const options = quizOptions(meanings, index, count, seeded(index * 10 + count));
        expect(options).toHaveLength(count);
        expect(options.filter((option) => option === meanings[index])).toHaveLength(1);
        expect(new Set(options).size).toBe(options.length);
        for (const option of options) expect(meanings).toContain(option);
      }
    }
  });

  it('keeps the correct meaning once and options distinct when the deck repeats meanings', () => {
    const repeated = ['cool', 'cool', 'great', 'cool', 'great', 'bad'];
    for (let seed = 0; seed < 20; seed += 1) {
      const options = quizOptions(repeated, 0, 4, seeded(seed));
      expect(options.filter((option) => option === 'cool')).toHaveLength(1);
      expect(new Set(options).size).toBe(options.length);
    }
  });

  it('gives fewer options when the deck has fewer distinct meanings than asked', () => {
    expect(quizOptions(['a', 'b', 'a', 'b'], 1, 4, seeded(1)).sort()).toEqual(['a', 'b']);
    expect(quizOptions(['a', 'b', 'c'], 2, 4, seeded(1)).sort()).toEqual(['a', 'b', 'c']);
    expect(quizOptions(['only'], 0, 4, seeded(1))).toEqual(['only']);
    expect(quizOptions(['same', 'same'], 1, 3, seeded(1))).toEqual(['same']);
  });

  it('gives nothing for a card index outside the deck', () => {
    expect(quizOptions(meanings, meanings.length, 4, seeded(1))).toEqual([]);
    expect(quizOptions([], 0, 4, seeded(1))).toEqual([]);
  });

  it('is deterministic with a seeded random', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      expect(quizOptions(meanings, 2, 4, seeded(seed))).toEqual(
        quizOptions(meanings, 2, 4, seeded(seed)),
      );
    }
  });

  it('shuffles: the correct answer lands in every position and different distractors are drawn', () => {
    const positions = new Set<number>();
    const distractors = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1) {
      const options = quizOptions(meanings, 0, 4, seeded(seed));
      positions.add(options.indexOf('for real'));
      options
        .filter((option) => option !== 'for real')
        .forEach((option) => distractors.add(option));
    }
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
    expect(distractors.size).toBe(meanings.length - 1);
  });

  it('does not reorder the deck it is given', () => {
    const before = [...meanings];
    quizOptions(meanings, 3, 4, seeded(7));
    expect(meanings).toEqual(before);
  });

  it('stays within the deck at both ends of the range of random, [0, 1)', () => {
    // Just under 1, every Fisher–Yates step swaps an item with itself: the correct meaning, then deck order.
    expect(quizOptions(['A', 'B', 'C', 'D', 'E'], 0, 4, () => 0.999999)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    for (const value of [0, 0.5, 0.999999]) {
      const options = quizOptions(['A', 'B', 'C', 'D'], 2, 4, () => value);
      expect([...options].sort()).toEqual(['A', 'B', 'C', 'D']);
    }
  });
});

describe('secondsLeft and formatSecondsLeft', () => {
  it('counts down 10 s in 0.1 s steps and never goes below zero', () => {
    expect(secondsLeft(0)).toBe(10);
    expect(secondsLeft(1)).toBe(9.9);
    expect(secondsLeft(3)).toBe(9.7);
    expect(secondsLeft(99)).toBe(0.1);
    expect(secondsLeft(100)).toBe(0);
    expect(secondsLeft(150)).toBe(0);
  });

  it('gives an exact tenth at every tick, without float noise', () => {
    for (let tick = 0; tick <= 100; tick += 1) {
      expect(secondsLeft(tick)).toBe((100 - tick) / 10);
      expect(formatSecondsLeft(secondsLeft(tick))).toMatch(/^\d{1,2}\.\d$/);
    }
  });

  it('shows one decimal', () => {
    expect(formatSecondsLeft(secondsLeft(0))).toBe('10.0');
    expect(formatSecondsLeft(secondsLeft(1))).toBe('9.9');
    expect(formatSecondsLeft(secondsLeft(95))).toBe('0.5');
    expect(formatSecondsLeft(secondsLeft(100))).toBe('0.0');
    expect(formatSecondsLeft(secondsLeft(150))).toBe('0.0');
  });
});

describe('tallyAnswer', () => {
  it('starts empty', () => {
    expect(emptyTally()).toEqual({ score: 0, streak: 0, bestStreak: 0, answered: 0, correct: 0 });
  });

  it('adds 10 points and one to the streak for a correct answer', () => {
    expect(tallyAnswer(emptyTally(), true)).toEqual({
      score: 10,
      streak: 1,
      bestStreak: 1,
      answered: 1,
      correct: 1,
    });
  });

  it('resets the streak on a wrong answer or a time-out, and keeps the best streak', () => {
    const tally = tallyOf([true, true, true, false]);
    expect(tally).toEqual({ score: 30, streak: 0, bestStreak: 3, answered: 4, correct: 3 });
  });

  it('keeps the longest streak over several runs', () => {
    const answers = [true, true, false, true, true, true, true, false, true];
    const tally = tallyOf(answers);
    expect(tally).toEqual({ score: 70, streak: 1, bestStreak: 4, answered: 9, correct: 7 });
  });

  it('reaches the flame from the third correct answer in a row and the celebration from the second', () => {
    const streaks = [true, true, true, false, true].reduce<number[]>((acc, correct, i, all) => {
      acc.push(tallyOf(all.slice(0, i + 1)).streak);
      return acc;
    }, []);
    expect(streaks).toEqual([1, 2, 3, 0, 1]);
    expect(streaks.map((streak) => streak >= FLAME_STREAK)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(streaks.map((streak) => streak >= CELEBRATION_STREAK)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives nothing for a wrong answer but counts it', () => {
    expect(tallyOf([false, false])).toEqual({
      score: 0,
      streak: 0,
      bestStreak: 0,
      answered: 2,
      correct: 0,
    });
  });

  it('does not change the tally it is given', () => {
    const tally = emptyTally();
    tallyAnswer(tally, true);
    expect(tally).toEqual(emptyTally());
  });
});

describe('quizSummary and shareText', () => {
  const tally = tallyOf([true, true, false, true, true, true, true, true, true, true]);

  it('names the deck and the pack', () => {
    expect(quizSummary('Gen Z English', 2, tally)).toEqual({
      deckName: 'Gen Z English - Pack 2',
      score: 90,
      accuracy: 90,
      bestStreak: 7,
      totalQuestions: 10,
    });
  });

  it('says Unknown Deck without a name and leaves the pack out without packs', () => {
    expect(quizSummary(undefined, 1, tally).deckName).toBe('Unknown Deck - Pack 1');
    expect(quizSummary('', 3, tally).deckName).toBe('Unknown Deck - Pack 3');
    expect(quizSummary(undefined, null, tally).deckName).toBe('Unknown Deck');
    expect(quizSummary('Business', null, tally).deckName).toBe('Business');
  });

  it('gives accuracy 0 for a quiz with no answers', () => {
    expect(quizSummary('Deck', 1, emptyTally())).toMatchObject({
      accuracy: 0,
      totalQuestions: 0,
      score: 0,
    });
  });

  it('rounds the accuracy', () => {
    expect(quizSummary('Deck', null, tallyOf([true, false, false])).accuracy).toBe(33);
  });

  it('shares score, accuracy, grade, deck and best streak', () => {
    const summary = quizSummary('Gen Z English', 2, tally);
    const text = shareText(summary, gradeOf(summary.accuracy));
    expect(text).toBe(
      'I scored 90 points (90% accuracy, grade A) on Gen Z English - Pack 2 in SlangBridge flashcards, ' +
        'with a best streak of 7!',
    );
  });
});

describe('addHighScore', () => {
  const entry = (score: number, overrides: Partial<HighScore> = {}): HighScore => ({
    score,
    accuracy: 80,
    streak: 3,
    time: 60,
    date: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('puts the best score first', () => {
    const list = [30, 10, 50].reduce<HighScore[]>(
      (acc, score) => addHighScore(acc, entry(score)),
      [],
    );
    expect(list.map((item) => item.score)).toEqual([50, 30, 10]);
  });

  it('keeps only the top 10, dropping the lowest', () => {
    let list: HighScore[] = [];
    for (let score = 10; score <= 120; score += 10) list = addHighScore(list, entry(score));
    expect(list).toHaveLength(HIGH_SCORES_KEPT);
    expect(list.map((item) => item.score)).toEqual([120, 110, 100, 90, 80, 70, 60, 50, 40, 30]);
  });

  it('leaves a full list unchanged for a score under all of it, and lets a better one in', () => {
    const full = Array.from({ length: 10 }, (_, i) => entry(100 - i * 5));
    expect(addHighScore(full, entry(10))).toEqual(full);
    const better = addHighScore(full, entry(97));
    expect(better.map((item) => item.score)).toEqual([100, 97, 95, 90, 85, 80, 75, 70, 65, 60]);
  });

  it('breaks ties by accuracy, then the earlier date', () => {
    const list = [
      entry(50, { accuracy: 70, date: '2025-01-03T00:00:00.000Z' }),
      entry(50, { accuracy: 90, date: '2025-01-02T00:00:00.000Z' }),
      entry(50, { accuracy: 70, date: '2025-01-01T00:00:00.000Z' }),
    ].reduce<HighScore[]>(addHighScore, []);
    expect(list.map((item) => [item.accuracy, item.date.slice(0, 10)])).toEqual([
      [90, '2025-01-02'],
      [70, '2025-01-01'],
      [70, '2025-01-03'],
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [entry(10), entry(20)];
    const before = structuredClone(list);
    addHighScore(list, entry(30));
    expect(list).toEqual(before);
  });
});
