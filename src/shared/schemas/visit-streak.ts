// The visit streak's calls (spec 1 §3 "Visit streak record"; issue 12 item 2): GET /api/streak answers the
// account's record, PUT /api/streak {streak} merges a browser's record into it (mergeVisitStreaks) and answers
// the merged one. Shared by the server's validation and the browser.
import { z } from 'zod';
import { isDayString } from '../engagement/streak-day';

/** Far above any real streak (it would take 2,700 years of daily visits) and within a 32-bit column. */
export const VISIT_STREAK_MAX = 1_000_000;
/** The largest moment a JavaScript Date can hold (epoch ms). */
const MAX_EPOCH_MS = 8.64e15;

const count = z
  .number()
  .int('A streak length must be a whole number.')
  .min(0, 'A streak length cannot be negative.')
  .max(VISIT_STREAK_MAX, `A streak length must be ${VISIT_STREAK_MAX} or less.`);
const day = z.string().refine(isDayString, 'A streak day must be a real date written YYYY-MM-DD.');
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A repair month must be written YYYY-MM.');

export const visitStreakSchema = z.object({
  current: count,
  best: count,
  lastDate: day.nullish(),
  startedAt: day.nullish(),
  lastCountedAtMs: z
    .number()
    .int('lastCountedAtMs must be a whole number of milliseconds.')
    .min(0, 'lastCountedAtMs cannot be negative.')
    .max(MAX_EPOCH_MS, 'lastCountedAtMs is out of range.')
    .optional(),
  lastRepairMonth: month.nullish(),
  previousStreak: count.nullish(),
  previousStartedAt: day.nullish(),
  brokenOn: day.nullish(),
});
export type VisitStreak = z.infer<typeof visitStreakSchema>;

export const visitStreakInputSchema = z.object({ streak: visitStreakSchema });
export type VisitStreakInput = z.infer<typeof visitStreakInputSchema>;
export const visitStreakResponseSchema = z.object({ streak: visitStreakSchema });
export type VisitStreakResponse = z.infer<typeof visitStreakResponseSchema>;
