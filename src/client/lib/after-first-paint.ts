// Runs work the first paint does not need once the page has loaded and the browser is idle: code that loads on
// demand and is fetched ahead of its first use, parts of the page that appear a moment later. The jobs wait in one
// queue and run one per idle period, in the order given, so what several parts of the page put off does not all
// land in one long task (docs/performance.md: each task over 50 ms at a phone's speed adds to Total Blocking Time).
import { startTransition, useEffect, useState } from 'react';

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;

/** The idle callback's wait limit: past it the job runs anyway (a page that is never idle still gets its extras). */
const IDLE_TIMEOUT_MS = 2000;

function runNext() {
  scheduled = false;
  try {
    queue.shift()?.();
  } finally {
    // A job that throws does not strand the ones behind it.
    if (queue.length > 0) schedule();
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(runNext, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(runNext, 200);
}

function whenLoaded(start: () => void) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Queues `run` for an idle period of its own after the page has loaded; returns the cancel. */
export function afterFirstPaint(run: Job): () => void {
  const job: Job = () => run();
  queue.push(job);
  whenLoaded(schedule);
  return () => {
    const index = queue.indexOf(job);
    if (index !== -1) queue.splice(index, 1);
  };
}

/**
 * Forgets the queue and the pending wake-up. For tests, which share this module across files: a test on fake timers
 * swallows the scheduled wake-up, and without this every later job in that worker would wait for ever.
 */
export function resetAfterFirstPaintQueue(): void {
  queue.length = 0;
  scheduled = false;
}

/**
 * False on the first render (on the server and while hydrating too, so both render the same), true once the
 * page's turn in the idle queue has come. What the change renders is a transition: React renders it in slices
 * that yield to the browser.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setReady(true))), []);
  return ready;
}
