// Test helpers for the public API (/v1): an API key of an existing account, inserted as POST /api/api-keys leaves
// it (only the hash of the secret), and the bearer headers that carry it.
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, hashApiKey } from '../api-keys/verify-api-key';
import type { Db } from '../db/client';
import { apikey } from '../db/schema';
import { fakeApiKeySecret } from './api-key-fixtures';

export interface TestApiKey {
  keyId: string;
  /** What the caller sends: `Authorization: Bearer <secret>`. */
  secret: string;
}

export async function createApiKeyFor(
  db: Db,
  userId: string,
  name = 'Test key',
): Promise<TestApiKey> {
  const secret = fakeApiKeySecret();
  const keyId = randomBytes(16).toString('base64url');
  await db.insert(apikey).values({
    id: keyId,
    name,
    start: secret.slice(0, 10),
    prefix: API_KEY_PREFIX,
    referenceId: userId,
    key: hashApiKey(secret),
  });
  return { keyId, secret };
}

export const bearer = (key: TestApiKey | string) => ({
  authorization: `Bearer ${typeof key === 'string' ? key : key.secret}`,
});
