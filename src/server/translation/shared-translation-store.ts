// The translation cache's shared tier for REDIS_URL (issue 14): answers kept in Redis through bentocache, so any
// replica can serve what another produced, and a Redis lock per text (redis-semaphore) so that identical
// requests spread over the replicas make one AI-provider call between them. Each process still keeps its own
// memory tier in front (translation-cache.ts): a cached answer is read there without a promise (the hot path).
// While Redis does not answer, every call here gives up at once and the process works on its own. The Redis
// connection is the app's (redis/plugin.ts), which closes it: bentocache is never asked to disconnect.
import { hash } from 'node:crypto';
import { BentoCache, bentostore } from 'bentocache';
import { redisDriver } from 'bentocache/drivers/redis';
import type { Redis } from 'ioredis';
import { Mutex, TimeoutError } from 'redis-semaphore';
import type { OutageLog } from '../redis/outage-log';
import type { CachedTranslation } from './translation-cache';

export interface SharedTranslationStore {
  /** The answer another replica (or this one) stored; undefined when there is none or Redis is down. */
  get(key: string): Promise<CachedTranslation | undefined>;
  set(key: string, value: CachedTranslation): Promise<void>;
  /**
   * Waits until no other replica is producing this key, then holds it: the release function, to call once the
   * answer is stored. Null when Redis cannot be asked (this process then produces on its own).
   */
  lock(key: string): Promise<(() => Promise<void>) | null>;
}

const PREFIX = 'slangbridge:translations';
const LOCK_PREFIX = 'slangbridge:translate-lock:';

export function createSharedTranslationStore(options: {
  redis: Redis;
  outage: OutageLog;
  ttlMs: number;
  /** Longest a producer may hold a key (the AI deadline and some margin); waiters give up after it too. */
  lockTimeoutMs: number;
  log: { warn(details: object, message: string): void };
}): SharedTranslationStore {
  const { redis, outage } = options;
  const bento = new BentoCache({
    default: 'translations',
    stores: {
      translations: bentostore().useL2Layer(redisDriver({ connection: redis, prefix: PREFIX })),
    },
    ttl: options.ttlMs,
    // Failures come back to us (the outage log), not as bentocache's own retries or stale answers.
    suppressL2Errors: false,
    grace: false,
  });
  // Texts are up to 5,000 characters: keys are their digest.
  const digest = (key: string) => hash('sha256', key, 'base64url');

  return {
    async get(key) {
      try {
        return (await bento.get<CachedTranslation>({ key: digest(key) })) ?? undefined;
      } catch (error) {
        outage.failed(error);
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await bento.set({ key: digest(key), value });
      } catch (error) {
        outage.failed(error);
      }
    },
    async lock(key) {
      const mutex = new Mutex(redis, LOCK_PREFIX + digest(key), {
        lockTimeout: options.lockTimeoutMs,
        acquireTimeout: options.lockTimeoutMs,
        retryInterval: 20,
        // A producer slower than the lock's life loses it; another replica may then produce too.
        onLockLost: (error) =>
          options.log.warn(
            { err: error },
            'A translation lock expired while its answer was produced',
          ),
      });
      try {
        await mutex.acquire();
      } catch (error) {
        // Waiting longer than a producer may take means it is stuck: produce here. Anything else is Redis.
        if (!(error instanceof TimeoutError)) outage.failed(error);
        return null;
      }
      return () => mutex.release().catch((error: unknown) => outage.failed(error));
    },
  };
}
