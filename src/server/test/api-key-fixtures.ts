// Records the API key tests start from: a key owned by an account nobody signs in as, inserted directly (what
// POST /api/api-keys would have left: only the hash of the secret), for the "another user's key" checks.
import { randomBytes } from 'node:crypto';
import { utcDay, writeApiKeyUses } from '../api-keys/usage';
import { API_KEY_PREFIX, hashApiKey } from '../api-keys/verify-api-key';
import type { Db } from '../db/client';
import { apikey, user } from '../db/schema';

/** A secret of the shape the plugin generates: the prefix and 64 random letters. */
export function fakeApiKeySecret(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = randomBytes(64);
  return API_KEY_PREFIX + Array.from(bytes, (byte) => letters[byte % letters.length]).join('');
}

/** A user nobody signs in as, and an API key of theirs; returns the key's id (and its secret, for verify tests). */
export async function createForeignApiKeyWithSecret(
  db: Db,
): Promise<{ keyId: string; userId: string; secret: string }> {
  const userId = randomBytes(16).toString('base64url');
  await db
    .insert(user)
    .values({ id: userId, name: 'Key Owner', email: `key-owner-${userId}@example.com` });
  const secret = fakeApiKeySecret();
  const [row] = await db
    .insert(apikey)
    .values({
      id: randomBytes(16).toString('base64url'),
      name: 'Someone else’s key',
      start: secret.slice(0, 10),
      prefix: API_KEY_PREFIX,
      referenceId: userId,
      key: hashApiKey(secret),
    })
    .returning({ id: apikey.id });
  if (!row) throw new Error('no fixture row');
  return { keyId: row.id, userId, secret };
}

/** The authorization matrix's fixture: another account's key id. */
export async function createForeignApiKey(db: Db): Promise<string> {
  return (await createForeignApiKeyWithSecret(db)).keyId;
}

/** Counts one call of `keyId` with `characters` translated characters, written at once (/v1 writes in batches). */
export async function recordApiKeyUse(
  db: Db,
  keyId: string,
  characters: number,
  now: Date = new Date(),
): Promise<void> {
  await writeApiKeyUses(db, [
    { keyId, day: utcDay(now), requests: 1, characters, lastUsedAt: now },
  ]);
}
