// The public API's guard (issue 13 item 3): bearer API keys only (401 with WWW-Authenticate otherwise, cookies
// ignored), 60 requests a minute per key with the IETF RateLimit header fields (429 with Retry-After past it, shared
// through Redis between replicas), the daily character quota, and open CORS.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import {
  INVALID_KEY_MESSAGE,
  MALFORMED_AUTHORIZATION_MESSAGE,
  MISSING_KEY_MESSAGE,
  QUOTA_EXCEEDED_MESSAGE,
} from '@shared/schemas/public-api';
import { revokeApiKey } from '../../api-keys/api-keys';
import { createSignedInUser, TEST_ORIGIN } from '../../test/auth-helpers';
import { injectChecked } from '../../test/openapi-contract';
import { errorBodyOf, JSON_HEADERS, onOneDatabase } from '../../test/test-app';
import { bearer, createApiKeyFor, type TestApiKey } from '../../test/v1-fixtures';
import { bearerTokenOf, secondsToUtcMidnight } from './api-key-auth';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;

const TRANSLATION = { from: 'standard_english', to: 'gen_z_english', text: 'that party was great' };

/** RateLimit-Policy with the default limits: 60 requests a minute, 100,000 characters a day. */
const POLICY = '"key";q=60;w=60, "daily";q=100000;w=86400;qu="characters"';

function translate(key: TestApiKey | string, body: unknown = TRANSLATION) {
  return {
    method: 'POST' as const,
    url: '/v1/translate',
    headers: { ...bearer(key), ...JSON_HEADERS },
    payload: JSON.stringify(body),
  };
}

/** A signed-in account with an API key of its own. */
async function keyHolder(app: FastifyInstance, db = app.db) {
  const session = await createSignedInUser(app);
  const key = await createApiKeyFor(db, session.userId);
  return { session, key };
}

/** The `RateLimit` field's remaining requests and reset seconds. */
function rateLimitOf(header: unknown): { r: number; t: number } {
  const match = /^"key";r=(\d+);t=(\d+)$/.exec(String(header));
  expect(match, `RateLimit: ${String(header)}`).not.toBeNull();
  return { r: Number(match![1]), t: Number(match![2]) };
}

afterEach(() => {
  vi.useRealTimers();
});

it('reads the key of an Authorization header', () => {
  expect(bearerTokenOf(undefined)).toBeNull();
  expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeNull();
  expect(bearerTokenOf('Bearer sb_abc')).toBe('sb_abc');
  expect(bearerTokenOf('bearer   sb_abc ')).toBe('sb_abc');
  expect(bearerTokenOf('Bearer')).toBe('');
  expect(bearerTokenOf('Bearer a b')).toBe('');
  expect(secondsToUtcMidnight(new Date('2026-01-05T23:59:30.000Z'))).toBe(30);
});

