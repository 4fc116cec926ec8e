// Keeps every replica's translation memory current. A change is applied to this process's index at once, then
// announced on a Redis channel (when REDIS_URL is set); each replica that hears it re-reads those keys. After a
// lost Redis connection comes back, a replica reloads the whole index, since announcements may have been missed.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createRedisBroadcast } from '../lib/redis-broadcast';
import type { SharedRedis } from '../redis/plugin';
import type { TranslationMemory } from './translation-memory';

export const MEMORY_CHANNEL = 'slangbridge:translation-memory';

export interface MemorySync {
  /** Refreshes the keys here and on every other replica. Call after the change is committed. */
  changed(keyHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export async function createMemorySync(options: {
  db: Db;
  memory: TranslationMemory;
  /** The app's Redis (REDIS_URL), through which changes reach the other replicas. */
  redis?: SharedRedis | null | undefined;
  log: FastifyBaseLogger;
}): Promise<MemorySync> {
  const { db, memory, log } = options;
  const broadcast = await createRedisBroadcast({
    redis: options.redis,
    channel: MEMORY_CHANNEL,
    onMessage(message) {
      let keys: unknown;
      try {
        keys = JSON.parse(message);
      } catch {
        return;
      }
      if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return;
      memory
        .refresh(db, keys)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'Refreshing the translation memory failed'),
        );
    },
    onReconnect() {
      memory
        .loadAll(db)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'Reloading the translation memory failed'),
        );
    },
  });

  return {
    async changed(keys) {
      await memory.refresh(db, keys);
      // Our own process hears the message too and re-reads once more: harmless, and simpler than filtering.
      await broadcast.publish(JSON.stringify(keys));
    },
    close: () => broadcast.close(),
  };
}
