// A leading-and-trailing throttle: the first call runs at once, later ones at most once per `waitMs`, and the
// last call of a burst always runs, so a drag ends where the pointer stopped.

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): Throttled<Args> {
  let lastRun = -Infinity;
  let pending: Args | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    lastRun = now();
    run(...args);
  };

  const throttled = (...args: Args) => {
    const wait = lastRun + waitMs - now();
    if (wait <= 0 && !timer) {
      lastRun = now();
      run(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(flush, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
