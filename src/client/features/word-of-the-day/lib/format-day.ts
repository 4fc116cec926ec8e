// How a day of the word of the day (its `date`, "2026-12-07") reads. The day is a calendar day, not an instant: it is
// written in UTC, so the server's render and the browser's (in any time zone) give the same text.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a day as the API takes it (`?date=2026-12-07`). */
export const isDay = (value: string | null | undefined): value is string =>
  !!value && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** 'long': "Monday, December 7, 2026"; 'short': "Mon, Dec 7, 2026". Anything unreadable is returned as it is. */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  if (!isDay(day)) return day;
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: style,
    month: style,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
