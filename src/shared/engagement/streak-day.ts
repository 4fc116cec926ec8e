// Days for the daily-engagement rules (spec 1 §4, issue 12 item 1). Every function takes the moment as a
// parameter and never reads the clock, so tests (and the e2e suite's fixed clock) decide what "now" is.
//
// Two kinds of day exist, on purpose:
// - the *streak day* of the visit streak: spec 1 §4 says it rolls over at 6 AM in America/New_York, the same
//   for everyone wherever they are, so 05:59 New York time still belongs to the previous day;
// - the *calendar day* of the daily slang popup and the daily challenge: the spec only says "once per calendar
//   day", and the natural reading in a browser is the visitor's own date (midnight local), so that is the
//   default; a zone can be passed to pin it (tests, or a server that knows the person's zone).
//
// Dates are YYYY-MM-DD strings. Arithmetic on them is done on the calendar (day numbers), never by adding
// 24 hours to an instant: days around daylight-saving changes last 23 or 25 hours.

import { rememberedStreakDay, type StreakDayWindow } from './streak-day-window';

/** The zone whose 6 AM starts a new streak day (spec 1 §4 "Visit streak"). */
export const STREAK_TIME_ZONE = 'America/New_York';
/** The local hour (in STREAK_TIME_ZONE) at which the streak day rolls over. */
export const STREAK_ROLLOVER_HOUR = 6;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
}

// Formatters are costly to build and the streak rules run on every visit, so one per zone is kept. (The
// runtime's own zone needs none: calendarDayOf reads Date's local getters.)
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const build = () =>
    // en-US with Latin digits: the parts are read as numbers, whatever the visitor's own locale.
    new Intl.DateTimeFormat('en-US-u-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = build();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and hour of `now` in `timeZone`. */
function zonedParts(now: Date, timeZone: string): ZonedParts {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: the moment has no day.');
  const parts = formatterFor(timeZone).formatToParts(now);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    // Some engines have written midnight as hour 24 even with h23; it is hour 0 of the same date.
    hour: read('hour') % 24,
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const formatDay = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

// Day numbers (days since 1970-01-01) from a proleptic Gregorian date and back: Howard Hinnant's
// days_from_civil / civil_from_days (https://howardhinnant.github.io/date_algorithms.html), integer-only.
function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = (month + 9) % 12; // March is 0, so the leap day ends the year
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilOf(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a valid YYYY-MM-DD date, or null (wrong shape, or a date the calendar lacks like 02-30). */
function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const nextMonthStart =
    month === 12 ? dayNumberOf(year + 1, 1, 1) : dayNumberOf(year, month + 1, 1);
  if (day > nextMonthStart - dayNumberOf(year, month, 1)) return null;
  return { year, month, day };
}

/**
 * Whether `value` is a real YYYY-MM-DD date. Records read from the browser's storage are only checked to be
 * strings, so the rules use this before trusting a stored date.
 */
export function isDayString(value: unknown): value is string {
  return typeof value === 'string' && parseDay(value) !== null;
}

function dayNumberOfString(value: string): number {
  const parts = parseDay(value);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return dayNumberOf(parts.year, parts.month, parts.day);
}

/**
 * Calendar days from `a` to `b` (YYYY-MM-DD): 1 when `b` is the day after `a`, negative when `b` comes first.
 * Throws a RangeError on a malformed or impossible date.
 */
export function daysBetween(a: string, b: string): number {
  return dayNumberOfString(b) - dayNumberOfString(a);
}

/** The YYYY-MM-DD date `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const { year, month, day: dayOfMonth } = civilOf(dayNumberOfString(day) + days);
  return formatDay(year, month, dayOfMonth);
}

/** The YYYY-MM month of a YYYY-MM-DD date (the unit of the monthly streak repair). */
export function monthOf(day: string): string {
  if (!isDayString(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(day)}`);
  return day.slice(0, 7);
}

/**
 * The visit streak's day of `now`: the New York calendar date, except that before 6 AM New York time it is
 * still the previous date. Only the wall-clock hour is compared, so the rule holds on the 23-hour and
 * 25-hour days of the daylight-saving changes (6 AM exists once on each of them).
 */
export function streakDayOf(now: Date): string {
  return rememberedStreakDay(now.getTime()) ?? computedStreakDayOf(now);
}

const HOUR = 3_600_000;

/**
 * The streak day of `now` with the instants it starts and ends. New York's offsets from UTC are whole hours, so
 * 6 AM there is always on a UTC hour: the edges are found by stepping hour by hour (at most 25 steps each way).
 */
export function streakDayWindowOf(now: Date): StreakDayWindow {
  const day = computedStreakDayOf(now);
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
  let from = hourStart;
  while (computedStreakDayOf(new Date(from - HOUR)) === day) from -= HOUR;
  let until = hourStart + HOUR;
  while (computedStreakDayOf(new Date(until)) === day) until += HOUR;
  return { day, from, until };
}

function computedStreakDayOf(now: Date): string {
  const { year, month, day, hour } = zonedParts(now, STREAK_TIME_ZONE);
  const date = formatDay(year, month, day);
  return hour < STREAK_ROLLOVER_HOUR ? addDays(date, -1) : date;
}

/**
 * The calendar date (midnight to midnight) of `now` in `timeZone`, an IANA zone name; by default the
 * runtime's zone, which in a browser is the visitor's own. This is the day of the daily slang popup and the
 * daily challenge. Throws a RangeError on an unknown zone.
 */
export function calendarDayOf(now: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    // The runtime's own zone is what Date's local getters read: no formatter to build (a long task on a phone).
    if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: the moment has no day.');
    return formatDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
  }
  const { year, month, day } = zonedParts(now, timeZone);
  return formatDay(year, month, day);
}
