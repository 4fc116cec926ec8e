// The review calendar's grid: the last 365 days as week columns (Sunday on top, like a wall calendar turned on its
// side), each day with its reviews and a shade from 0 (none) to CALENDAR_LEVELS (the busiest days), and the columns
// where a month begins, for its label.
import { addDays } from '@shared/engagement/streak-day';
import { STATS_CALENDAR_DAYS } from '@shared/flashcards/review-stats';

export const CALENDAR_LEVELS = 4;

export interface CalendarCell {
  date: string;
  reviews: number;
  /** 0 without reviews, else 1 to CALENDAR_LEVELS in proportion to the busiest day. */
  level: number;
}

export interface CalendarGrid {
  /** Week columns, oldest first; seven slots each, Sunday first; null before the first day and after today. */
  weeks: (CalendarCell | null)[][];
  /** The columns holding the 1st of a month, with that month's first day. */
  monthStarts: { column: number; date: string }[];
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const levelOf = (reviews: number, busiest: number) =>
  reviews <= 0 || busiest <= 0
    ? 0
    : Math.min(CALENDAR_LEVELS, Math.max(1, Math.ceil((reviews / busiest) * CALENDAR_LEVELS)));

/** The grid ending on `today` (the learner's day, as the server counted it) from the days with reviews. */
export function calendarGrid(
  calendar: readonly { date: string; reviews: number }[],
  today: string,
): CalendarGrid {
  const first = addDays(today, 1 - STATS_CALENDAR_DAYS);
  const reviewsOn = new Map(calendar.map((day) => [day.date, day.reviews]));
  const busiest = calendar.reduce((most, day) => Math.max(most, day.reviews), 0);
  const lead = weekdayOf(first);
  const weeks: (CalendarCell | null)[][] = [];
  const monthStarts: CalendarGrid['monthStarts'] = [];
  for (let column = 0; column * 7 < lead + STATS_CALENDAR_DAYS; column += 1) {
    const week: (CalendarCell | null)[] = [];
    for (let row = 0; row < 7; row += 1) {
      const offset = column * 7 + row - lead;
      if (offset < 0 || offset >= STATS_CALENDAR_DAYS) {
        week.push(null);
        continue;
      }
      const date = addDays(first, offset);
      const reviews = reviewsOn.get(date) ?? 0;
      if (date.endsWith('-01')) monthStarts.push({ column, date });
      week.push({ date, reviews, level: levelOf(reviews, busiest) });
    }
    weeks.push(week);
  }
  return { weeks, monthStarts };
}
