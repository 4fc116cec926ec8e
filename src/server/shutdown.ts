// Graceful shutdown in two steps. The drain: health answers 503 'draining' (a load balancer takes the replica out
// of rotation) while every request is still served, each answer with `Connection: close`, so keep-alive clients
// open their next request elsewhere instead of sending it on a socket the server is about to close (that race
// is what they see as ECONNRESET). Then app.close(): the server stops listening, requests in flight finish, and a
// request that arrives on a connection already open gets a 503 — including one on a connection accepted a moment
// before the close, whose request has not been read yet: such a socket counts as idle, and closing idle sockets
// at once (Fastify's `forceCloseConnections: 'idle'`) would reset it under its request. Idle sockets are closed
// only once a sweep interval has passed, when every connection accepted before the close has had its request read.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown state: `draining` is true from the start of the drain on. */
    lifecycle: { draining: boolean };
  }
}

/** Call once, on the root instance, before the routes: every answer closes its connection while draining. */
export function registerDrainHook(app: FastifyInstance): void {
  // An object, not a boolean: plugins see the root's decorations through their prototype, and a flag
  // reassigned on the root would be fine there, but one object is unambiguous for every context.
  app.decorate('lifecycle', { draining: false });
  // onSend runs for every answer: routes, 404s and errors alike. A callback, not an async function: a promise
  // per answer showed in the translate hot path's profile.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}

/** How long after the close idle sockets are closed (and then again, until the server is closed). */
export const IDLE_SWEEP_MS = 250;

/** Drains for `drainMs` (see the file's comment), then closes the app. Resolves once it is closed. */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  if (drainMs > 0) {
    app.log.info(`Draining for ${drainMs} ms: still serving, health says 'draining'`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await app.close();
}
