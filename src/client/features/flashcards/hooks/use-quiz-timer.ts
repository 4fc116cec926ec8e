// The quiz's countdown (spec 2 §4 "Quiz", §9): 10 s per question in 0.1 s steps, starting again with each
// question, calling `onTimeout` once when it reaches zero.
import { useEffect, useRef, useState } from 'react';
import { secondsLeft, TIMER_TICK_MS } from '@shared/flashcards/quiz';

/** Seconds left on the current question; `running` is false once it is answered. */
export function useQuizTimer(running: boolean, question: number, onTimeout: () => void): number {
  const [elapsed, setElapsed] = useState({ question, ticks: 0 });
  const ticks = elapsed.question === question ? elapsed.ticks : 0;
  const latest = useRef(onTimeout);
  useEffect(() => {
    latest.current = onTimeout;
  });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setElapsed((current) => ({
        question,
        ticks: (current.question === question ? current.ticks : 0) + 1,
      }));
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [running, question]);
  const left = secondsLeft(ticks);
  useEffect(() => {
    if (running && left === 0) latest.current();
  }, [running, left]);
  return left;
}
