// The history lists' time label (spec 1 §9): 'Just now', 'N hours ago', 'Yesterday', then a short en-US date.
import { countOf } from './plural';

const HOUR_MS = 60 * 60 * 1000;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * 'Just now' under an hour (future timestamps too, so a skewed clock never reads oddly), '1 hour ago' /
 * 'N hours ago' under 24 hours, 'Yesterday' under 48 hours, then 'Nov 3' — with the year ('Nov 3, 2025')
 * only when it differs from `now`'s. An unreadable timestamp gives ''.
 */
export function formatRelativeTime(createdAt: Date | string, now = new Date()): string {
  const date = toDate(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${countOf(hours, 'hour', 'hours')} ago`;
  }
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The relative label inside a sentence ('Updated just now', 'updated yesterday'): lower-case words. */
export function formatRelativeTimeInSentence(createdAt: Date | string, now = new Date()): string {
  const label = formatRelativeTime(createdAt, now);
  return label === 'Just now' || label === 'Yesterday' ? label.toLowerCase() : label;
}

/** The full en-US date and time ('Nov 3, 2025, 4:05 PM'), for a tooltip beside the relative label. */
export function formatFullDateTime(createdAt: Date | string): string {
  const date = toDate(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
