// Owns the shape of an API key and its lookup by hash: key-verifier.ts, which the /v1 guard asks about the bearer
// token of every request, reads the table through `findApiKey`.
//
// Better Auth's api-key plugin generates and stores the keys (auth.ts): the secret is `sb_` + 64 random letters
// (A–Z, a–z: 64 × log2(52) ≈ 365 bits), the table holds only its SHA-256 (base64url, no padding) and its first
// characters for display. Verification bypasses the plugin's `verifyApiKey` on purpose: that call writes the row on
// every use (request count, last request, its own rate-limit window, which answers a limited call as an invalid
// key) and sweeps expired keys, where a /v1 call needs at most one indexed read (key-verifier.ts keeps the answers
// in memory and forgets a key the moment it is revoked). The hashing below is the plugin's (`defaultKeyHasher`; a
// test keeps them equal), done with node:crypto's one-shot `hash` synchronously.
import { hash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apikey } from '../db/schema';

/** What every key starts with, so leaked keys are recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'sb_';
/** Random letters after the prefix (the plugin's `defaultKeyLength`). */
export const API_KEY_RANDOM_LENGTH = 64;
/** Characters of the key kept in clear for the list ("sb_AbCdEfG…"): the prefix and 7 random letters. */
export const API_KEY_START_LENGTH = 10;

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z]{${API_KEY_RANDOM_LENGTH}}$`);

/** True when `raw` has the shape of a key we issue; anything else is refused without a database read. */
export function looksLikeApiKey(raw: string): boolean {
  return KEY_SHAPE.test(raw);
}

/** The stored form of a key: SHA-256, base64url without padding (the plugin's `defaultKeyHasher`). */
export function hashApiKey(raw: string): string {
  // The one-shot hash: no Hash object per call (this runs on every /v1 request).
  return hash('sha256', raw, 'base64url');
}

export interface VerifiedApiKey {
  keyId: string;
  /** The key's owner: /v1 calls act as this user (history, quota). */
  userId: string;
  name: string;
}

/** A stored key as the verifier keeps it: who it is, and until when it opens /v1 (null: no expiry). */
export interface StoredApiKey extends VerifiedApiKey {
  expiresAt: Date | null;
}

/**
 * The enabled key whose hash is `keyHash`, or null (unknown, revoked, disabled). One read by the unique index on
 * the hash; never writes. Expiry is the caller's to check (a kept answer outlives the moment it was read).
 */
export async function findApiKey(db: Db, keyHash: string): Promise<StoredApiKey | null> {
  const [row] = await db
    .select({
      id: apikey.id,
      userId: apikey.referenceId,
      name: apikey.name,
      enabled: apikey.enabled,
      expiresAt: apikey.expiresAt,
    })
    .from(apikey)
    .where(eq(apikey.key, keyHash))
    .limit(1);
  if (!row || !row.enabled) return null;
  return { keyId: row.id, userId: row.userId, name: row.name ?? '', expiresAt: row.expiresAt };
}
