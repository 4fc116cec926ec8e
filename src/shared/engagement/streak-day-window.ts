// The streak day a server-rendered page was rendered on, with the instants it spans (streak-day.ts works it out
// on the server; the page carries it). Inside that window streakDayOf answers from it instead of building a date
// formatter for New York, which on a phone's first call is a task of ≈ 0.2 s (Lighthouse's 4× slowdown) while the
// page is being taken over. A module of its own so that the browser's entry point can set it without loading the
// day arithmetic.

/** A streak day and the instants it runs between (from its 6 AM New York time to the next one). */
export interface StreakDayWindow {
  day: string;
  /** Its first instant (ms since the epoch). */
  from: number;
  /** The first instant of the next streak day. */
  until: number;
}

let known: StreakDayWindow | null = null;

/** Remembers a window the server sent (anything malformed is ignored). */
export function rememberStreakDayWindow(window: StreakDayWindow | null | undefined) {
  const valid =
    !!window &&
    typeof window.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(window.day) &&
    Number.isFinite(window.from) &&
    Number.isFinite(window.until) &&
    window.from < window.until;
  known = valid ? { day: window.day, from: window.from, until: window.until } : null;
}

/** The remembered streak day when `time` (ms since the epoch) is inside its window, else null. */
export function rememberedStreakDay(time: number): string | null {
  return known && time >= known.from && time < known.until ? known.day : null;
}
