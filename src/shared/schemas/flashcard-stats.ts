// GET /api/flashcards/stats (issue 29 item 2): a signed-in learner's review statistics, shared by the server's
// validation and the statistics page. What each number counts: docs/decisions/007-flashcards.md, "Statistics".
import { z } from 'zod';
import { isKnownTimeZone } from '../flashcards/review-stats';
import type { ReviewStateName } from '../flashcards/review-scheduler';
import { safeText } from './text';

export const UNKNOWN_TIME_ZONE_MESSAGE = 'tz must be an IANA time zone such as Europe/Paris.';

export const statsQuerySchema = z.object({
  /** The learner's zone, whose midnight starts each day; DEFAULT_STATS_TIME_ZONE when absent. */
  tz: safeText().refine(isKnownTimeZone, UNKNOWN_TIME_ZONE_MESSAGE).optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int().nonnegative();
/** A date in the learner's zone. */
const day = z.iso.date();

/** Reviews of cards in the review state (not learning or relearning), and how many were not forgotten. */
export const retentionSchema = z.object({
  reviews: count,
  /** Rated Good (not Again). */
  passed: count,
  /** passed / reviews, from 0 to 1; null without reviews. */
  rate: z.number().min(0).max(1).nullable(),
});
export type Retention = z.infer<typeof retentionSchema>;

export const statsResponseSchema = z.object({
  /** Every review the learner ever made. */
  totalReviews: count,
  /** The days of the last STATS_CALENDAR_DAYS with at least one review, oldest first (missing days had none). */
  calendar: z.array(z.object({ date: day, reviews: count })),
  /** True retention over the same days, by the card's last interval: young below MATURE_INTERVAL_DAYS. */
  retention: z.object({ young: retentionSchema, mature: retentionSchema }),
  /** The learner's scheduled cards (of decks they still have) by state. */
  states: z.object({
    new: count,
    learning: count,
    review: count,
    relearning: count,
  } satisfies Record<ReviewStateName, typeof count>),
  /** Every day from today on, STATS_FORECAST_DAYS of them: cards falling due that day (overdue ones today). */
  forecast: z.array(z.object({ date: day, due: count })),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
