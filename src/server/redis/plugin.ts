// The app's one Redis connection for commands (REDIS_URL): rate limits, the shared translation cache and its
// locks, Better Auth's session cache and limits, and the announcements to other replicas (lib/redis-broadcast.ts,
// which adds a subscribing connection of its own) use it. Without REDIS_URL the app is one process and keeps all
// of that in memory. Commands fail at once while Redis is unreachable (no offline queue), so every user of the
// connection falls back to this process at once instead of waiting; ioredis reconnects by itself.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createOutageLog, type OutageLog } from './outage-log';

export interface SharedRedis {
  client: Redis;
  /** Logs the start and the end of an outage once each; users report their failures here. */
  outage: OutageLog;
  /** Connected and answering now. */
  readonly ready: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection, or null without REDIS_URL. */
    redis: SharedRedis | null;
  }
}

/** How long start-up waits for Redis before serving anyway (in fallback). */
const CONNECT_WAIT_MS = 2_000;

export async function registerRedis(app: FastifyInstance) {
  if (!app.config.REDIS_URL) {
    app.decorate('redis', null);
    return;
  }
  // ioredis is loaded only when Redis is configured.
  const { Redis } = await import('ioredis');
  const client = new Redis(app.config.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect quickly at first, then every 2 s at most: recovery is noticed within seconds.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  const outage = createOutageLog(
    app.log,
    'rate limits, the translation cache, sessions and API keys work per process and from the database, and translation memory changes reach other replicas late',
  );
  client.on('error', (error) => outage.failed(error));
  client.on('ready', () => outage.recovered());
  app.decorate('redis', {
    client,
    outage,
    get ready() {
      return client.status === 'ready';
    },
  });
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  await waitForReady(client, CONNECT_WAIT_MS);
}

function waitForReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
    client.once('error', done);
  });
}
