import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayOf,
  daysBetween,
  isDayString,
  monthOf,
  STREAK_ROLLOVER_HOUR,
  STREAK_TIME_ZONE,
  streakDayOf,
  streakDayWindowOf,
} from './streak-day';
import { rememberStreakDayWindow } from './streak-day-window';

// Moments are written with New York's offset of that date (-05:00 standard, -04:00 daylight time), so each
// test reads as the New York wall clock it is about.
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('streakDayOf: the day rolls over at 6 AM New York time', () => {
  it('uses New York and 6 AM', () => {
    expect(STREAK_TIME_ZONE).toBe('America/New_York');
    expect(STREAK_ROLLOVER_HOUR).toBe(6);
  });

  it('keeps 05:59 on the previous day and starts the new one at 06:00', () => {
    expect(streakDayOf(at('2026-01-15T05:59:59.999-05:00'))).toBe('2026-01-14');
    expect(streakDayOf(at('2026-01-15T06:00:00.000-05:00'))).toBe('2026-01-15');
    expect(streakDayOf(at('2026-01-15T00:00:00-05:00'))).toBe('2026-01-14');
    expect(streakDayOf(at('2026-01-15T23:59:59-05:00'))).toBe('2026-01-15');
  });

  it('follows New York, not UTC nor the runtime zone', () => {
    // 2026-01-15 03:00 UTC is 22:00 on the 14th in New York.
    expect(streakDayOf(at('2026-01-15T03:00:00Z'))).toBe('2026-01-14');
    // 2026-06-15 09:59 UTC is 05:59 EDT: still the 14th; 10:00 UTC is 06:00 EDT.
    expect(streakDayOf(at('2026-06-15T09:59:00Z'))).toBe('2026-06-14');
    expect(streakDayOf(at('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });

  it('crosses month, year and leap-day boundaries before 6 AM', () => {
    expect(streakDayOf(at('2027-01-01T05:59:00-05:00'))).toBe('2026-12-31');
    expect(streakDayOf(at('2026-03-01T05:00:00-05:00'))).toBe('2026-02-28');
    expect(streakDayOf(at('2028-03-01T05:00:00-05:00'))).toBe('2028-02-29');
    expect(streakDayOf(at('2026-05-01T05:00:00-04:00'))).toBe('2026-04-30');
  });

  describe.each([
    // [year, spring-forward day, fall-back day]
    ['2025', '2025-03-09', '2025-11-02'],
    ['2026', '2026-03-08', '2026-11-01'],
  ])('daylight-saving changes of %s', (_year, spring, fall) => {
    const dayBefore = (day: string) => addDays(day, -1);

    it(`spring forward (${spring}): 05:30 EDT is the previous day, 06:30 EDT the new one`, () => {
      // Clocks jumped from 02:00 EST to 03:00 EDT at night; 6 AM is now 10:00 UTC, not 11:00.
      expect(streakDayOf(at(`${spring}T05:30:00-04:00`))).toBe(dayBefore(spring));
      expect(streakDayOf(at(`${spring}T06:30:00-04:00`))).toBe(spring);
      expect(streakDayOf(at(`${spring}T05:59:59.999-04:00`))).toBe(dayBefore(spring));
      expect(streakDayOf(at(`${spring}T06:00:00-04:00`))).toBe(spring);
      // Just before the jump (01:59 EST) and just after (03:00 EDT): still the previous day.
      expect(streakDayOf(at(`${spring}T01:59:00-05:00`))).toBe(dayBefore(spring));
      expect(streakDayOf(at(`${spring}T03:00:00-04:00`))).toBe(dayBefore(spring));
    });

    it(`spring forward (${spring}): the same UTC time is a different streak day than the day before`, () => {
      // 10:30 UTC: 05:30 EST the day before the change (previous day), 06:30 EDT on it (new day).
      expect(streakDayOf(at(`${dayBefore(spring)}T10:30:00Z`))).toBe(addDays(spring, -2));
      expect(streakDayOf(at(`${spring}T10:30:00Z`))).toBe(spring);
    });

    it(`spring forward (${spring}): the streak day holding the change lasts 23 hours`, () => {
      const start = at(`${dayBefore(spring)}T06:00:00-05:00`).getTime();
      const next = at(`${spring}T06:00:00-04:00`).getTime();
      expect(next - start).toBe(23 * HOUR);
      expect(streakDayOf(new Date(start))).toBe(dayBefore(spring));
      expect(streakDayOf(new Date(next - 1))).toBe(dayBefore(spring));
      expect(streakDayOf(new Date(next))).toBe(spring);
    });

    it(`fall back (${fall}): 05:30 EST is the previous day, 06:30 EST the new one`, () => {
      expect(streakDayOf(at(`${fall}T05:30:00-05:00`))).toBe(dayBefore(fall));
      expect(streakDayOf(at(`${fall}T06:30:00-05:00`))).toBe(fall);
      expect(streakDayOf(at(`${fall}T05:59:59.999-05:00`))).toBe(dayBefore(fall));
      expect(streakDayOf(at(`${fall}T06:00:00-05:00`))).toBe(fall);
    });

    it(`fall back (${fall}): both 01:30s of the repeated hour belong to the previous day`, () => {
      expect(streakDayOf(at(`${fall}T01:30:00-04:00`))).toBe(dayBefore(fall));
      expect(streakDayOf(at(`${fall}T01:30:00-05:00`))).toBe(dayBefore(fall));
    });

    it(`fall back (${fall}): the streak day holding the change lasts 25 hours`, () => {
      const start = at(`${dayBefore(fall)}T06:00:00-04:00`).getTime();
      const next = at(`${fall}T06:00:00-05:00`).getTime();
      expect(next - start).toBe(25 * HOUR);
      expect(streakDayOf(new Date(start))).toBe(dayBefore(fall));
      // 24 hours after the start is only 05:00 EST: still the same streak day.
      expect(streakDayOf(new Date(start + 24 * HOUR))).toBe(dayBefore(fall));
      expect(streakDayOf(new Date(next - 1))).toBe(dayBefore(fall));
      expect(streakDayOf(new Date(next))).toBe(fall);
    });
  });

  it('changes day exactly once a day through 2025 and 2026, always at 06:00 New York time', () => {
    // Walks both years in 15-minute steps. Every change must go to the very next date, at 11:00 UTC under
    // standard time (EST, UTC-5) and 10:00 UTC under daylight time (EDT, UTC-4).
    const daylight = (ms: number) =>
      (ms >= Date.parse('2025-03-09T07:00:00Z') && ms < Date.parse('2025-11-02T06:00:00Z')) ||
      (ms >= Date.parse('2026-03-08T07:00:00Z') && ms < Date.parse('2026-11-01T06:00:00Z'));
    const start = Date.parse('2025-01-01T12:00:00Z');
    const end = Date.parse('2027-01-01T12:00:00Z');
    let previous = streakDayOf(new Date(start));
    let changes = 0;
    for (let ms = start + 15 * 60_000; ms <= end; ms += 15 * 60_000) {
      const day = streakDayOf(new Date(ms));
      if (day === previous) continue;
      changes += 1;
      expect(daysBetween(previous, day)).toBe(1);
      expect(new Date(ms).getUTCHours()).toBe(daylight(ms) ? 10 : 11);
      expect(new Date(ms).getUTCMinutes()).toBe(0);
      previous = day;
    }
    expect(changes).toBe(730);
  });

  it('refuses an invalid date rather than guessing a day', () => {
    expect(() => streakDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('streakDayWindowOf and the window a server-rendered page brings', () => {
  it('spans from one 6 AM New York time to the next, in standard and in daylight time', () => {
    expect(streakDayWindowOf(at('2026-01-15T13:20:00-05:00'))).toEqual({
      day: '2026-01-15',
      from: at('2026-01-15T06:00:00-05:00').getTime(),
      until: at('2026-01-16T06:00:00-05:00').getTime(),
    });
    expect(streakDayWindowOf(at('2026-07-04T05:59:00-04:00'))).toEqual({
      day: '2026-07-03',
      from: at('2026-07-03T06:00:00-04:00').getTime(),
      until: at('2026-07-04T06:00:00-04:00').getTime(),
    });
  });

  it('lasts 23 hours across the spring change and 25 across the autumn one', () => {
    const spring = streakDayWindowOf(at('2026-03-08T12:00:00-04:00'));
    expect([spring.day, (spring.until - spring.from) / HOUR]).toEqual(['2026-03-08', 24]);
    const beforeSpring = streakDayWindowOf(at('2026-03-07T12:00:00-05:00'));
    expect([beforeSpring.day, (beforeSpring.until - beforeSpring.from) / HOUR]).toEqual([
      '2026-03-07',
      23,
    ]);
    const autumn = streakDayWindowOf(at('2026-10-31T12:00:00-04:00'));
    expect([autumn.day, (autumn.until - autumn.from) / HOUR]).toEqual(['2026-10-31', 25]);
  });

  it('answers streakDayOf inside a remembered window, and works the day out outside it', () => {
    const noon = at('2026-01-15T12:00:00-05:00');
    try {
      // A window that disagrees with the clock shows which answer was used.
      rememberStreakDayWindow({
        day: '2030-12-31',
        from: noon.getTime(),
        until: noon.getTime() + HOUR,
      });
      expect(streakDayOf(noon)).toBe('2030-12-31');
      expect(streakDayOf(new Date(noon.getTime() + HOUR))).toBe('2026-01-15');
      expect(streakDayOf(new Date(noon.getTime() - 1))).toBe('2026-01-15');
      rememberStreakDayWindow({ day: 'not a day', from: 0, until: Number.MAX_SAFE_INTEGER });
      expect(streakDayOf(noon)).toBe('2026-01-15');
    } finally {
      rememberStreakDayWindow(null);
    }
  });
});

describe('calendarDayOf: midnight-to-midnight date in a zone', () => {
  it('gives the date in the zone asked for', () => {
    const moment = at('2026-03-08T03:30:00Z');
    expect(calendarDayOf(moment, 'America/New_York')).toBe('2026-03-07');
    expect(calendarDayOf(moment, 'UTC')).toBe('2026-03-08');
    expect(calendarDayOf(moment, 'Asia/Tokyo')).toBe('2026-03-08');
    expect(calendarDayOf(at('2026-03-08T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-09');
  });

  it('rolls over at midnight, unlike the streak day', () => {
    const early = at('2026-03-08T05:30:00-04:00');
    expect(calendarDayOf(early, 'America/New_York')).toBe('2026-03-08');
    expect(streakDayOf(early)).toBe('2026-03-07');
    expect(calendarDayOf(at('2026-11-01T00:00:00-04:00'), 'America/New_York')).toBe('2026-11-01');
    expect(calendarDayOf(at('2026-10-31T23:59:59-04:00'), 'America/New_York')).toBe('2026-10-31');
    // The repeated hour of the fall-back night stays on Nov 1st both times.
    expect(calendarDayOf(at('2026-11-01T01:30:00-05:00'), 'America/New_York')).toBe('2026-11-01');
  });

  it("uses the runtime's zone when none is given", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-03-08T03:30:00Z', '2026-03-08T23:30:00Z', '2026-11-01T04:30:00Z'])
      expect(calendarDayOf(at(iso))).toBe(calendarDayOf(at(iso), zone));
  });

  it('refuses an unknown zone', () => {
    expect(() => calendarDayOf(at('2026-03-08T12:00:00Z'), 'Mars/Olympus_Mons')).toThrow(
      RangeError,
    );
  });
});

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it('counts calendar days, whatever the hours in between', () => {
    expect(daysBetween('2026-03-07', '2026-03-08')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-08', '2026-03-08')).toBe(0);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });

  it('agrees with the Gregorian calendar of Date.UTC for any pair of dates', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        // fast-check also draws the Invalid Date unless told not to; it is no calendar day.
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const expected = (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
        expect(daysBetween(a, b)).toBe(expected);
        expect(addDays(a, expected)).toBe(b);
      }),
    );
  });

  it('tells real dates from malformed or impossible ones', () => {
    expect(isDayString('2026-03-08')).toBe(true);
    expect(isDayString('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-3-8',
      '',
      20260308,
    ])
      expect(isDayString(bad)).toBe(false);
    expect(isDayString(null)).toBe(false);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });

  it('names the month of a date', () => {
    expect(monthOf('2026-03-08')).toBe('2026-03');
    expect(monthOf('2026-12-31')).toBe('2026-12');
    expect(() => monthOf('2026-03')).toThrow(RangeError);
  });
});
