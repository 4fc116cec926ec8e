// POST /api/telemetry (spec 1 §3 "Telemetry event"): small, fire-and-forget events.
import { z } from 'zod';
import { TELEMETRY_DATA_MAX_BYTES, TELEMETRY_TYPE_MAX } from '../limits';

export const telemetryRequestSchema = z.object({
  eventType: z
    .string()
    .trim()
    .min(1)
    .max(TELEMETRY_TYPE_MAX)
    .regex(/^[a-z0-9_.:-]+$/i, 'eventType may hold letters, digits and _ . : - only.'),
  eventData: z
    .record(z.string(), z.unknown())
    .default({})
    .refine(
      (data) => new TextEncoder().encode(JSON.stringify(data)).length <= TELEMETRY_DATA_MAX_BYTES,
      `eventData must be at most ${TELEMETRY_DATA_MAX_BYTES} bytes.`,
    ),
});

export type TelemetryRequest = z.input<typeof telemetryRequestSchema>;
