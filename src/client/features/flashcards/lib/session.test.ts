import { describe, expect, it } from 'vitest';
import { initialSession, sessionReducer, type Session, type SessionAction } from './session';

const run = (actions: SessionAction[], start: Session = initialSession(0)) =>
  actions.reduce(sessionReducer, start);

describe('the flashcards session', () => {
  it('ends a quiz only when the index wraps after at least one answer', () => {
    const quiz = run([{ type: 'mode', mode: 'quiz', now: 0 }]);
    // Skipping through without answering wraps round, it does not end.
    const skipped = run(
      Array.from({ length: 3 }, () => ({ type: 'next', count: 3 }) as const),
      quiz,
    );
    expect(skipped).toMatchObject({ index: 0, finished: false });

    const answered = run(
      [
        { type: 'answer', selected: 'a', correct: true },
        { type: 'next', count: 3 },
        { type: 'answer', selected: null, correct: false },
        { type: 'next', count: 3 },
        { type: 'next', count: 3 },
      ],
      quiz,
    );
    expect(answered.finished).toBe(true);
    expect(answered.tally).toMatchObject({
      score: 10,
      answered: 2,
      correct: 1,
      streak: 0,
      bestStreak: 1,
    });
  });

  it('answers once per question; switching, reset and retry clear the counters; reset returns to study', () => {
    const quiz = run([
      { type: 'mode', mode: 'quiz', now: 0 },
      { type: 'answer', selected: 'a', correct: true },
      { type: 'answer', selected: 'b', correct: false },
    ]);
    expect(quiz.tally).toMatchObject({ answered: 1, correct: 1 });
    expect(run([{ type: 'retry', now: 5 }], quiz)).toMatchObject({
      mode: 'quiz',
      tally: { answered: 0 },
      startedAt: 5,
    });
    expect(run([{ type: 'reset', now: 5 }], quiz)).toMatchObject({ mode: 'study', index: 0 });
    expect(run([{ type: 'mode', mode: 'review', now: 5 }], quiz).tally.answered).toBe(0);
  });

  it('asks each card of a quiz once: Previous and Random do not move a quiz, so an answer never counts twice', () => {
    const quiz = run([
      { type: 'mode', mode: 'quiz', now: 0 },
      { type: 'answer', selected: 'a', correct: true },
      { type: 'next', count: 3 },
    ]);
    expect(quiz).toMatchObject({ index: 1, answer: null });
    // Back to the answered card (Previous, ←, Random): refused, the quiz stays on card 2.
    const back = run([{ type: 'go', index: 0 }], quiz);
    expect(back).toBe(quiz);

    // Answering every card once, whatever is pressed, counts the pack's size at most.
    const done = run(
      [
        { type: 'answer', selected: 'b', correct: true },
        { type: 'go', index: 0 },
        { type: 'answer', selected: 'b', correct: true },
        { type: 'next', count: 3 },
        { type: 'go', index: 1 },
        { type: 'answer', selected: 'c', correct: true },
        { type: 'next', count: 3 },
      ],
      quiz,
    );
    expect(done.finished).toBe(true);
    expect(done.tally).toMatchObject({ answered: 3, correct: 3 });

    // Study and Review still go anywhere.
    expect(run([{ type: 'go', index: 2 }]).index).toBe(2);
    expect(
      run([
        { type: 'mode', mode: 'review', now: 0 },
        { type: 'go', index: 2 },
      ]).index,
    ).toBe(2);
  });

  it('scores Got It! in study and wraps round the pack', () => {
    const study = run([
      { type: 'flip' },
      { type: 'rate', good: true, count: 2 },
      { type: 'rate', good: false, count: 2 },
    ]);
    expect(study).toMatchObject({ studyScore: 1, index: 0, flipped: false });
  });
});
