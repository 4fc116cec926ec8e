// The review calendar's grid: 365 days ending today in Sunday-first week columns, each day shaded in proportion to
// the busiest one, and a label where each month begins.
import { describe, expect, it } from 'vitest';
import { calendarGrid, levelOf } from './calendar-grid';

// A Wednesday: the first day, 364 days before, is a Wednesday too.
const TODAY = '2027-03-10';

describe('calendarGrid', () => {
  it('lays the last 365 days out in Sunday-first weeks, ending today', () => {
    const { weeks } = calendarGrid([], TODAY);
    expect(weeks).toHaveLength(53);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]![3]).toEqual({ date: '2026-03-11', reviews: 0, level: 0 });
    expect(weeks.at(-1)![3]).toMatchObject({ date: TODAY });
    expect(weeks.at(-1)!.slice(4)).toEqual([null, null, null]);
    const days = weeks.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(365);
    // Sundays on the top row: 14 March 2027 would be one, 7 March 2027 is.
    expect(weeks.at(-1)![0]).toMatchObject({ date: '2027-03-07' });
  });

  it('puts each day’s reviews in its square, shaded against the busiest day', () => {
    const { weeks } = calendarGrid(
      [
        { date: '2026-03-11', reviews: 1 },
        { date: '2027-01-15', reviews: 3 },
        { date: '2027-03-09', reviews: 8 },
        { date: TODAY, reviews: 7 },
      ],
      TODAY,
    );
    const byDate = new Map(
      weeks.flat().flatMap((cell) => (cell ? [[cell.date, cell] as const] : [])),
    );
    expect(byDate.get('2026-03-11')).toMatchObject({ reviews: 1, level: 1 });
    expect(byDate.get('2027-01-15')).toMatchObject({ reviews: 3, level: 2 });
    expect(byDate.get('2027-03-09')).toMatchObject({ reviews: 8, level: 4 });
    expect(byDate.get(TODAY)).toMatchObject({ reviews: 7, level: 4 });
    expect(byDate.get('2027-03-08')).toMatchObject({ reviews: 0, level: 0 });
  });

  it('marks the column of each month’s first day', () => {
    const { monthStarts } = calendarGrid([], TODAY);
    expect(monthStarts.map((start) => start.date)).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    // 1 April 2026 is the 25th square counting the three empty ones: the fourth column.
    expect(monthStarts[0]!.column).toBe(3);
  });
});

describe('levelOf', () => {
  it('is 0 without reviews and 1 to 4 up to the busiest day', () => {
    expect(levelOf(0, 10)).toBe(0);
    expect(levelOf(1, 100)).toBe(1);
    expect(levelOf(50, 100)).toBe(2);
    expect(levelOf(51, 100)).toBe(3);
    expect(levelOf(100, 100)).toBe(4);
  });
});
