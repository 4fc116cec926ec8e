// One Redis pub/sub channel between the replicas of the app, for state each process keeps in memory (the
// translation memory, verified API keys): a change is applied locally by its maker, then announced so the other
// replicas apply it too. Without REDIS_URL there is one process and nothing to announce.
import type { SharedRedis } from '../redis/plugin';

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
  /** The app's Redis (redis/plugin.ts): its connection publishes, and an outage is its outage log's one warning. */
  redis: SharedRedis | null | undefined;
  channel: string;
  onMessage(message: string): void;
  /** After a lost connection came back: announcements made meanwhile were missed. */
  onReconnect?(): void;
}): Promise<RedisBroadcast> {
  const { redis, channel } = options;
  if (!redis) {
    return { listening: true, publish: async () => {}, close: async () => {} };
  }
  const { client: publisher, outage } = redis;
  // A subscribed connection can do nothing else: one of its own, with the app connection's settings, but queueing
  // the subscription until it is connected.
  const subscriber = publisher.duplicate({ enableOfflineQueue: true });
  const warn = (error: unknown) => outage.failed(error);
  subscriber.on('error', warn);

  let subscribed = false;
  let connectedBefore = false;
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('ready', () => {
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
      // The publisher is the app's connection, closed with the app.
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
