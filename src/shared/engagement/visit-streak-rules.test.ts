import { describe, expect, it } from 'vitest';
import {
  canRepair,
  countVisit,
  currentStreakAt,
  emptyVisitStreak,
  mergeVisitStreaks,
  repairStatus,
  repairStreak,
  type RepairOutcome,
  type VisitStreakRecord,
} from './visit-streak-rules';

// Moments carry New York's offset of their date (-05:00 EST, -04:00 EDT), so they read as its wall clock.
const at = (iso: string) => new Date(iso);

/** A record whose last counted visit was on `lastDate` (a streak day), with `current` days. */
const streak = (
  current: number,
  lastDate: string,
  extra: Partial<VisitStreakRecord> = {},
): VisitStreakRecord => ({
  current,
  best: current,
  lastDate,
  startedAt: '2026-01-01',
  lastCountedAtMs: 0,
  lastRepairMonth: null,
  ...extra,
});

/** Counts one visit at each moment, in order, from `start`. */
const visits = (isoMoments: string[], start: VisitStreakRecord = emptyVisitStreak()) =>
  isoMoments.reduce((record, iso) => countVisit(record, at(iso)), start);

function repaired(outcome: RepairOutcome): VisitStreakRecord {
  if (!outcome.ok) throw new Error(`expected a repair, got ${outcome.reason}`);
  return outcome.record;
}

