// Review settings and the FSRS optimizer's calls (issue 29 item 1): GET and PUT /api/flashcards/settings (the
// retention a learner aims for, their fitted parameters and the expected daily workload) and POST
// /api/flashcards/optimize (fit the parameters now), shared by the server's validation and the browser.
import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { REQUEST_RETENTION } from '../flashcards/review-scheduler';

export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;
export const DEFAULT_DESIRED_RETENTION = REQUEST_RETENTION;
/** The retentions Review settings offer, each shown with its expected workload. */
export const RETENTION_CHOICES = [0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97] as const;

export const RETENTION_RANGE_MESSAGE = `desiredRetention must be between ${DESIRED_RETENTION_MIN} and ${DESIRED_RETENTION_MAX}.`;

export const reviewSettingsInputSchema = z.object({
  desiredRetention: z
    .number(RETENTION_RANGE_MESSAGE)
    .min(DESIRED_RETENTION_MIN, RETENTION_RANGE_MESSAGE)
    .max(DESIRED_RETENTION_MAX, RETENTION_RANGE_MESSAGE),
});
export type ReviewSettingsInput = z.infer<typeof reviewSettingsInputSchema>;

/** Expected reviews a day over the next 30 days if the learner aimed for `retention`. */
export const workloadSchema = z.object({ retention: z.number(), reviewsPerDay: z.number() });
export type Workload = z.infer<typeof workloadSchema>;

/**
 * GET /api/flashcards/settings. "Reviews" are the reviews the optimizer learns from: those of a card on a later
 * day than its first review (see src/server/flashcards/optimizer.ts). `parameters` is null while the defaults
 * apply: before the first fit, or when the fit did not predict the learner's reviews better than the defaults.
 */
export const reviewSettingsSchema = z.object({
  desiredRetention: z.number(),
  parameters: z.array(z.number()).nullable(),
  /** How many reviews the last fit learnt from (null before the first). */
  fittedReviews: z.number().int().nullable(),
  /** The last fit's log loss on those reviews, and the defaults' on the same reviews. */
  logLoss: z.number().nullable(),
  defaultLogLoss: z.number().nullable(),
  fittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The learner's reviews now, and how many the optimizer needs. */
  reviews: z.number().int(),
  minReviews: z.number().int(),
  workload: z.array(workloadSchema),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** POST /api/flashcards/optimize: the fit just made (`parameters` null: the defaults still predict better). */
export const optimizeResponseSchema = z.object({
  reviews: z.number().int(),
  parameters: z.array(z.number()).nullable(),
  logLoss: z.number(),
  defaultLogLoss: z.number(),
});
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>;

/** The 409 of POST /api/flashcards/optimize: too few reviews yet, and how many more are needed. */
export const notEnoughReviewsSchema = apiErrorSchema.extend({ reviewsNeeded: z.number().int() });
export type NotEnoughReviews = z.infer<typeof notEnoughReviewsSchema>;
