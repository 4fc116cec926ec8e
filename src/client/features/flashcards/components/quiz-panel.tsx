// One quiz question (spec 2 §2 "Quiz mode", §4 "Quiz", §9): the time bar and seconds with one decimal, score,
// accuracy and streak (a flame from 3), the term, and 3 or 4 meanings to choose from (1–4 on the keyboard). After
// an answer: 'Correct!', 'Incorrect' or 'Time Up!' with the meaning and example.
import { Flame, PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  accuracyOf,
  CELEBRATION_STREAK,
  FLAME_STREAK,
  formatSecondsLeft,
  QUESTION_SECONDS,
  type QuizTally,
  WIDE_SCREEN_MIN_PX,
} from '@shared/flashcards/quiz';
import type { Card } from '@shared/schemas/flashcards';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import type { QuizAnswer } from '../lib/session';
import { FLASHCARDS_TEXT as T } from '../texts';
import { SpeakButton } from './flash-card';

/** What floats up for 2 s after a right answer: the points and, from a streak of 2, the streak banner. */
export interface QuizFlash {
  id: number;
  points: number;
  streak: number;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 flex-1 gap-0.5 rounded-lg border bg-surface px-3 py-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1.5 text-lg font-bold tabular-nums">{children}</dd>
    </div>
  );
}

/** Below the width where the quiz shows four options. */
const PHONE_QUERY = `(max-width: ${WIDE_SCREEN_MIN_PX - 1}px)`;

export function QuizPanel({
  card,
  options,
  answer,
  tally,
  secondsLeft,
  flash,
  onAnswer,
  onSpeak,
  speaking,
  lang,
}: {
  card: Card;
  options: readonly string[];
  answer: QuizAnswer | null;
  tally: QuizTally;
  secondsLeft: number;
  flash: QuizFlash | null;
  onAnswer: (option: string) => void;
  onSpeak: () => void;
  speaking: boolean;
  lang?: string;
}) {
  const timeLabelId = useId();
  const seconds = formatSecondsLeft(secondsLeft);
  const celebrating = flash !== null && flash.streak >= CELEBRATION_STREAK;
  const rootRef = useRef<HTMLDivElement>(null);
  // On a phone the deck picker and the pack strip fill the first screen: bring the timer, the term and the
  // options into view when the quiz starts, or the 10 seconds run out below the fold.
  useEffect(() => {
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    rootRef.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  return (
    // scroll-mt: clear of the sticky header.
    <div ref={rootRef} className="grid scroll-mt-28 gap-4">
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between text-sm">
          <span id={timeLabelId} className="font-medium text-muted-foreground">
            {T.timeLeft}
          </span>
          <span
            className={cn('font-bold tabular-nums', secondsLeft <= 3 && 'text-danger')}
            data-testid="quiz-seconds"
          >
            {T.secondsLeft(seconds)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={timeLabelId}
          aria-valuemin={0}
          aria-valuemax={QUESTION_SECONDS}
          aria-valuenow={secondsLeft}
          aria-valuetext={`${seconds} seconds`}
          className="h-3.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', secondsLeft <= 3 ? 'bg-danger' : 'bg-primary')}
            style={{ width: `${(secondsLeft / QUESTION_SECONDS) * 100}%` }}
          />
        </div>
      </div>

      <dl className="flex gap-2">
        <Stat label={T.score}>
          {tally.score}
          {flash && (
            <span
              key={flash.id}
              aria-hidden
              className="text-sm font-bold text-success-text animate-fade-in"
            >
              {T.points(flash.points)}
            </span>
          )}
        </Stat>
        <Stat label={T.accuracy}>{accuracyOf(tally.correct, tally.answered)}%</Stat>
        <Stat label={T.streak}>
          {tally.streak}
          {tally.streak >= FLAME_STREAK && (
            <Badge variant="warning" role="img" aria-label={T.streakFlame(tally.streak)}>
              <Flame className="size-3.5" aria-hidden />
            </Badge>
          )}
        </Stat>
      </dl>

      <div className="relative rounded-xl border-2 bg-surface px-5 py-10 text-center shadow-[var(--shadow-card)]">
        <p
          lang={lang}
          dir="auto"
          className="font-display text-3xl font-extrabold tracking-tight break-words sm:text-4xl"
        >
          {card.term}
        </p>
        <SpeakButton onSpeak={onSpeak} speaking={speaking} className="absolute right-2 top-2" />
        {/* The streak banner (spec 2 §2: "N in a row!"), over the card so nothing moves when it comes. */}
        <div role="status" aria-live="polite" className="absolute left-3 top-3">
          {celebrating && (
            <Badge variant="primary" className="animate-fade-in">
              <PartyPopper className="size-3.5" aria-hidden />
              {T.inARow(flash.streak)}
            </Badge>
          )}
        </div>
      </div>

      <div
        role="group"
        aria-label={T.chooseMeaning}
        // The padding keeps focus rings inside the scroll box; the negative margin lines the options up
        // with the card above.
        className="-mx-1 grid max-h-[60vh] gap-2 overflow-y-auto p-1"
      >
        {options.map((option, index) => {
          const isRight = option === card.meaning;
          const isChosen = answer?.selected === option;
          const result = !answer ? null : isRight ? 'right' : isChosen ? 'wrong' : 'other';
          return (
            <button
              key={option}
              type="button"
              disabled={answer !== null}
              onClick={() => onAnswer(option)}
              className={cn(
                'flex w-full cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 text-left text-sm font-medium transition-colors disabled:cursor-default sm:text-base',
                result === null && 'bg-surface hover:border-primary/50 hover:bg-muted',
                result === 'right' && 'border-success/40 bg-success/15',
                result === 'wrong' && 'border-danger bg-danger/10',
                result === 'other' && 'bg-surface opacity-60',
              )}
            >
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-bold text-muted-foreground"
              >
                {index + 1}
              </span>
              <span className="min-w-0 break-words">{option}</span>
            </button>
          );
        })}
      </div>

      <div role="status" aria-live="polite">
        {answer && (
          <div
            className={cn(
              // On the plain surface: the danger text keeps 4.5:1 there, not on a red tint.
              'grid gap-1 rounded-lg border-2 bg-surface px-4 py-3 animate-fade-in',
              answer.correct ? 'border-success/40' : 'border-danger/40',
            )}
          >
            <p className={cn('font-bold', answer.correct ? 'text-success-text' : 'text-danger')}>
              {answer.correct ? T.correct : answer.selected === null ? T.timeUp : T.incorrect}
            </p>
            <p className="text-sm">{card.meaning}</p>
            {card.example && (
              <p className="text-sm italic text-muted-foreground">{T.example(card.example)}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
