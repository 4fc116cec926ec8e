// The study timer (spec 2 §4 "Quiz": "Study timer counts elapsed seconds") since `startedAt`.
import { useEffect, useState } from 'react';

export function useElapsedSeconds(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** 75 → '1:15'. */
export const formatElapsed = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
