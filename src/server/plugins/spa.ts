// Serves the built browser app: hashed assets cached for a year, index.html (never cached) for client routes,
// and a JSON 404 for unknown /api paths so an API caller never receives the SPA.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/api-error';
import { CLIENT_DIST_DIR } from '../paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerSpa(app: FastifyInstance, clientDir = CLIENT_DIST_DIR) {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        void reply.header(
          'Cache-Control',
          path.includes(`${join(clientDir, 'assets')}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" (the API still works)`);
  }

  const sendIndex = (reply: FastifyReply) =>
    hasClient
      ? reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile('index.html', clientDir)
      : reply
          .status(503)
          .type('text/plain')
          .send(
            'The web app has not been built. Run "npm run build", then start the server again.',
          );

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (isPage && !path.startsWith('/assets/')) return sendIndex(reply);
    const body: ApiError = {
      error: `No route matches ${request.method} ${path}.`,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}
