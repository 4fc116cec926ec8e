// Keeps every replica's translation memory current. A change is applied to this process's index at once, then
// announced on a Redis channel (when REDIS_URL is set); each replica that hears it re-reads those keys. After a
// lost Redis connection comes back, a replica reloads the whole index, since announcements may have been missed.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
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
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Promise<MemorySync> {
  const { db, memory, log } = options;
  if (!options.redisUrl) {
    return {
      changed: (keys) => memory.refresh(db, keys),
      close: async () => {},
    };
  }
  const { Redis } = await import('ioredis');
  const connectionOptions = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
  const publisher: Redis = new Redis(options.redisUrl, {
    ...connectionOptions,
    enableOfflineQueue: false,
  });
  const subscriber: Redis = new Redis(options.redisUrl, connectionOptions);
  const warn = (error: unknown) =>
    log.warn(
      { err: error },
      'Redis unavailable; translation memory changes reach other replicas late',
    );
  publisher.on('error', warn);
  subscriber.on('error', warn);

  let connectedBefore = false;
  subscriber.on('ready', () => {
    // ioredis re-subscribes by itself; what was announced while the connection was down must be re-read.
    if (connectedBefore) {
      memory
        .loadAll(db)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'Reloading the translation memory failed'),
        );
    }
    connectedBefore = true;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== MEMORY_CHANNEL) return;
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
  });
  await subscriber.subscribe(MEMORY_CHANNEL).catch(warn);

  return {
    async changed(keys) {
      await memory.refresh(db, keys);
      // Our own process hears the message too and re-reads once more: harmless, and simpler than filtering.
      await publisher.publish(MEMORY_CHANNEL, JSON.stringify(keys)).catch(warn);
    },
    async close() {
      await Promise.allSettled([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
