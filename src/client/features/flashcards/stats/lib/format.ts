// How the statistics page writes dates and rates. One formatter each, built when the page's chunk loads: the
// calendar formats a date for each of its 365 days.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** Noon UTC of a YYYY-MM-DD date: formatted in UTC, it is that date on every device, whatever its zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Mar 9, 2027". */
export const formatDay = (day: string) => dayFormat.format(noonOf(day));
/** "Mar 9". */
export const formatShortDay = (day: string) => shortDayFormat.format(noonOf(day));
/** "Mar". */
export const formatMonth = (day: string) => monthFormat.format(noonOf(day));
/** "83.3%". */
export const formatPercent = (rate: number) => percentFormat.format(rate);
