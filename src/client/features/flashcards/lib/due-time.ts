// "Next card due in 10 minutes": when the earliest scheduled card of a deck falls due, relative to now.
import type { ScheduledCard } from '@shared/schemas/flashcards';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The earliest due time among cards not due yet; null when none is scheduled. */
export function nextDueOf(cards: readonly ScheduledCard[], now: Date): Date | null {
  let next: number | null = null;
  for (const { state } of cards) {
    const due = Date.parse(state.due);
    if (due > now.getTime() && (next === null || due < next)) next = due;
  }
  return next === null ? null : new Date(next);
}

/** 'in 10 minutes', 'in 3 hours', 'tomorrow', 'in 4 days'. */
export function formatDueIn(due: Date, now: Date): string {
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const diff = Math.max(0, due.getTime() - now.getTime());
  if (diff < HOUR) return format.format(Math.max(1, Math.ceil(diff / MINUTE)), 'minute');
  if (diff < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}
