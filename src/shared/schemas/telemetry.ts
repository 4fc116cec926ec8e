// POST /api/telemetry (spec 1 §3 "Telemetry event"): small, fire-and-forget events.
import { z } from 'zod';
import { TELEMETRY_DATA_MAX_BYTES, TELEMETRY_TYPE_MAX } from '../limits';
import { isSafeDeep, safeText, UNSAFE_TEXT_MESSAGE } from './text';

export const telemetryRequestSchema = z.object({
  eventType: safeText()
    .trim()
    .min(1)
    .max(TELEMETRY_TYPE_MAX)
    .regex(/^[a-z0-9_.:-]+$/i, 'eventType may hold letters, digits and _ . : - only.'),
  eventData: z
    .record(z.string(), z.unknown())
    .default({})
    // Keys and values at any depth end up in a jsonb column, where NUL and lone surrogates are refused.
    .refine(isSafeDeep, { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .refine(
      (data) => new TextEncoder().encode(JSON.stringify(data)).length <= TELEMETRY_DATA_MAX_BYTES,
      `eventData must be at most ${TELEMETRY_DATA_MAX_BYTES} bytes.`,
    ),
});

export type TelemetryRequest = z.input<typeof telemetryRequestSchema>;
