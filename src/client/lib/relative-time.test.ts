import { describe, expect, it } from 'vitest';
import {
  formatFullDateTime,
  formatRelativeTime,
  formatRelativeTimeInSentence,
} from './relative-time';

// Local time, so the calendar checks hold in any time zone.
const now = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  it("says 'Just now' under an hour", () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe('Just now');
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe('Just now');
  });

  it("says 'Just now' for a timestamp in the future", () => {
    expect(formatRelativeTime(ago(-5 * MINUTE), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-3 * 24 * HOUR), now)).toBe('Just now');
  });

  it('counts whole hours up to 24 hours', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(HOUR + 59 * MINUTE), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * HOUR), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it("says 'Yesterday' from 24 up to 48 hours", () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('Yesterday');
    expect(formatRelativeTime(ago(47 * HOUR), now)).toBe('Yesterday');
    expect(formatRelativeTime(ago(48 * HOUR - 1), now)).toBe('Yesterday');
  });

  it('shows a short en-US date from 48 hours on, with the year only when it differs', () => {
    expect(formatRelativeTime(ago(48 * HOUR), now)).toBe('Jun 13');
    expect(formatRelativeTime(new Date(2026, 0, 1, 9, 30), now)).toBe('Jan 1');
    expect(formatRelativeTime(new Date(2025, 10, 3, 18, 0), now)).toBe('Nov 3, 2025');
    expect(formatRelativeTime(new Date(2025, 11, 31, 23, 0), new Date(2026, 0, 3, 8, 0))).toBe(
      'Dec 31, 2025',
    );
  });

  it('accepts ISO strings and gives an empty label for an unreadable one', () => {
    expect(formatRelativeTime(ago(3 * HOUR).toISOString(), now)).toBe('3 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatFullDateTime', () => {
  it('writes the date and time in en-US', () => {
    // ICU puts a narrow no-break space before AM/PM in newer versions.
    expect(formatFullDateTime(new Date(2025, 10, 3, 16, 5)).replace(/\s/g, ' ')).toBe(
      'Nov 3, 2025, 4:05 PM',
    );
    expect(formatFullDateTime('nope')).toBe('');
  });

  it('lower-cases the words inside a sentence, and keeps hours and dates as they are', () => {
    expect(formatRelativeTimeInSentence(now, now)).toBe('just now');
    expect(formatRelativeTimeInSentence(ago(30 * HOUR), now)).toBe('yesterday');
    expect(formatRelativeTimeInSentence(ago(2 * HOUR), now)).toBe('2 hours ago');
  });
});
