// One Redis pub/sub channel between the replicas of the app, for state each process keeps in memory (the
// translation memory, verified API keys): a change is applied locally by its maker, then announced so the other
// replicas apply it too. Without REDIS_URL there is one process and nothing to announce.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createOutageLog, type OutageLog } from '../redis/outage-log';

export interface RedisBroadcast {
  /**
   * Whether announcements from the other replicas reach this process now: always with no Redis, only while
   * subscribed otherwise. State that must never be stale (a revoked key) is not served from memory without it.
   */
  readonly listening: boolean;
  /** Announces `message` to every replica, this one included. A Redis outage is logged, never thrown. */
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export async function createRedisBroadcast(options: {
  redisUrl: string | undefined;
  channel: string;
  log: FastifyBaseLogger;
  /** What is late while Redis is down, for the warning: "translation memory changes reach other replicas late". */
  outageWarning: string;
  /** The app's outage log (redis/plugin.ts), so that one outage is one warning for the whole process. */
  outage?: OutageLog | undefined;
  onMessage(message: string): void;
  /** After a lost connection came back: announcements made meanwhile were missed. */
  onReconnect?(): void;
}): Promise<RedisBroadcast> {
  if (!options.redisUrl) {
    return { listening: true, publish: async () => {}, close: async () => {} };
  }
  const { channel, log } = options;
  const { Redis } = await import('ioredis');
  const connectionOptions = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
  const publisher: Redis = new Redis(options.redisUrl, {
    ...connectionOptions,
    enableOfflineQueue: false,
  });
  const subscriber: Redis = new Redis(options.redisUrl, connectionOptions);
  // One warning per outage, however many reconnection attempts fail.
  // The app's log hears of an outage from every connection, and of its end from its own (the command connection).
  const outage = options.outage ?? createOutageLog(log, options.outageWarning);
  const ownOutageLog = !options.outage;
  const warn = (error: unknown) => outage.failed(error);
  publisher.on('error', warn);
  subscriber.on('error', warn);

  let subscribed = false;
  let connectedBefore = false;
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('ready', () => {
    if (ownOutageLog) outage.recovered();
    // ioredis subscribes again by itself on reconnection, before 'ready'.
    if (connectedBefore) {
      subscribed = true;
      options.onReconnect?.();
    }
    connectedBefore = true;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) options.onMessage(message);
  });
  await subscriber.subscribe(channel).then(() => {
    subscribed = true;
  }, warn);

  return {
    get listening() {
      return subscribed && subscriber.status === 'ready';
    },
    async publish(message) {
      await publisher.publish(channel, message).catch(warn);
    },
    async close() {
      subscribed = false;
      await Promise.allSettled([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
