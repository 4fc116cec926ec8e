// Per-client rate limits on public calls; shared through Redis when REDIS_URL is set, in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

export async function registerRateLimit(app: FastifyInstance) {
  let redis: Redis | undefined;
  if (app.config.REDIS_URL) {
    // ioredis is loaded only when Redis is configured.
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.REDIS_URL, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'Redis unavailable; rate limits fail open'),
    );
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
    // Count from the first request: wait (briefly) for the connection before the app reports ready.
    await waitForRedis(redis, 2_000);
  }
  await app.register(rateLimit, {
    global: false,
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    nameSpace: 'slangbridge:rl:',
    // A Redis outage must not take the public calls down with it.
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
}

/** Route options that put a route under the rate limit; `perMinute` defaults to RATE_LIMIT_PER_MINUTE. */
export function rateLimited(app: FastifyInstance, perMinute?: number) {
  return {
    rateLimit: { max: perMinute ?? app.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
}

function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
