// The year's calendar of reviews: a heat map of the last 365 days, one square per day, darker for more reviews.
import { useMemo, type ReactNode } from 'react';
import type { StatsResponse } from '@shared/schemas/flashcard-stats';
import { calendarGrid } from '../lib/calendar-grid';
import { formatDay, formatMonth } from '../lib/format';
import { STATS_TEXT as T } from '../texts';
import { ChartCard } from './chart-card';

const CELL = 10;
const STEP = 12;
/** The smallest the year is drawn (CSS pixels per viewBox unit): on a narrower screen its older weeks are cut. */
const MIN_SCALE = 1.1;
/** Room for the weekday labels on the left and the month labels on top. */
const LEFT = 26;
const TOP = 14;
const WEEKDAY_LABELS = [
  { row: 1, label: 'Mon' },
  { row: 3, label: 'Wed' },
  { row: 5, label: 'Fri' },
];

/**
 * Shades from no reviews (0) to the busiest days (CALENDAR_LEVELS): the theme's colours (dark mode follows) at an
 * opacity each, drawn with `currentColor` and colour classes the app already has, so the stylesheet every page
 * loads gains nothing.
 */
const LEVEL_SHADES = [
  { className: 'text-muted-foreground', opacity: 0.15 },
  { className: 'text-primary', opacity: 0.3 },
  { className: 'text-primary', opacity: 0.55 },
  { className: 'text-primary', opacity: 0.8 },
  { className: 'text-primary', opacity: 1 },
];

function Square({
  x,
  y,
  level,
  children,
}: {
  x: number;
  y: number;
  level: number;
  children?: ReactNode;
}) {
  const shade = LEVEL_SHADES[level] ?? LEVEL_SHADES[0]!;
  return (
    <rect
      x={x}
      y={y}
      width={CELL}
      height={CELL}
      rx={2}
      fill="currentColor"
      fillOpacity={shade.opacity}
      className={shade.className}
      data-level={level}
    >
      {children}
    </rect>
  );
}

export function ReviewCalendar({
  calendar,
  today,
}: {
  calendar: StatsResponse['calendar'];
  /** The learner's today (the forecast's first day). */
  today: string;
}) {
  const grid = useMemo(() => calendarGrid(calendar, today), [calendar, today]);
  const width = LEFT + grid.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    <ChartCard
      title={T.calendarTitle}
      description={T.calendarDescription}
      table={{
        caption: T.calendarCaption,
        columns: [T.date, T.reviews],
        rows: calendar.map((day) => [formatDay(day.date), day.reviews.toLocaleString('en-US')]),
        empty: T.noDaysYet,
      }}
    >
      {/* On a phone the cells keep a size one can tell apart and the older weeks are cut on the left: the box
          aligns the year to its end (this week) and hides what overflows. Every day is in the table anyway. */}
      <div className="flex justify-end overflow-hidden">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full"
          style={{ minWidth: width * MIN_SCALE }}
          focusable="false"
          data-testid="review-calendar"
        >
          {grid.monthStarts.map(({ column, date }) => (
            <text
              key={date}
              x={LEFT + column * STEP}
              y={TOP - 4}
              fontSize={9}
              fill="currentColor"
              className="text-muted-foreground"
            >
              {formatMonth(date)}
            </text>
          ))}
          {WEEKDAY_LABELS.map(({ row, label }) => (
            <text
              key={label}
              x={0}
              y={TOP + row * STEP + CELL - 1}
              fontSize={9}
              fill="currentColor"
              className="text-muted-foreground"
            >
              {label}
            </text>
          ))}
          {grid.weeks.map((week, column) =>
            week.map(
              (cell, row) =>
                cell && (
                  <Square
                    key={cell.date}
                    x={LEFT + column * STEP}
                    y={TOP + row * STEP}
                    level={cell.level}
                  >
                    <title>{T.dayReviews(formatDay(cell.date), cell.reviews)}</title>
                  </Square>
                ),
            ),
          )}
        </svg>
      </div>
      <div className="mt-3 flex items-center justify-end gap-2 text-xs text-muted-foreground">
        <span>{T.less}</span>
        <svg
          viewBox={`0 0 ${LEVEL_SHADES.length * STEP} ${CELL}`}
          width={LEVEL_SHADES.length * STEP}
          height={CELL}
          focusable="false"
        >
          {LEVEL_SHADES.map((_, level) => (
            <Square key={level} x={level * STEP} y={0} level={level} />
          ))}
        </svg>
        <span>{T.more}</span>
      </div>
    </ChartCard>
  );
}
