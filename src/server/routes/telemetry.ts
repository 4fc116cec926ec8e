// POST /api/telemetry: small fire-and-forget product events (spec 1 §3, spec 2 §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TELEMETRY_DATA_MAX_BYTES } from '@shared/limits';
import { telemetryRequestSchema } from '@shared/schemas/telemetry';
import { telemetryEvents } from '../db/schema';
import { rateLimited } from '../plugins/rate-limit';

const TELEMETRY_PER_MINUTE = 120;

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
