// The rules of the learning statistics (issue 29 item 2), without zod so the statistics page can use them without
// loading the schemas: which days they cover, where young cards end, and which time zones a day may be read in.

/** The calendar covers today and the 364 days before it. */
export const STATS_CALENDAR_DAYS = 365;
/** The forecast covers today and the 29 days after it. */
export const STATS_FORECAST_DAYS = 30;
/**
 * Anki's line between young and mature cards: a last interval of 21 days or more is mature. The database counts
 * with it too (migration 0013's review_log_buckets triggers): changing it needs a migration that recounts.
 */
export const MATURE_INTERVAL_DAYS = 21;
/** The zone of the days when the caller names none: the day the flashcards' daily limits use (ADR 007). */
export const DEFAULT_STATS_TIME_ZONE = 'UTC';

// IANA names start with a letter ("Europe/Paris", "Etc/GMT+5", "UTC"): an offset such as "+05:00", which the
// browser's Intl accepts, would be read by PostgreSQL as a POSIX zone with its sign reversed.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const TIME_ZONE_MAX = 64;

/** True when `timeZone` is an IANA zone name the runtime's Intl knows (the server checks PostgreSQL knows it too). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length > TIME_ZONE_MAX || !TIME_ZONE_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
