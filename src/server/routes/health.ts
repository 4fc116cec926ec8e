// Health for load balancers and orchestrators:
// - GET /api/health: {status, db}; 503 while the database does not answer, or while the server drains before
//   shutting down (so a load balancer stops sending it traffic).
// - GET /api/health/ready: readiness — the database and, when REDIS_URL is set, Redis answer, and the server is
//   not draining; 503 otherwise (take this replica out of rotation, do not restart it).
// - GET /api/health/live: liveness — the process answers at all; only a hung process misses it.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@shared/schemas/health';

/** How long readiness waits for Redis's PONG. */
const REDIS_PING_TIMEOUT_MS = 1_000;

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

  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const [dbUp, redis] = await Promise.all([app.database.ping(), redisState()]);
      const draining = app.lifecycle.draining;
      const ready = dbUp && redis !== 'down' && !draining;
      return reply
        .status(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: draining ? 'draining' : ready ? 'ready' : 'not-ready',
          db: dbUp ? 'up' : 'down',
          redis,
        });
    },
  );

  app.get(
    '/api/health/live',
    { schema: { response: { 200: livenessResponseSchema } } },
    (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  async function redisState(): Promise<'up' | 'down' | 'not-configured'> {
    if (!app.redis) return 'not-configured';
    if (!app.redis.ready) return 'down';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), REDIS_PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([
        app.redis.client.ping().then((answer) => (answer === 'PONG' ? 'up' : 'down')),
        timeout,
      ]);
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  done();
};
