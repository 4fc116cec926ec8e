// Writes that may wait a moment (usage counters, history rows) are buffered in memory and written every couple of
// seconds, so a hot request path never waits for the database: this runs the write on a timer, one write at a
// time, and once more at shutdown.
export interface PeriodicFlush {
  /** Writes what is buffered now, after any write under way (a read that must see the buffer, tests). */
  readonly flush: () => Promise<void>;
  /** Stops the timer and writes what is left. */
  readonly close: () => Promise<void>;
}

export const FLUSH_INTERVAL_MS = 2_000;

/** Runs `write` every `intervalMs`; it must not throw (it logs and keeps what it could not write). */
export function schedulePeriodicFlush(
  write: () => Promise<void>,
  intervalMs: number = FLUSH_INTERVAL_MS,
): PeriodicFlush {
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
