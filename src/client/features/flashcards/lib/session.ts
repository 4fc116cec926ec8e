// The flashcards screen's session (spec 2 §3 "Quiz session state", §4 "Mode", "Quiz"): which mode and pack, the
// card shown, whether it is flipped, the study score and the quiz's tally, as a pure reducer. Timers, storage and
// calls live in the components; this only says what each press does.
import { emptyTally, tallyAnswer, type QuizTally } from '@shared/flashcards/quiz';

export type Mode = 'study' | 'quiz' | 'review';

export interface QuizAnswer {
  /** The option chosen; null when the time ran out. */
  selected: string | null;
  correct: boolean;
}

export interface Session {
  mode: Mode;
  packNumber: number;
  /** The card shown: an index into the pack (study, quiz) or into today's queue (review). */
  index: number;
  flipped: boolean;
  /** Got It! presses since the session started. */
  studyScore: number;
  tally: QuizTally;
  /** The current question's answer, shown until the next card comes. */
  answer: QuizAnswer | null;
  /** Changes with every new question: restarts the timer and deals new options. */
  question: number;
  /** True once the quiz ended (the index wrapped after at least one answer): the summary shows. */
  finished: boolean;
  /** Changes with every quiz started, so the end of each is recorded once. */
  quizRun: number;
  /** When the session (or the quiz) started, in ms. */
  startedAt: number;
}

export type SessionAction =
  /** A deck, a pack or one card opened: counters start again. */
  | { type: 'open'; packNumber: number; index?: number; mode?: Mode; now: number }
  | { type: 'mode'; mode: Mode; now: number }
  | { type: 'flip' }
  /**
   * Previous and random card, in Study and Review. A quiz only goes forward (Next, or the next card after an
   * answer): each card of the pack is asked once, so the result never counts more questions than the pack has.
   */
  | { type: 'go'; index: number }
  /** The next card of `count`: a quiz ends when it wraps after an answer. */
  | { type: 'next'; count: number }
  /** Study: Got It! (good) adds a point; both go on to the next card. */
  | { type: 'rate'; good: boolean; count: number }
  /** Review: the rated card leaves today's queue and the next one slides into its place. */
  | { type: 'reviewed' }
  | { type: 'answer'; selected: string | null; correct: boolean }
  /** Reset: back to study on the first card. */
  | { type: 'reset'; now: number }
  | { type: 'retry'; now: number };

export const initialSession = (now: number, packNumber = 1): Session => ({
  mode: 'study',
  packNumber,
  index: 0,
  flipped: false,
  studyScore: 0,
  tally: emptyTally(),
  answer: null,
  question: 0,
  finished: false,
  quizRun: 0,
  startedAt: now,
});

/** Counters start again (switching, reset, retry); the mode, pack and quiz run stay unless given. */
function restart(session: Session, now: number, changes: Partial<Session> = {}): Session {
  return {
    ...session,
    index: 0,
    flipped: false,
    studyScore: 0,
    tally: emptyTally(),
    answer: null,
    question: session.question + 1,
    finished: false,
    startedAt: now,
    ...changes,
  };
}

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export function sessionReducer(session: Session, action: SessionAction): Session {
  switch (action.type) {
    case 'open': {
      const mode = action.mode ?? session.mode;
      return restart(session, action.now, {
        mode,
        packNumber: action.packNumber,
        index: action.index ?? 0,
        quizRun: mode === 'quiz' ? session.quizRun + 1 : session.quizRun,
      });
    }
    case 'mode':
      return restart(session, action.now, {
        mode: action.mode,
        quizRun: action.mode === 'quiz' ? session.quizRun + 1 : session.quizRun,
      });
    case 'flip':
      return session.mode === 'quiz' ? session : { ...session, flipped: !session.flipped };
    case 'go':
      if (session.finished || session.mode === 'quiz') return session;
      return {
        ...session,
        index: action.index,
        flipped: false,
        answer: null,
        question: session.question + 1,
      };
    case 'next': {
      if (session.finished) return session;
      const next = session.index + 1;
      if (session.mode === 'quiz' && next >= action.count && session.tally.answered >= 1)
        return { ...session, finished: true, answer: null };
      return {
        ...session,
        index: wrap(next, action.count),
        flipped: false,
        answer: null,
        question: session.question + 1,
      };
    }
    case 'rate':
      return {
        ...session,
        studyScore: session.studyScore + (action.good ? 1 : 0),
        index: wrap(session.index + 1, action.count),
        flipped: false,
      };
    case 'reviewed':
      return { ...session, flipped: false };
    case 'answer':
      if (session.mode !== 'quiz' || session.answer || session.finished) return session;
      return {
        ...session,
        answer: { selected: action.selected, correct: action.correct },
        tally: tallyAnswer(session.tally, action.correct),
      };
    case 'reset':
      return restart(session, action.now, { mode: 'study' });
    case 'retry':
      return restart(session, action.now, { mode: 'quiz', quizRun: session.quizRun + 1 });
  }
}
