// POST /api/telemetry: small fire-and-forget product events (spec 1 §3, spec 2 §7).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { TELEMETRY_DATA_MAX_BYTES } from '@shared/limits';
import { telemetryRequestSchema } from '@shared/schemas/telemetry';
import { telemetryEvents } from '../db/schema';
import { rateLimited } from '../plugins/rate-limit';

const TELEMETRY_PER_MINUTE = 120;

// Registers routes only (nothing to await), hence the callback style.
export const telemetryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/telemetry',
    {
      config: rateLimited(app, TELEMETRY_PER_MINUTE),
      bodyLimit: TELEMETRY_DATA_MAX_BYTES * 2,
      schema: { body: telemetryRequestSchema },
    },
    async (request, reply) => {
      await app.db.insert(telemetryEvents).values({
        eventType: request.body.eventType,
        eventData: request.body.eventData,
      });
      return reply.status(204).send();
    },
  );
  done();
};
