// GET /api/health: whether the process and its database answer; 'draining' while it shuts down.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  db: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: whether this replica should get traffic — its database and (when configured) Redis. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  db: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not-configured']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/health/live: the process answers (a restart would not help anything else). */
export const livenessResponseSchema = z.object({ status: z.literal('alive') });
