// The translation cache's shared tier (issue 14 item 1): what one replica produced, another serves; identical
// requests spread over replicas make one upstream call; and without Redis each process carries on alone.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutageLog } from '../redis/outage-log';
import { createSharedTranslationStore } from './shared-translation-store';
import { TranslationCache } from './translation-cache';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const warnings: string[] = [];
const log = {
  warn: (_details: object, message: string) => void warnings.push(message),
  info: () => undefined,
} as unknown as FastifyBaseLogger; // only warn and info are called
const clients: Redis[] = [];
afterAll(() =>
  Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect()))),
);

/** Resolves once every replica's connection is up (commands are not queued while connecting). */
const connected = () =>
  Promise.all(
    clients.map((client) =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise((resolve) => client.once('ready', resolve)),
    ),
  );

/** One replica's cache: its own memory tier, its own connection, the Redis at `url`. */
function replica(url: string) {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 500,
    retryStrategy: () => 200,
  });
  redis.on('error', () => undefined);
  clients.push(redis);
  const outage = createOutageLog(log, 'translations are cached per process');
  redis.on('error', (error) => outage.failed(error));
  const shared = createSharedTranslationStore({
    redis,
    outage,
    ttlMs: 60_000,
    lockTimeoutMs: 5_000,
    log,
  });
  return new TranslationCache({ shared });
}

const answer = (translation: string) => ({ translation, explanation: 'why' });

describe.skipIf(!redisUrl)('The shared translation cache (REDIS_URL)', () => {
  it('makes one upstream call for identical requests spread over three replicas', async () => {
    const replicas = [replica(redisUrl!), replica(redisUrl!), replica(redisUrl!)];
    await connected();
    const key = `text ${randomUUID()}`;
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return answer('shared');
    };
    const results = await Promise.all(
      Array.from({ length: 21 }, (_, index) => replicas[index % 3]!.getOrProduce(key, produce)),
    );
    expect(calls).toBe(1);
    expect(results.map((result) => result.value.translation)).toEqual(Array(21).fill('shared'));
    expect(results.filter((result) => !result.hit)).toHaveLength(1);
    // Each replica now answers from its own memory, without Redis.
    for (const cache of replicas) expect(cache.get(key)?.translation).toBe('shared');
  });

  it('serves on one replica what another produced, and keeps a fallback answer out of Redis', async () => {
    const [first, second] = [replica(redisUrl!), replica(redisUrl!)];
    await connected();
    const key = `text ${randomUUID()}`;
    await first.getOrProduce(key, () => Promise.resolve(answer('from the first')));
    const fromSecond = await second.getOrProduce(key, () => Promise.resolve(answer('never')));
    expect(fromSecond).toEqual({ value: answer('from the first'), hit: true });
    expect(second.stats.sharedHits).toBe(1);

    const fallbackKey = `text ${randomUUID()}`;
    await first.getOrProduce(
      fallbackKey,
      () => Promise.resolve(answer('fallback')),
      () => false,
    );
    const again = await second.getOrProduce(fallbackKey, () =>
      Promise.resolve(answer('produced again')),
    );
    expect(again.value.translation).toBe('produced again');
  });
});

describe('The shared translation cache without Redis', () => {
  it('keeps answering, each process on its own, with one warning for the outage', async () => {
    // A port nothing listens on: every Redis call fails at once.
    const down = [replica('redis://127.0.0.1:1'), replica('redis://127.0.0.1:1')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = warnings.length;
    let calls = 0;
    const produce = () => {
      calls++;
      return Promise.resolve(answer('local'));
    };
    const results = await Promise.all(
      down.map((cache) => cache.getOrProduce('same text', produce)),
    );
    expect(results.map((result) => result.value.translation)).toEqual(['local', 'local']);
    expect(calls).toBe(2);
    // Each replica warns once (its own log), however many calls failed.
    await down[0]!.getOrProduce('another text', produce);
    expect(warnings.length - before).toBeLessThanOrEqual(2);
    expect(warnings.slice(before).every((message) => message.startsWith('Redis unavailable'))).toBe(
      true,
    );
  });
});
