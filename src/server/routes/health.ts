// GET /api/health: {status, db}; 503 while the database does not answer.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/schemas/health';

// Registers routes only (nothing to await), hence the callback style.
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const dbUp = await app.database.ping();
      return reply
        .status(dbUp ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: dbUp ? 'ok' : 'degraded', db: dbUp ? 'up' : 'down' });
    },
  );
  done();
};
