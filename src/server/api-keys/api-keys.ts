// Owns an account's API keys as the dashboard manages them: list, create (at most API_KEYS_PER_USER_MAX active), revoke.
// Creation goes through Better Auth's api-key plugin (auth.api.createApiKey), which generates the secret and stores
// only its hash; listing and revoking read and delete the plugin's table directly (its storage is the database, and a
// revocation is the deletion the plugin's own delete makes), scoped to the owner in the same query.
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_KEYS_PER_USER_MAX, type ApiKeySummary } from '@shared/schemas/api-keys';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { apikey } from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { usageToday } from './usage';

export const API_KEY_LIMIT_MESSAGE = `You already have ${API_KEYS_PER_USER_MAX} active API keys. Revoke one before creating another.`;
export const API_KEY_NOT_FOUND_MESSAGE = 'That API key does not exist (it may have been revoked).';

/** Keys that still open /v1: enabled and not expired. */
const active = (userId: string) =>
  and(
    eq(apikey.referenceId, userId),
    eq(apikey.enabled, true),
    or(isNull(apikey.expiresAt), gt(apikey.expiresAt, new Date())),
  );

export async function countActiveApiKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(apikey).where(active(userId));
  return row?.total ?? 0;
}

/** The account's keys, newest first, with today's call counts. Never the secret or its hash. */
export async function listApiKeys(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({
      id: apikey.id,
      name: apikey.name,
      start: apikey.start,
      createdAt: apikey.createdAt,
      lastRequest: apikey.lastRequest,
    })
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(desc(apikey.createdAt), desc(apikey.id));
  const usage = await usageToday(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    start: row.start ?? '',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest ? row.lastRequest.toISOString() : null,
    requestsToday: usage.get(row.id)?.requests ?? 0,
  }));
}

/** Each account's creations in progress on this process, chained so that they run one after another. */
const creationsInProgress = new Map<string, Promise<void>>();

/**
 * Runs `work` after the account's earlier creations on this process have finished. Without it, creations racing at
 * the limit all insert, all count more than ten and all take theirs back: none succeeds although there was room.
 * A chain of promises rather than a lock library: nothing here waits on another process (replicas racing are
 * caught by the count after the insert).
 */
function afterEarlierCreations<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const earlier = creationsInProgress.get(userId) ?? Promise.resolve();
  const result = earlier.then(work);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  creationsInProgress.set(userId, settled);
  void settled.then(() => {
    if (creationsInProgress.get(userId) === settled) creationsInProgress.delete(userId);
  });
  return result;
}

/**
 * Creates a key named `name` for `userId` and answers its summary and the secret (shown once, never stored).
 * Refused with 409 CONFLICT at API_KEYS_PER_USER_MAX active keys. One creation at a time per account on a process;
 * checked again after the insert, so creations racing on different replicas cannot keep an eleventh key.
 */
export function createApiKey(
  auth: Auth,
  db: Db,
  userId: string,
  name: string,
): Promise<{ apiKey: ApiKeySummary; key: string }> {
  return afterEarlierCreations(userId, () => insertApiKey(auth, db, userId, name));
}

async function insertApiKey(
  auth: Auth,
  db: Db,
  userId: string,
  name: string,
): Promise<{ apiKey: ApiKeySummary; key: string }> {
  const limitReached = () => conflict(API_KEY_LIMIT_MESSAGE, { limit: API_KEYS_PER_USER_MAX });
  if ((await countActiveApiKeys(db, userId)) >= API_KEYS_PER_USER_MAX) throw limitReached();

  // A server call (no headers): the plugin takes the owner from `userId`.
  const created = await auth.api.createApiKey({ body: { name, userId } });
  if ((await countActiveApiKeys(db, userId)) > API_KEYS_PER_USER_MAX) {
    await db.delete(apikey).where(eq(apikey.id, created.id));
    throw limitReached();
  }
  if (!created.key) throw new AppError(500, 'INTERNAL_ERROR', 'The key could not be created.');
  const createdAt = new Date(created.createdAt);
  return {
    apiKey: {
      id: created.id,
      name: created.name ?? name,
      start: created.start ?? '',
      createdAt: createdAt.toISOString(),
      lastUsedAt: null,
      requestsToday: 0,
    },
    key: created.key,
  };
}

/**
 * Revokes (deletes) `keyId` if `userId` owns it, and has every replica's verifier forget it, so it is refused from
 * the very next request; anyone else gets the 404 of a key that does not exist.
 */
export async function revokeApiKey(
  app: Pick<FastifyInstance, 'db' | 'apiKeys'>,
  userId: string,
  keyId: string,
): Promise<void> {
  const deleted = await app.db
    .delete(apikey)
    .where(and(eq(apikey.id, keyId), eq(apikey.referenceId, userId)))
    .returning({ id: apikey.id });
  if (deleted.length === 0) throw notFound(API_KEY_NOT_FOUND_MESSAGE);
  await app.apiKeys.verifier.revoked([keyId]);
}
