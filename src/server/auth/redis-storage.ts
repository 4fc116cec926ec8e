// Better Auth's shared state for REDIS_URL (issue 14): its secondary storage (a session cache in front of the
// session table, revocation markers, verification values) and its sign-in/sign-up limits, in Redis so every
// replica sees the same. Sessions and verification values are still written to the database too
// (storeSessionInDatabase, verification.storeInDatabase in auth.ts): while Redis is down, lookups miss here and
// Better Auth reads the database, limits are counted per process, and deletions that could not reach Redis are
// sent again once it answers — a signed-out session must not come back from the cache after an outage.
import type { BetterAuthOptions } from 'better-auth';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../redis/plugin';
import { createRateLimitStore } from './rate-limit-store';

type SecondaryStorage = NonNullable<BetterAuthOptions['secondaryStorage']>;

const PREFIX = 'slangbridge:auth:';

/** Deletions held while Redis is down; past this many, the oldest are dropped (their entries expire anyway). */
const MAX_PENDING_DELETES = 100_000;

export function createRedisSecondaryStorage(shared: SharedRedis): SecondaryStorage {
  const { client, outage } = shared;
  const pendingDeletes = new Set<string>();

  client.on('ready', () => {
    if (pendingDeletes.size === 0) return;
    const keys = [...pendingDeletes];
    pendingDeletes.clear();
    void client.del(...keys).catch((error: unknown) => {
      outage.failed(error);
      for (const key of keys) pendingDeletes.add(key);
    });
  });

  const attempt = async <T>(work: (redis: Redis) => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work(client);
    } catch (error) {
      outage.failed(error);
      return fallback;
    }
  };

  return {
    get: (key) => attempt((redis) => redis.get(PREFIX + key), null),
    getAndDelete: (key) => attempt((redis) => redis.getdel(PREFIX + key), null),
    // Created with its time to live; later increments keep it (a fixed window).
    increment: (key, ttl) =>
      attempt(
        async (redis) =>
          Number(
            await redis.eval(
              "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n",
              1,
              PREFIX + key,
              Math.max(1, Math.ceil(ttl)),
            ),
          ),
        1,
      ),
    set: (key, value, ttl) =>
      attempt(
        (redis) =>
          ttl && ttl > 0
            ? redis.set(PREFIX + key, value, 'EX', Math.ceil(ttl))
            : redis.set(PREFIX + key, value),
        null,
      ),
    delete: async (key) => {
      try {
        await client.del(PREFIX + key);
      } catch (error) {
        outage.failed(error);
        if (pendingDeletes.size >= MAX_PENDING_DELETES) {
          const oldest = pendingDeletes.values().next();
          if (!oldest.done) pendingDeletes.delete(oldest.value);
        }
        pendingDeletes.add(PREFIX + key);
      }
    },
  };
}

/**
 * Better Auth's limits (`consume`) counted in Redis for every replica together: a fixed window per key, started
 * by its first request. While Redis is down each process counts on its own (the memory store of auth.ts).
 */
export function createRedisRateLimitStore(shared: SharedRedis) {
  const local = createRateLimitStore();
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      try {
        const [count, ttlMs] = (await shared.client.eval(
          "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}",
          1,
          `${PREFIX}rl:${key}`,
          rule.window * 1000,
        )) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        shared.outage.failed(error);
        return local.consume(key, rule);
      }
    },
  };
}
