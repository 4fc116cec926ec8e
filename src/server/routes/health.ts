// GET /api/health: {status, db}; 503 while the database does not answer, or while the server drains before
// shutting down (so a load balancer stops sending it traffic).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/schemas/health';

// Registers routes only (nothing to await), hence the callback style.
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const dbUp = await app.database.ping();
      const draining = app.lifecycle.draining;
      return reply
        .status(dbUp && !draining ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: draining ? 'draining' : dbUp ? 'ok' : 'degraded',
          db: dbUp ? 'up' : 'down',
        });
    },
  );
  done();
};
