// GET /metrics in Prometheus's text format (issue 14 item 5). Metrics describe the service to whoever runs it, not
// to its users: with METRICS_PORT they are served on a port of their own (bind it to a private network), otherwise
// on the app's port to `Authorization: Bearer <METRICS_TOKEN>` only; with neither, not at all (counted anyway):
// the app's /metrics then answers a JSON 404 that says how to turn them on.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { createAppMetrics, type AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/** Before the routes: every answer from then on is counted. */
export function registerMetrics(app: FastifyInstance) {
  const metrics = createAppMetrics();
  app.decorate('metrics', metrics);
  const { database } = app;
  if (database.poolStats) metrics.watchDatabasePool(() => database.poolStats?.());
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not the path: one series per route whatever the ids in it.
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { METRICS_PORT, METRICS_TOKEN, HOST } = app.config;
  if (METRICS_PORT) {
    servePrivately(app, metrics, METRICS_PORT, HOST);
  } else if (METRICS_TOKEN) {
    const expected = Buffer.from(`Bearer ${METRICS_TOKEN}`);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const sent = Buffer.from(request.headers.authorization ?? '');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'UNAUTHORIZED', 'Send the metrics token as a bearer token.');
      }
      return sendMetrics(metrics, reply);
    });
  }
  if (METRICS_PORT || !METRICS_TOKEN) {
    // Otherwise the path would fall through to the web app's page, a 200 that a scraper cannot parse.
    const message = METRICS_PORT
      ? `Metrics are served on port ${METRICS_PORT}, not here.`
      : 'Metrics are not served: set METRICS_TOKEN, or METRICS_PORT for a port of their own.';
    app.get(METRICS_PATH, { schema: { hide: true } }, () => {
      throw new AppError(404, 'NOT_FOUND', message);
    });
  }
}

async function sendMetrics(metrics: AppMetrics, reply: FastifyReply) {
  const text = await metrics.registry.metrics();
  return reply
    .header('Content-Type', metrics.registry.contentType)
    .header('Cache-Control', 'no-store')
    .send(text);
}

/** A plain HTTP server on `port` that answers GET /metrics and nothing else, opened and closed with the app. */
function servePrivately(app: FastifyInstance, metrics: AppMetrics, port: number, host: string) {
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ error: 'Only GET /metrics is served here.', code: 'NOT_FOUND' }),
        );
        return;
      }
      metrics.registry.metrics().then(
        (text) => {
          response.writeHead(200, {
            'Content-Type': metrics.registry.contentType,
            'Cache-Control': 'no-store',
          });
          response.end(text);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'Could not collect the metrics');
          response.writeHead(500, { 'Content-Type': 'application/json' });
          response.end(
            JSON.stringify({
              error: 'The metrics could not be collected.',
              code: 'INTERNAL_ERROR',
            }),
          );
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, host, () => resolve());
    });
    app.log.info(`Metrics on http://${host}:${port}${METRICS_PATH}`);
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}
