// The JSON error format every server answer uses (ARCHITECTURE §5), and its machine codes.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** The path exists, but not with this method (405, with `Allow`). */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** A public API key spent its daily character quota (429). */
  'QUOTA_EXCEEDED',
  /** An Idempotency-Key sent again with a different request body (422). */
  'IDEMPOTENCY_KEY_REUSED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
  /** The request's id (also its X-Request-Id header and in the server's log lines), for support. */
  requestId: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
