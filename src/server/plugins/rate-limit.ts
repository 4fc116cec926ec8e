// Per-client rate limits on public calls; shared through Redis when REDIS_URL is set (each replica counting for
// itself while Redis is down), in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSessionUser } from '../auth/session';
import { AppError } from '../errors';
import { redisWithLocalFallback } from '../redis/rate-limit-store';

export async function registerRateLimit(app: FastifyInstance) {
  const shared = app.redis;
  await app.register(rateLimit, {
    global: false,
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // With Redis, one count for every replica; while Redis is down, each replica counts for itself.
    ...(shared
      ? { store: redisWithLocalFallback(shared.client, shared.outage, 'slangbridge:rl:') }
      : {}),
    // The store answers even while Redis is down; should anything else fail, a limit must not take calls down.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
}

/**
 * Route options that put a route under the rate limit; `perMinute` defaults to RATE_LIMIT_PER_MINUTE. With `quiet`,
 * an answer under the limit carries no X-RateLimit-* headers (a refusal still says when to retry): for the app's
 * own hot calls, whose page never reads them, ~100 bytes less on every answer (issue 27 item 7).
 */
export function rateLimited(app: FastifyInstance, perMinute?: number, { quiet = false } = {}) {
  return {
    rateLimit: {
      max: perMinute ?? app.config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(quiet
        ? {
            addHeadersOnExceeding: {
              'x-ratelimit-limit': false,
              'x-ratelimit-remaining': false,
              'x-ratelimit-reset': false,
            },
          }
        : {}),
    },
  };
}

/**
 * rateLimited, counted per account rather than per address (calls only a signed-in reader may make, such as votes):
 * people behind one network address do not share an allowance. A caller without a session is counted by address
 * (and refused by the route anyway).
 */
export function rateLimitedPerAccount(app: FastifyInstance, perMinute: number, name: string) {
  return {
    rateLimit: {
      ...rateLimited(app, perMinute).rateLimit,
      keyGenerator: async (request: FastifyRequest) =>
        `${name}:${(await getSessionUser(request))?.id ?? `ip:${request.ip}`}`,
    },
  };
}
