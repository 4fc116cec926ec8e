// Answers "which key is this?" for every /v1 request without a database read each time: what the table said of a
// key hash is kept in memory (an LRU, both "this key" and "no such key"), and a revocation removes the key here at
// once and, through Redis, on every other replica. While Redis is configured but not reachable, announcements may
// be missed, so every request reads the table again: a revoked key is refused on the very next request anyway.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { createRedisBroadcast } from '../lib/redis-broadcast';
import type { SharedRedis } from '../redis/plugin';
import {
  findApiKey,
  hashApiKey,
  looksLikeApiKey,
  type StoredApiKey,
  type VerifiedApiKey,
} from './verify-api-key';

export const API_KEY_REVOKED_CHANNEL = 'slangbridge:api-key-revoked';

/** Key hashes remembered; each entry is a few hundred bytes. */
const MAX_REMEMBERED = 20_000;
/** Even without any announcement, a remembered answer is read again after this (a change made outside the app). */
const REMEMBER_MS = 5 * 60_000;

export interface ApiKeyVerifier {
  /**
   * What is known of `rawKey` without the database: the key, null (refused), or undefined when `verify` must read
   * the table. The hot path's answer, without a promise.
   */
  known(rawKey: string): VerifiedApiKey | null | undefined;
  /** The key `rawKey` if it exists, is enabled and has not expired; null otherwise. */
  verify(rawKey: string): Promise<VerifiedApiKey | null>;
  /** Forgets `keyIds` here and on every replica. Call once their deletion is committed. */
  revoked(keyIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** What the table said of a key hash (`false`: no such key; an LRU holds no null) and when it was read. */
interface Remembered {
  key: StoredApiKey | false;
  readAt: number;
}

export async function createApiKeyVerifier(options: {
  db: Db;
  /** The app's Redis (REDIS_URL), through which changes reach the other replicas. */
  redis?: SharedRedis | null | undefined;
}): Promise<ApiKeyVerifier> {
  const { db } = options;
  // Ages are checked here against Date.now(): lru-cache's own ttl keeps a timer going to cache the clock, work on
  // every /v1 call for nothing.
  const remembered = new LRUCache<string, Remembered>({ max: MAX_REMEMBERED });
  // Bumped by every revocation: a read that started before one may have seen the key, and is not kept.
  let revocations = 0;

  function forget(keyIds: readonly string[]) {
    revocations += 1;
    const ids = new Set(keyIds);
    for (const [hash, { key }] of remembered.entries()) {
      if (key && ids.has(key.keyId)) remembered.delete(hash);
    }
  }

  const broadcast = await createRedisBroadcast({
    redis: options.redis,
    channel: API_KEY_REVOKED_CHANNEL,
    onMessage(message) {
      let keyIds: unknown;
      try {
        keyIds = JSON.parse(message);
      } catch {
        return;
      }
      if (Array.isArray(keyIds) && keyIds.every((id) => typeof id === 'string')) forget(keyIds);
    },
    // Revocations announced while the connection was down were missed.
    onReconnect: () => {
      revocations += 1;
      remembered.clear();
    },
  });

  const usable = (key: StoredApiKey | false | null, now: number): VerifiedApiKey | null =>
    !key || (key.expiresAt && key.expiresAt.getTime() <= now) ? null : key;

  /** The remembered answer for `hash` (undefined: ask the table), never while announcements may be missed. */
  const rememberedAs = (hash: string, now: number): StoredApiKey | false | undefined => {
    if (!broadcast.listening) return undefined;
    const entry = remembered.get(hash);
    return entry && now - entry.readAt < REMEMBER_MS ? entry.key : undefined;
  };

  return {
    known(rawKey) {
      if (!looksLikeApiKey(rawKey)) return null;
      const now = Date.now();
      const key = rememberedAs(hashApiKey(rawKey), now);
      return key === undefined ? undefined : usable(key, now);
    },
    async verify(rawKey) {
      if (!looksLikeApiKey(rawKey)) return null;
      const hash = hashApiKey(rawKey);
      const known = rememberedAs(hash, Date.now());
      if (known !== undefined) return usable(known, Date.now());
      const listening = broadcast.listening;
      const before = revocations;
      const readAt = Date.now();
      const key = await findApiKey(db, hash);
      if (listening && before === revocations) remembered.set(hash, { key: key ?? false, readAt });
      return usable(key, Date.now());
    },
    async revoked(keyIds) {
      forget(keyIds);
      await broadcast.publish(JSON.stringify(keyIds));
    },
    close: () => broadcast.close(),
  };
}
