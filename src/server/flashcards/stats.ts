// A learner's review statistics (issue 29 item 2): reviews per day over the last year, true retention of young and
// mature cards, scheduled cards by state and the cards falling due over the next 30 days. Days are calendar days in
// the zone the caller names. Everything is counted by PostgreSQL: the logs as already counted per quarter hour
// (review_log_buckets, about 1,500 rows for a year of 100,000 reviews), grouped by local day, and two small
// groupings of the schedule: the cost follows the quarter hours with reviews, not the number of reviews.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { addDays, calendarDayOf } from '@shared/engagement/streak-day';
import { REVIEW_STATES, type ReviewStateName } from '@shared/flashcards/review-scheduler';
import { STATS_CALENDAR_DAYS, STATS_FORECAST_DAYS } from '@shared/flashcards/review-stats';
import {
  UNKNOWN_TIME_ZONE_MESSAGE,
  type Retention,
  type StatsResponse,
} from '@shared/schemas/flashcard-stats';
import { queryRows, type Db } from '../db/client';
import { flashcardDecks, reviewLogBuckets, reviewSchedule } from '../db/schema';
import { AppError, hasPostgresCode } from '../errors';
import { loadBuiltInDecks } from './content';

/** SQLSTATE of `AT TIME ZONE` with a zone PostgreSQL does not know (its zone data may lag the runtime's). */
const INVALID_PARAMETER_VALUE = '22023';

interface LogDayRow {
  /** The local date, or null for the reviews outside the calendar's days (they only count in the total). */
  day: string | null;
  reviews: number;
  young: number;
  youngPassed: number;
  mature: number;
  maturePassed: number;
}

/** Midnight starting `day` (YYYY-MM-DD) in `timeZone`, as an instant. */
const midnight = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone}::text)`;

/**
 * The learner's reviews by local day: the calendar's days (with their retention counts) and one row for the rest.
 * A quarter hour lies within one local day in any zone, so a day is the sum of the buckets starting in it. Which
 * reviews are young or mature, and passed, is decided where the buckets are counted
 * (drizzle/0013_review_log_buckets.sql).
 */
function logsByDay(db: Db, userId: string, timeZone: string, firstDay: string, endDay: string) {
  return queryRows<LogDayRow>(
    db,
    sql`
      with bounds as (
        select ${midnight(firstDay, timeZone)} as first_at, ${midnight(endDay, timeZone)} as end_at
      )
      select case when bucket >= first_at and bucket < end_at
                  then (bucket at time zone ${timeZone}::text)::date::text end as day,
             sum(reviews)::int as reviews,
             sum(young)::int as young,
             sum(young_passed)::int as "youngPassed",
             sum(mature)::int as mature,
             sum(mature_passed)::int as "maturePassed"
      from ${reviewLogBuckets}, bounds
      where user_id = ${userId}
      group by 1
      order by 1`,
  );
}

/**
 * Schedules of decks the learner still has: a built-in deck, or one of their own. (Deleting a custom deck deletes
 * its schedules; this also leaves out a built-in deck the content no longer has.)
 */
function liveDecks(db: Db, userId: string) {
  return or(
    inArray(
      reviewSchedule.deckId,
      loadBuiltInDecks().map((deck) => deck.id),
    ),
    inArray(
      reviewSchedule.deckId,
      db
        .select({ id: sql<string>`${flashcardDecks.id}::text` })
        .from(flashcardDecks)
        .where(eq(flashcardDecks.userId, userId)),
    ),
  );
}

function cardsByState(db: Db, userId: string) {
  return db
    .select({ state: reviewSchedule.state, cards: sql<number>`count(*)::int` })
    .from(reviewSchedule)
    .where(and(eq(reviewSchedule.userId, userId), liveDecks(db, userId)))
    .groupBy(reviewSchedule.state);
}

/** Cards due per local day from `today` until `endDay` (excluded); cards already overdue count today. */
function dueByDay(db: Db, userId: string, timeZone: string, today: string, endDay: string) {
  const day = sql<string>`greatest((${reviewSchedule.due} at time zone ${timeZone}::text)::date, ${today}::date)::text`;
  return (
    db
      .select({ day, due: sql<number>`count(*)::int` })
      .from(reviewSchedule)
      .where(
        and(
          eq(reviewSchedule.userId, userId),
          lt(reviewSchedule.due, midnight(endDay, timeZone)),
          liveDecks(db, userId),
        ),
      )
      // By position: the expression's parameters would be sent again as new ones, which PostgreSQL cannot match.
      .groupBy(sql`1`)
  );
}

const retentionOf = (reviews: number, passed: number): Retention => ({
  reviews,
  passed,
  rate: reviews === 0 ? null : passed / reviews,
});

/** GET /api/flashcards/stats: the learner's statistics at `now`, with days read in `timeZone` (an IANA name). */
export async function reviewStats(
  db: Db,
  userId: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<StatsResponse> {
  const today = calendarDayOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  let rows: [
    LogDayRow[],
    { state: ReviewStateName; cards: number }[],
    { day: string; due: number }[],
  ];
  try {
    rows = await Promise.all([
      logsByDay(db, userId, timeZone, addDays(today, 1 - STATS_CALENDAR_DAYS), tomorrow),
      cardsByState(db, userId),
      dueByDay(db, userId, timeZone, today, addDays(today, STATS_FORECAST_DAYS)),
    ]);
  } catch (error) {
    if (hasPostgresCode(error, INVALID_PARAMETER_VALUE))
      throw new AppError(400, 'VALIDATION_FAILED', UNKNOWN_TIME_ZONE_MESSAGE);
    throw error;
  }
  const [days, states, due] = rows;

  let totalReviews = 0;
  const young = { reviews: 0, passed: 0 };
  const mature = { reviews: 0, passed: 0 };
  const calendar: StatsResponse['calendar'] = [];
  for (const row of days) {
    totalReviews += row.reviews;
    if (row.day === null) continue;
    calendar.push({ date: row.day, reviews: row.reviews });
    young.reviews += row.young;
    young.passed += row.youngPassed;
    mature.reviews += row.mature;
    mature.passed += row.maturePassed;
  }

  const byState = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0])) as Record<
    ReviewStateName,
    number
  >;
  for (const row of states) byState[row.state] = row.cards;

  const dueOn = new Map(due.map((row) => [row.day, row.due]));
  const forecast = Array.from({ length: STATS_FORECAST_DAYS }, (_, index) => {
    const date = addDays(today, index);
    return { date, due: dueOn.get(date) ?? 0 };
  });

  return {
    totalReviews,
    calendar,
    retention: {
      young: retentionOf(young.reviews, young.passed),
      mature: retentionOf(mature.reviews, mature.passed),
    },
    states: byState,
    forecast,
  };
}
