// Runs work the first paint does not need once the browser is idle after it: code that loads on demand and is
// fetched ahead of its first use.
import { useEffect, useState } from 'react';

/** Calls `run` when the browser is idle (or after a short wait where idle callbacks lack); returns the cancel. */
export function afterFirstPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * False on the first render (on the server and while hydrating too, so both render the same), true once the
 * browser has been idle after the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}
