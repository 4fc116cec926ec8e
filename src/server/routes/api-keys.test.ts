// /api/api-keys (issue 13 items 1 and 5): a signed-in account creates keys (the secret answered once, only its hash
// stored), lists them, and revokes them, after which the key verifier refuses the key at once; at most ten active keys;
// another account can neither see nor revoke them; deleting the account deletes its keys and their usage. The
// plugin's own endpoints under /api/auth/api-key/* are closed.
import { defaultKeyHasher } from '@better-auth/api-key';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  API_KEY_NAME_MAX,
  API_KEYS_PER_USER_MAX,
  apiKeyListResponseSchema,
  createApiKeyResponseSchema,
  type ApiKeyListResponse,
  type CreateApiKeyResponse,
} from '@shared/schemas/api-keys';
import {
  API_KEY_LIMIT_MESSAGE,
  API_KEY_NOT_FOUND_MESSAGE,
  createApiKey,
} from '../api-keys/api-keys';
import { hashApiKey } from '../api-keys/verify-api-key';
import { apiKeyUsage, apikey, user } from '../db/schema';
import { createForeignApiKeyWithSecret, recordApiKeyUse } from '../test/api-key-fixtures';
import { cookieHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import { forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

forEachDatabase('API keys API', (context) => {
  const newUser = () => createSignedInUser(context.app, { name: 'Key Maker' });

  const create = async (session: TestSession, name = 'My bot') => {
    const response = await callApi(context.app, session, 'POST', '/api/api-keys', { name });
    const body = expectOk<CreateApiKeyResponse>(response, 201);
    expect(() => createApiKeyResponseSchema.parse(body)).not.toThrow();
    expect(response.headers['cache-control']).toBe('no-store');
    return body;
  };
  const list = async (session: TestSession) => {
    const body = expectOk<ApiKeyListResponse>(
      await callApi(context.app, session, 'GET', '/api/api-keys'),
    );
    expect(() => apiKeyListResponseSchema.parse(body)).not.toThrow();
    return body;
  };
  const revoke = (session: TestSession, keyId: string) =>
    callApi(context.app, session, 'DELETE', `/api/api-keys/${encodeURIComponent(keyId)}`);

  it('answers 401 UNAUTHORIZED signed out, before reading the body', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', JSON.stringify({ name: 'x' })],
      ['POST', '/api/api-keys', '{ not json'],
      ['DELETE', '/api/api-keys/some-id', undefined],
    ] as const) {
      const response = await context.app.inject({
        method,
        url,
        headers: payload === undefined ? {} : JSON_HEADERS,
        ...(payload === undefined ? {} : { payload }),
      });
      expectApiError(response, 401, 'UNAUTHORIZED', 'Unauthorized: please sign in.');
    }
  });

  it('creates a key, lists it, verifies it, revokes it, and the next verification fails', async () => {
    const session = await newUser();
    expect(await list(session)).toEqual({ keys: [], limit: API_KEYS_PER_USER_MAX });

    const before = Date.now();
    const { apiKey, key } = await create(session, '  Discord bot  ');
    expect(key).toMatch(/^sb_[A-Za-z]{64}$/);
    expect(apiKey).toMatchObject({
      name: 'Discord bot',
      start: key.slice(0, 10),
      lastUsedAt: null,
      requestsToday: 0,
    });
    expect(new Date(apiKey.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const listed = await list(session);
    expect(listed.keys).toEqual([apiKey]);
    expect(JSON.stringify(listed)).not.toContain(key);

    expect(await context.app.apiKeys.verifier.verify(key)).toMatchObject({
      keyId: apiKey.id,
      userId: session.userId,
      name: 'Discord bot',
    });

    const revoked = await revoke(session, apiKey.id);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await context.app.apiKeys.verifier.verify(key)).toBeNull();
    expect((await list(session)).keys).toEqual([]);
    expectApiError(await revoke(session, apiKey.id), 404, 'NOT_FOUND', API_KEY_NOT_FOUND_MESSAGE);
  });

  it('keeps only the hash: the secret is nowhere in the database', async () => {
    const session = await newUser();
    const { apiKey, key } = await create(session, 'Hash check');
    await recordApiKeyUse(context.db, apiKey.id, 42);

    const rows = await context.db.select().from(apikey).where(eq(apikey.id, apiKey.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.key).toBe(hashApiKey(key));
    expect(row.key).toBe(await defaultKeyHasher(key));
    expect(row.start).toBe(key.slice(0, 10));
    expect(row.rateLimitEnabled).toBe(false);
    const usage = await context.db
      .select()
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.keyId, apiKey.id));
    const owner = await context.db.select().from(user).where(eq(user.id, session.userId));
    const dump = JSON.stringify([rows, usage, owner]);
    expect(dump).not.toContain(key);
    // Not even the random part beyond what `start` shows.
    expect(dump).not.toContain(key.slice(10, 30));
  });

  it('shows last use and today’s calls in the list', async () => {
    const session = await newUser();
    const first = await create(session, 'First');
    const second = await create(session, 'Second');
    const usedAt = new Date();
    await recordApiKeyUse(context.db, first.apiKey.id, 100, usedAt);
    await recordApiKeyUse(context.db, first.apiKey.id, 20, usedAt);
    // Yesterday's calls do not count as today's.
    await recordApiKeyUse(context.db, second.apiKey.id, 5, new Date(Date.now() - 86_400_000));

    const { keys } = await list(session);
    const byName = new Map(keys.map((key) => [key.name, key]));
    expect(byName.get('First')).toMatchObject({
      requestsToday: 2,
      lastUsedAt: usedAt.toISOString(),
    });
    expect(byName.get('Second')?.requestsToday).toBe(0);
    expect(byName.get('Second')?.lastUsedAt).not.toBeNull();
    // Newest first.
    expect(keys.map((key) => key.name)).toEqual(['Second', 'First']);
  });

  it('refuses a missing, blank or too long name with 400 VALIDATION_FAILED and creates nothing', async () => {
    const session = await newUser();
    const bad: [unknown, RegExp][] = [
      [{}, /name/i],
      [{ name: '' }, /Give the key a name/],
      [{ name: '    ' }, /Give the key a name/],
      [{ name: 'x'.repeat(API_KEY_NAME_MAX + 1) }, /32 characters or less/],
      [{ name: 42 }, /./],
      [{ name: 'a\u0000b' }, /NUL/],
    ];
    for (const [body, message] of bad) {
      const response = await callApi(context.app, session, 'POST', '/api/api-keys', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      expect(hasStackTrace(response.body)).toBe(false);
    }
    expect((await list(session)).keys).toEqual([]);
  });

  it(`refuses an eleventh active key with 409 CONFLICT until one is revoked`, async () => {
    const session = await newUser();
    // Nine through the repository (the creation route is rate-limited per client), the tenth through the API.
    for (let index = 1; index < API_KEYS_PER_USER_MAX; index++) {
      await createApiKey(context.app.auth, context.db, session.userId, `Key ${index}`);
    }
    const tenth = await create(session, 'Key 10');
    const refused = expectApiError(
      await callApi(context.app, session, 'POST', '/api/api-keys', { name: 'Key 11' }),
      409,
      'CONFLICT',
      API_KEY_LIMIT_MESSAGE,
    );
    expect(refused.details).toEqual({ limit: API_KEYS_PER_USER_MAX });
    expect((await list(session)).keys).toHaveLength(API_KEYS_PER_USER_MAX);

    expect((await revoke(session, tenth.apiKey.id)).statusCode).toBe(204);
    const again = await create(session, 'Key 11');
    expect(await context.app.apiKeys.verifier.verify(again.key)).not.toBeNull();
  });

  it('never keeps more than ten keys when creations race', async () => {
    const session = await newUser();
    for (let index = 1; index < API_KEYS_PER_USER_MAX - 1; index++) {
      await createApiKey(context.app.auth, context.db, session.userId, `Key ${index}`);
    }
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, index) =>
        createApiKey(context.app.auth, context.db, session.userId, `Racer ${index}`),
      ),
    );
    // The two with room succeed, whatever the order; the others are refused as at the limit.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409 });
    }
    const rows = await context.db
      .select({ id: apikey.id })
      .from(apikey)
      .where(eq(apikey.referenceId, session.userId));
    expect(rows.length).toBe(API_KEYS_PER_USER_MAX);
  });

  it('keeps each account’s keys its own: another account can neither list nor revoke them', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const { apiKey, key } = await create(alice, 'Alice’s key');

    expect((await list(bob)).keys).toEqual([]);
    expectApiError(await revoke(bob, apiKey.id), 404, 'NOT_FOUND', API_KEY_NOT_FOUND_MESSAGE);
    expect(await context.app.apiKeys.verifier.verify(key)).toMatchObject({ userId: alice.userId });
    expect((await list(alice)).keys.map((item) => item.id)).toEqual([apiKey.id]);

    // Another account's key, made outside the API: invisible and unrevocable too.
    const foreign = await createForeignApiKeyWithSecret(context.db);
    expectApiError(await revoke(alice, foreign.keyId), 404, 'NOT_FOUND', API_KEY_NOT_FOUND_MESSAGE);
    expect(await context.app.apiKeys.verifier.verify(foreign.secret)).toMatchObject({
      keyId: foreign.keyId,
      userId: foreign.userId,
    });
  });

  it('deletes the keys and their usage with the account', async () => {
    const session = await newUser();
    const { apiKey, key } = await create(session, 'Doomed');
    await recordApiKeyUse(context.db, apiKey.id, 10);
    await context.db.delete(user).where(eq(user.id, session.userId));

    expect(await context.app.apiKeys.verifier.verify(key)).toBeNull();
    expect(await context.db.select().from(apikey).where(eq(apikey.id, apiKey.id))).toEqual([]);
    expect(
      await context.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, apiKey.id)),
    ).toEqual([]);
  });

  it('refuses a cookie-authenticated creation or revocation from another site', async () => {
    const session = await newUser();
    const { apiKey } = await create(session, 'Origin check');
    for (const [method, url, payload] of [
      ['POST', '/api/api-keys', JSON.stringify({ name: 'Evil' })],
      ['DELETE', `/api/api-keys/${apiKey.id}`, undefined],
    ] as const) {
      const response = await context.app.inject({
        method,
        url,
        headers: {
          ...cookieHeaders(session, 'https://evil.example'),
          ...(payload === undefined ? {} : JSON_HEADERS),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await list(session)).keys.map((key) => key.name)).toEqual(['Origin check']);
  });

  it('closes the plugin’s own endpoints under /api/auth/api-key/', async () => {
    const session = await newUser();
    const { apiKey, key } = await create(session, 'Plugin check');
    for (const [method, url, body] of [
      ['POST', '/api/auth/api-key/create', { name: 'Sneaky' }],
      ['GET', '/api/auth/api-key/list', undefined],
      ['POST', '/api/auth/api-key/verify', { key }],
      ['POST', '/api/auth/api-key/delete', { keyId: apiKey.id }],
      ['POST', '/api/auth/api-key/update', { keyId: apiKey.id, name: 'Renamed' }],
      ['POST', '/api/auth/API-KEY/create', { name: 'Sneaky' }],
      ['GET', '/api/auth/api-key', undefined],
    ] as const) {
      const response = await context.app.inject({
        method,
        url,
        headers: { ...cookieHeaders(session), ...(body === undefined ? {} : JSON_HEADERS) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect((await list(session)).keys.map((item) => item.name)).toEqual(['Plugin check']);
  });

  it('the key verifier refuses malformed, unknown, disabled and expired keys', async () => {
    const session = await newUser();
    const { key } = await create(session, 'Edge cases');
    for (const raw of ['', 'sb_', key.slice(0, -1), `${key}x`, key.toLowerCase(), ` ${key}`]) {
      expect(await context.app.apiKeys.verifier.verify(raw), JSON.stringify(raw)).toBeNull();
    }
    // Same shape, never issued.
    expect(await context.app.apiKeys.verifier.verify(`sb_${'A'.repeat(64)}`)).toBeNull();

    // Each state set before the key's first use (a checked key is remembered; see the next test).
    const disabled = await create(session, 'Disabled');
    await context.db
      .update(apikey)
      .set({ enabled: false })
      .where(eq(apikey.id, disabled.apiKey.id));
    expect(await context.app.apiKeys.verifier.verify(disabled.key)).toBeNull();
    const expired = await create(session, 'Expired');
    await context.db
      .update(apikey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apikey.id, expired.apiKey.id));
    expect(await context.app.apiKeys.verifier.verify(expired.key)).toBeNull();
    const expiring = await create(session, 'Expiring');
    await context.db
      .update(apikey)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(apikey.id, expiring.apiKey.id));
    expect(await context.app.apiKeys.verifier.verify(expiring.key)).not.toBeNull();
  });

  it('a remembered key stops opening /v1 when it expires, and when it is revoked', async () => {
    const session = await newUser();
    const { apiKey, key } = await create(session, 'Remembered');
    await context.db
      .update(apikey)
      .set({ expiresAt: new Date(Date.now() + 400) })
      .where(eq(apikey.id, apiKey.id));
    expect(await context.app.apiKeys.verifier.verify(key)).not.toBeNull();
    // Remembered now: the database is not asked again, the expiry is still checked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await context.app.apiKeys.verifier.verify(key)).toBeNull();

    const second = await create(session, 'Revoked');
    expect(await context.app.apiKeys.verifier.verify(second.key)).not.toBeNull();
    expect(await context.app.apiKeys.verifier.verify(second.key)).not.toBeNull();
    const revoked = await callApi(
      context.app,
      session,
      'DELETE',
      `/api/api-keys/${second.apiKey.id}`,
    );
    expect(revoked.statusCode).toBe(204);
    expect(await context.app.apiKeys.verifier.verify(second.key)).toBeNull();
  });
});
