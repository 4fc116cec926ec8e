// @fastify/rate-limit's store for REDIS_URL: counts in Redis, so a limit holds across replicas; while Redis does
// not answer, counts in this process instead (@fastify/rate-limit's own memory store), so limits still apply —
// per replica — instead of failing open. The plugin's two stores do the counting; this only picks one per call.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { OutageLog } from './outage-log';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** What both of the plugin's stores offer (their files ship without types). */
interface CountingStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CountingStore;
}

/** The plugin's settings the store is built from. */
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => CountingStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CountingStore;

class FallbackStore implements CountingStore {
  constructor(
    private readonly shared: CountingStore,
    private readonly local: CountingStore,
    private readonly outage: OutageLog,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  /** Asks Redis's store; when it fails, reports the outage and asks this process's store instead. */
  private count(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ) {
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.outage.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): FallbackStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.outage,
    );
  }
}

/** The store class to pass as @fastify/rate-limit's `store` option; Redis keys start with `nameSpace`. */
export function redisWithLocalFallback(
  redis: Redis,
  outage: OutageLog,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        outage,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor; // the plugin's store type names only incr and child
}