// Runs on one database: the key check and the limits live in memory and Redis.
onOneDatabase('The /v1 guard', (context) => {
  it('answers 401 with WWW-Authenticate: Bearer without a key, and names a bad key invalid_token', async () => {
    const { app } = context;
    const missing = await injectChecked(app, { method: 'GET', url: '/v1/languages' });
    expect(missing.statusCode).toBe(401);
    expect(errorBodyOf(missing)).toEqual({ error: MISSING_KEY_MESSAGE, code: 'UNAUTHORIZED' });
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer realm="SlangBridge API"$/);
    expect(missing.headers['ratelimit-policy']).toBe(POLICY);

    // Another scheme carries no key at all.
    const basic = await injectChecked(app, {
      method: 'GET',
      url: '/v1/usage',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.headers['www-authenticate']).toMatch(/^Bearer /);

    for (const token of ['sb_not-a-real-key', 'x'.repeat(67)]) {
      const invalid = await injectChecked(app, {
        method: 'GET',
        url: '/v1/history',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(invalid.statusCode, token).toBe(401);
      expect(errorBodyOf(invalid)).toEqual({ error: INVALID_KEY_MESSAGE, code: 'UNAUTHORIZED' });
      expect(invalid.headers['www-authenticate']).toContain('error="invalid_token"');
    }
  });

  it('names `Authorization: Bearer` without a key an invalid_request (RFC 6750), not a bad key', async () => {
    for (const authorization of ['Bearer', 'Bearer ', 'bearer \t', 'Bearer two words']) {
      const response = await injectChecked(context.app, {
        method: 'GET',
        url: '/v1/usage',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(errorBodyOf(response)).toEqual({
        error: MALFORMED_AUTHORIZATION_MESSAGE,
        code: 'UNAUTHORIZED',
      });
      expect(response.headers['www-authenticate']).toBe(
        'Bearer realm="SlangBridge API", error="invalid_request", error_description="The Authorization header carries no API key"',
      );
    }
  });

  it('refuses the body of a call without a key before validating it', async () => {
    const response = await injectChecked(context.app, {
      method: 'POST',
      url: '/v1/translate',
      headers: JSON_HEADERS,
      payload: '{"from": 1}',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a revoked key on the very next request', async () => {
    const { app } = context;
    const { session, key } = await keyHolder(app);
    expect((await injectChecked(app, translate(key))).statusCode).toBe(200);
    await revokeApiKey(app, session.userId, key.keyId);
    const after = await injectChecked(app, translate(key));
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('ignores cookies and session tokens: a signed-in browser session alone is refused', async () => {
    const { app } = context;
    const { session } = await keyHolder(app);
    // The session itself is valid: the app's own calls accept it.
    const own = await app.inject({
      method: 'GET',
      url: '/api/translations/history',
      headers: { cookie: session.cookie },
    });
    expect(own.statusCode).toBe(200);

    for (const headers of [
      { cookie: session.cookie },
      { cookie: session.cookie, origin: TEST_ORIGIN },
      { authorization: `Bearer ${session.token}` },
    ]) {
      const history = await injectChecked(app, { method: 'GET', url: '/v1/history', headers });
      expect(history.statusCode).toBe(401);
      const posted = await injectChecked(app, {
        method: 'POST',
        url: '/v1/translate',
        headers: { ...headers, ...JSON_HEADERS },
        payload: JSON.stringify(TRANSLATION),
      });
      expect(posted.statusCode).toBe(401);
      expect(posted.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    }
  });

  it('lets a key call from any origin, with cookies present: no CSRF check on /v1', async () => {
    const { app } = context;
    const { session, key } = await keyHolder(app);
    const response = await injectChecked(app, {
      ...translate(key),
      headers: {
        ...translate(key).headers,
        cookie: session.cookie,
        origin: 'https://some-developer-app.example',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    // The app's own cookie calls still refuse that origin.
    const own = await app.inject({
      method: 'POST',
      url: '/api/translations/history',
      headers: {
        cookie: session.cookie,
        origin: 'https://some-developer-app.example',
        ...JSON_HEADERS,
      },
      payload: JSON.stringify({
        inputText: 'a',
        outputText: 'b',
        sourceLanguage: 'standard_english',
        targetLanguage: 'gen_z_english',
      }),
    });
    expect(own.statusCode).toBe(403);
  });

  it('answers the CORS preflight without a key', async () => {
    // Not checked against the document: the preflight is the browser's, not an operation of the API.
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: '/v1/translate',
      headers: {
        origin: 'https://some-developer-app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-expose-headers'])).toContain('RateLimit');
  });

  it('allows 60 requests a minute per key, then 429 with Retry-After and the RateLimit fields', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = context;
    const { key } = await keyHolder(app);
    const { key: otherKey } = await keyHolder(app);
    for (let call = 1; call <= 60; call++) {
      const response = await injectChecked(app, {
        method: 'GET',
        url: '/v1/languages',
        headers: bearer(key),
      });
      expect(response.statusCode, `call ${call}`).toBe(200);
      expect(response.headers['ratelimit-policy']).toBe(POLICY);
      const { r, t } = rateLimitOf(response.headers.ratelimit);
      expect(r).toBe(60 - call);
      expect(t).toBeGreaterThan(0);
      expect(t).toBeLessThanOrEqual(60);
    }
    const limited = await injectChecked(app, {
      method: 'GET',
      url: '/v1/languages',
      headers: bearer(key),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string; error: string }>()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/too many requests/i) as unknown,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(rateLimitOf(limited.headers.ratelimit)).toEqual({ r: 0, t: retryAfter });
    expect(limited.headers['ratelimit-policy']).toBe(POLICY);

    // Every route shares the key's window; another key has its own.
    expect((await injectChecked(app, translate(key))).statusCode).toBe(429);
    const other = await injectChecked(app, translate(otherKey));
    expect(other.statusCode).toBe(200);
    expect(rateLimitOf(other.headers.ratelimit).r).toBe(59);

    // A minute later the key may call again.
    vi.setSystemTime(Date.now() + 61_000);
    const later = await injectChecked(app, {
      method: 'GET',
      url: '/v1/languages',
      headers: bearer(key),
    });
    expect(later.statusCode).toBe(200);
    expect(rateLimitOf(later.headers.ratelimit).r).toBe(59);
  });

  it.skipIf(!redisUrl)(
    'shares the 60 a minute of a key between replicas through Redis (REDIS_URL)',
    async () => {
      const first = await context.buildApp({ env: { REDIS_URL: redisUrl } });
      const second = await context.buildApp({ env: { REDIS_URL: redisUrl } });
      const { key } = await keyHolder(first, context.db);
      for (let call = 1; call <= 60; call++) {
        const app = call % 2 ? first : second;
        const response = await injectChecked(app, {
          method: 'GET',
          url: '/v1/languages',
          headers: bearer(key),
        });
        expect(response.statusCode, `call ${call}`).toBe(200);
        expect(rateLimitOf(response.headers.ratelimit).r).toBe(60 - call);
      }
      for (const app of [first, second]) {
        const limited = await injectChecked(app, {
          method: 'GET',
          url: '/v1/usage',
          headers: bearer(key),
        });
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
    },
  );

  it('answers 429 QUOTA_EXCEEDED once the daily characters are spent', async () => {
    const app = await context.buildApp({ env: { API_DAILY_CHAR_LIMIT: '50' } });
    const { key } = await keyHolder(app, context.db);
    const text30 = 'that party was great, honestly'; // 30 characters
    expect(text30).toHaveLength(30);
    const first = await injectChecked(app, translate(key, { ...TRANSLATION, text: text30 }));
    expect(first.statusCode).toBe(200);

    // 30 more do not fit in the 20 left.
    const tooMuch = await injectChecked(app, translate(key, { ...TRANSLATION, text: text30 }));
    expect(tooMuch.statusCode).toBe(429);
    expect(tooMuch.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      error: QUOTA_EXCEEDED_MESSAGE({ limit: 50, remaining: 20, needed: 30 }),
    });
    const untilMidnight = Number(tooMuch.headers['retry-after']);
    expect(untilMidnight).toBeGreaterThan(0);
    // RateLimit names the policy that refused: the daily one, with the 20 characters left.
    expect(String(tooMuch.headers.ratelimit)).toMatch(/^"key";r=\d+;t=\d+, "daily";r=20;t=\d+$/);
    expect(String(tooMuch.headers.ratelimit)).toContain(`"daily";r=20;t=${untilMidnight}`);
    expect(tooMuch.headers['ratelimit-policy']).toBe(
      '"key";q=60;w=60, "daily";q=50;w=86400;qu="characters"',
    );

    const usage = await injectChecked(app, {
      method: 'GET',
      url: '/v1/usage',
      headers: bearer(key),
    });
    expect(usage.json()).toMatchObject({ characters: { used: 30, limit: 50, remaining: 20 } });

    // 20 fit exactly; then the quota is spent for every text, speech included.
    const rest = await injectChecked(
      app,
      translate(key, { ...TRANSLATION, text: 'that party was great' }),
    );
    expect(rest.statusCode).toBe(200);
    const spent = await injectChecked(app, translate(key, { ...TRANSLATION, text: 'hi' }));
    expect(spent.statusCode).toBe(429);
    expect(errorBodyOf(spent)).toEqual({
      error: QUOTA_EXCEEDED_MESSAGE({ limit: 50, remaining: 0, needed: 2 }),
      code: 'QUOTA_EXCEEDED',
      details: { limit: 50, used: 50, requested: 2 },
    });
    expect(spent.json<{ error: string }>().error).toContain('daily quota of 50 characters');
    const speech = await injectChecked(app, {
      method: 'POST',
      url: '/v1/tts',
      headers: { ...bearer(key), ...JSON_HEADERS },
      payload: JSON.stringify({ text: 'hi', voice: 'gen_z_english' }),
    });
    expect(speech.statusCode).toBe(429);
    expect(speech.json<{ code: string }>().code).toBe('QUOTA_EXCEEDED');
    // Calls that use no characters still work.
    const languages = await injectChecked(app, {
      method: 'GET',
      url: '/v1/languages',
      headers: bearer(key),
    });
    expect(languages.statusCode).toBe(200);
  });

  it('counts the quota in characters as people do: an emoji is one (Unicode code points)', async () => {
    const app = await context.buildApp({ env: { API_DAILY_CHAR_LIMIT: '10' } });
    const { key } = await keyHolder(app, context.db);
    const emoji = '😀'.repeat(10); // 10 characters, 20 UTF-16 units
    const response = await injectChecked(app, translate(key, { ...TRANSLATION, text: emoji }));
    expect(response.statusCode).toBe(200);
    const speech = await injectChecked(app, {
      method: 'POST',
      url: '/v1/tts',
      headers: { ...bearer(key), ...JSON_HEADERS },
      payload: JSON.stringify({ text: '🎉', voice: 'gen_z_english' }),
    });
    expect(speech.statusCode).toBe(429);
    expect(speech.json()).toMatchObject({ details: { used: 10, requested: 1 } });
    const usage = await injectChecked(app, {
      method: 'GET',
      url: '/v1/usage',
      headers: bearer(key),
    });
    expect(usage.json()).toMatchObject({ characters: { used: 10, limit: 10, remaining: 0 } });
  });

  it('counts successful calls and characters in GET /v1/usage', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    expect((await injectChecked(app, translate(key))).statusCode).toBe(200);
    // A refused call (bad input) is not counted.
    expect(
      (await injectChecked(app, translate(key, { ...TRANSLATION, to: 'klingon' }))).statusCode,
    ).toBe(400);
    expect(
      (await injectChecked(app, { method: 'GET', url: '/v1/languages', headers: bearer(key) }))
        .statusCode,
    ).toBe(200);
    const usage = await injectChecked(app, {
      method: 'GET',
      url: '/v1/usage',
      headers: bearer(key),
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({
      key: { id: key.keyId, name: 'Test key' },
      day: new Date().toISOString().slice(0, 10),
      requests: 2,
      characters: { used: TRANSLATION.text.length, limit: 100_000, remaining: 100_000 - 20 },
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
        remaining: 56,
        resetSeconds: expect.any(Number) as unknown,
      },
    });
  });
});