describe('countVisit', () => {
  it('starts a streak of 1 on the first visit', () => {
    const now = at('2026-03-10T09:00:00-04:00');
    expect(countVisit(emptyVisitStreak(), now)).toEqual({
      current: 1,
      best: 1,
      lastDate: '2026-03-10',
      startedAt: '2026-03-10',
      lastCountedAtMs: now.getTime(),
      previousStreak: null,
      previousStartedAt: null,
      brokenOn: null,
    });
  });

  it('counts once per streak day: later visits the same day give back the very same record', () => {
    const first = countVisit(emptyVisitStreak(), at('2026-03-10T09:00:00-04:00'));
    expect(countVisit(first, at('2026-03-10T23:59:00-04:00'))).toBe(first);
    // 05:59 the next morning is still the same streak day.
    expect(countVisit(first, at('2026-03-11T05:59:00-04:00'))).toBe(first);
  });

  it('adds one on the next streak day and keeps startedAt', () => {
    const record = visits([
      '2026-03-10T09:00:00-04:00',
      '2026-03-11T06:00:00-04:00',
      '2026-03-12T22:00:00-04:00',
    ]);
    expect(record).toMatchObject({
      current: 3,
      best: 3,
      lastDate: '2026-03-12',
      startedAt: '2026-03-10',
      lastCountedAtMs: at('2026-03-12T22:00:00-04:00').getTime(),
    });
  });

  it('counts a night owl at 01:00 and an early bird at 07:00 the same morning as two days', () => {
    // 01:00 belongs to the evening before; 07:00 starts the next streak day.
    const record = visits(['2026-03-11T01:00:00-04:00', '2026-03-11T07:00:00-04:00']);
    expect(record.current).toBe(2);
    expect(record.startedAt).toBe('2026-03-10');
  });

  it('resets to 1 after a gap of more than one day, with startedAt today and best kept', () => {
    const after = countVisit(streak(9, '2026-03-05'), at('2026-03-10T12:00:00-04:00'));
    expect(after).toMatchObject({
      current: 1,
      best: 9,
      lastDate: '2026-03-10',
      startedAt: '2026-03-10',
      previousStreak: null,
      brokenOn: null,
    });
  });

  it('keeps the streak broken by exactly one missed day aside, for a repair that day', () => {
    const after = countVisit(
      streak(5, '2026-03-08', { startedAt: '2026-03-04' }),
      at('2026-03-10T12:00:00-04:00'),
    );
    expect(after).toMatchObject({
      current: 1,
      startedAt: '2026-03-10',
      previousStreak: 5,
      previousStartedAt: '2026-03-04',
      brokenOn: '2026-03-10',
    });
  });

  it('never lowers best and raises it with current', () => {
    expect(
      countVisit(streak(3, '2026-03-09', { best: 20 }), at('2026-03-10T12:00:00-04:00')).best,
    ).toBe(20);
    expect(
      countVisit(streak(3, '2026-03-09', { best: 3 }), at('2026-03-10T12:00:00-04:00')).best,
    ).toBe(4);
  });

  it('neither grows nor breaks when the clock was moved back before the last visit', () => {
    const record = streak(4, '2026-03-12');
    expect(countVisit(record, at('2026-03-10T12:00:00-04:00'))).toBe(record);
  });

  it('starts afresh when the stored last date is not a real date', () => {
    const after = countVisit(
      { current: 7, best: 7, lastDate: 'last tuesday' },
      at('2026-03-10T12:00:00-04:00'),
    );
    expect(after).toMatchObject({ current: 1, best: 7, lastDate: '2026-03-10' });
  });

  it('keeps an old record without startedAt working on the next day', () => {
    const after = countVisit(
      { current: 2, best: 2, lastDate: '2026-03-09' },
      at('2026-03-10T12:00:00-04:00'),
    );
    expect(after).toMatchObject({ current: 3, best: 3, startedAt: null });
  });

  describe.each([
    ['2025', '2025-03-09', '2025-11-02'],
    ['2026', '2026-03-08', '2026-11-01'],
  ])('around the daylight-saving changes of %s', (_year, spring, fall) => {
    const prev = (day: string, back = 1) => {
      const date = new Date(`${day}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      return date.toISOString().slice(0, 10);
    };

    it(`spring forward: a visit at 05:30 EDT on ${spring} is still the day before`, () => {
      const saturday = countVisit(emptyVisitStreak(), at(`${prev(spring)}T07:00:00-05:00`));
      expect(countVisit(saturday, at(`${spring}T05:30:00-04:00`))).toBe(saturday);
      const sunday = countVisit(saturday, at(`${spring}T06:30:00-04:00`));
      expect(sunday).toMatchObject({ current: 2, lastDate: spring });
    });

    it('spring forward: 24 hours between visits can span two streak days and break the streak', () => {
      // 05:30 EST the day before counts for two days before; 24 hours later it is 06:30 EDT.
      const early = countVisit(streak(3, prev(spring, 3)), at(`${prev(spring)}T05:30:00-05:00`));
      expect(early).toMatchObject({ current: 4, lastDate: prev(spring, 2) });
      const next = countVisit(early, at(`${spring}T06:30:00-04:00`));
      expect(next.current).toBe(1);
      expect(next.previousStreak).toBe(4);
    });

    it('fall back: 24 hours between visits can stay within one 25-hour streak day', () => {
      const saturday = countVisit(streak(6, prev(fall, 2)), at(`${prev(fall)}T06:30:00-04:00`));
      expect(saturday).toMatchObject({ current: 7, lastDate: prev(fall) });
      // 24 hours later is only 05:30 EST: not counted again.
      expect(countVisit(saturday, at(`${fall}T05:30:00-05:00`))).toBe(saturday);
      expect(countVisit(saturday, at(`${fall}T06:30:00-05:00`)).current).toBe(8);
    });

    it('a week of daily visits across both changes counts 7', () => {
      for (const change of [spring, fall]) {
        const moments = [-3, -2, -1, 0, 1, 2, 3].map((offset) => {
          const date = new Date(`${change}T12:00:00Z`);
          date.setUTCDate(date.getUTCDate() + offset);
          // 06:15 New York time every morning, whatever the offset that day.
          const edt = change === spring ? offset >= 0 : offset < 0;
          return `${date.toISOString().slice(0, 10)}T06:15:00${edt ? '-04:00' : '-05:00'}`;
        });
        expect(visits(moments).current).toBe(7);
      }
    });
  });
});

describe('repairs', () => {
  it('fills in the missed day before today is counted: n + 1, and n + 2 once today counts', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    const record = streak(5, '2026-03-08');
    expect(repairStatus(record, now)).toBe('available');
    expect(canRepair(record, now)).toBe(true);
    const fixed = repaired(repairStreak(record, now));
    expect(fixed).toMatchObject({
      current: 6,
      best: 6,
      lastDate: '2026-03-09',
      startedAt: '2026-01-01',
      lastRepairMonth: '2026-03',
    });
    expect(countVisit(fixed, now)).toMatchObject({ current: 7, best: 7, lastDate: '2026-03-10' });
  });

  it('gives back the streak that today’s visit reset, with the missed day and today counted', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    const reset = countVisit(streak(5, '2026-03-08', { startedAt: '2026-03-04' }), now);
    expect(reset.current).toBe(1);
    expect(repairStatus(reset, now)).toBe('available');
    const fixed = repaired(repairStreak(reset, now));
    expect(fixed).toMatchObject({
      current: 7,
      best: 7,
      lastDate: '2026-03-10',
      startedAt: '2026-03-04',
      lastRepairMonth: '2026-03',
      previousStreak: null,
      brokenOn: null,
    });
    // Counting another visit today changes nothing more.
    expect(countVisit(fixed, at('2026-03-10T20:00:00-04:00'))).toBe(fixed);
  });

  it('refuses a second repair in the same calendar month, even for a new missed day', () => {
    const first = repaired(repairStreak(streak(5, '2026-03-08'), at('2026-03-10T12:00:00-04:00')));
    const again = repairStreak(first, at('2026-03-10T13:00:00-04:00'));
    expect(again).toEqual({ ok: false, reason: 'already-used-this-month' });
    // Miss the 20th, come back on the 21st: March's repair is spent.
    const later = countVisit(
      streak(8, '2026-03-19', { lastRepairMonth: '2026-03' }),
      at('2026-03-21T12:00:00-04:00'),
    );
    expect(repairStatus(later, at('2026-03-21T12:00:00-04:00'))).toBe('already-used-this-month');
    expect(canRepair(later, at('2026-03-21T12:00:00-04:00'))).toBe(false);
  });

  it('allows a new repair in the next month', () => {
    const now = at('2026-04-03T12:00:00-04:00');
    const record = countVisit(streak(8, '2026-04-01', { lastRepairMonth: '2026-03' }), now);
    const fixed = repaired(repairStreak(record, now));
    expect(fixed.current).toBe(10);
    expect(fixed.lastRepairMonth).toBe('2026-04');
  });

  it('takes the month from the streak day: 05:30 on April 1st is still March', () => {
    // Last visit March 30th, March 31st missed, repair already used in March.
    const record = streak(4, '2026-03-30', { lastRepairMonth: '2026-03' });
    // 05:30 on April 1st is streak day March 31st: nothing missed yet, and March's repair is used.
    expect(repairStatus(record, at('2026-04-01T05:30:00-04:00'))).toBe('already-used-this-month');
    // 06:30 is streak day April 1st: March 31st was missed and April's repair is free.
    expect(repairStatus(record, at('2026-04-01T06:30:00-04:00'))).toBe('available');
    const fixed = repaired(repairStreak(record, at('2026-04-01T06:30:00-04:00')));
    expect(fixed).toMatchObject({ current: 5, lastDate: '2026-03-31', lastRepairMonth: '2026-04' });
  });

  it('crosses a year: December’s repair does not spend January’s', () => {
    const record = streak(12, '2026-12-30', { lastRepairMonth: '2026-12' });
    expect(repairStatus(record, at('2027-01-01T10:00:00-05:00'))).toBe('available');
  });

  it('cannot repair two or more missed days', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    expect(repairStreak(streak(5, '2026-03-07'), now)).toEqual({
      ok: false,
      reason: 'nothing-to-repair',
    });
    const reset = countVisit(streak(5, '2026-03-07'), now);
    expect(repairStatus(reset, now)).toBe('nothing-to-repair');
  });

  it('has nothing to repair when no day was missed, or for a newcomer', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    expect(repairStatus(streak(5, '2026-03-09'), now)).toBe('nothing-to-repair');
    expect(repairStatus(streak(5, '2026-03-10'), now)).toBe('nothing-to-repair');
    expect(repairStatus(emptyVisitStreak(), now)).toBe('nothing-to-repair');
    expect(repairStatus(streak(0, '2026-03-08'), now)).toBe('nothing-to-repair');
  });

  it('is only offered on the day the streak broke', () => {
    const reset = countVisit(streak(5, '2026-03-08'), at('2026-03-10T12:00:00-04:00'));
    expect(repairStatus(reset, at('2026-03-11T12:00:00-04:00'))).toBe('nothing-to-repair');
    const nextDay = countVisit(reset, at('2026-03-11T12:00:00-04:00'));
    expect(nextDay).toMatchObject({ current: 2, previousStreak: null, brokenOn: null });
    expect(repairStatus(nextDay, at('2026-03-11T12:00:00-04:00'))).toBe('nothing-to-repair');
  });

  it('sees 05:30 EDT on the day after spring forward as no missed day at all', () => {
    // Last visit Saturday 2026-03-07; Sunday the 8th's streak day runs until 06:00 on Monday the 9th.
    const record = streak(5, '2026-03-07');
    expect(repairStatus(record, at('2026-03-09T05:30:00-04:00'))).toBe('nothing-to-repair');
    expect(countVisit(record, at('2026-03-09T05:30:00-04:00')).current).toBe(6);
    expect(repairStatus(record, at('2026-03-09T06:30:00-04:00'))).toBe('available');
  });

  it('leaves the record it was given untouched', () => {
    const record = streak(5, '2026-03-08');
    const copy = structuredClone(record);
    repairStreak(record, at('2026-03-10T12:00:00-04:00'));
    countVisit(record, at('2026-03-10T12:00:00-04:00'));
    expect(record).toEqual(copy);
  });
});

describe('currentStreakAt', () => {
  it('is the stored streak while the last visit was today or yesterday, 0 after a missed day', () => {
    const record = streak(5, '2026-03-09');
    expect(currentStreakAt(record, at('2026-03-09T20:00:00-04:00'))).toBe(5);
    expect(currentStreakAt(record, at('2026-03-10T20:00:00-04:00'))).toBe(5);
    expect(currentStreakAt(record, at('2026-03-11T05:59:00-04:00'))).toBe(5);
    expect(currentStreakAt(record, at('2026-03-11T06:00:00-04:00'))).toBe(0);
    expect(currentStreakAt(emptyVisitStreak(), at('2026-03-11T06:00:00-04:00'))).toBe(0);
  });
});

describe('mergeVisitStreaks', () => {
  it('lets the larger current streak win whole, with the larger best of both', () => {
    const local = streak(3, '2026-03-10', { best: 40, startedAt: '2026-03-08' });
    const server = streak(6, '2026-03-09', { best: 6, startedAt: '2026-03-04' });
    expect(mergeVisitStreaks(local, server)).toMatchObject({
      current: 6,
      best: 40,
      lastDate: '2026-03-09',
      startedAt: '2026-03-04',
    });
    expect(mergeVisitStreaks(server, local)).toMatchObject({ current: 6, best: 40 });
  });

  it('breaks a tie with the more recent visit, then the server', () => {
    const older = streak(4, '2026-03-09', { startedAt: 'older' });
    const newer = streak(4, '2026-03-10', { startedAt: 'newer' });
    expect(mergeVisitStreaks(older, newer).startedAt).toBe('newer');
    expect(mergeVisitStreaks(newer, older).startedAt).toBe('newer');
    const same = streak(4, '2026-03-10', { startedAt: 'server' });
    expect(mergeVisitStreaks(newer, same).startedAt).toBe('server');
  });

  it('keeps the later repair month, so one repair a month holds across devices', () => {
    const local = streak(9, '2026-03-10', { lastRepairMonth: null });
    const server = streak(2, '2026-03-10', { lastRepairMonth: '2026-03' });
    const merged = mergeVisitStreaks(local, server);
    expect(merged.current).toBe(9);
    expect(merged.lastRepairMonth).toBe('2026-03');
    expect(
      mergeVisitStreaks(streak(1, '2026-03-10', { lastRepairMonth: '2026-02' }), server)
        .lastRepairMonth,
    ).toBe('2026-03');
    expect(mergeVisitStreaks(emptyVisitStreak(), emptyVisitStreak()).lastRepairMonth).toBeNull();
  });

  it('with now, does not let a long broken streak beat a short living one', () => {
    const now = at('2026-03-10T12:00:00-04:00');
    const living = streak(2, '2026-03-10');
    const broken = streak(30, '2026-02-01', { best: 30 });
    expect(mergeVisitStreaks(living, broken, now)).toMatchObject({ current: 2, best: 30 });
    // Without a moment the stored numbers are compared as they are.
    expect(mergeVisitStreaks(living, broken).current).toBe(30);
  });
});
