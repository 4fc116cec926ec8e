// Non-canonical paths (dot segments, encoded slashes, backslashes, `//`) are refused before routing on every
// route, so `/api/auth/./sign-up/email` can no longer skip the strict sign-up route on its way to Better Auth.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { user } from '../db/schema';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { createFakeClientDir, forEachDatabase, JSON_HEADERS } from '../test/test-app';
import { NON_CANONICAL_PATH_MESSAGE, nonCanonicalPathReason } from './canonical-path';

interface RawResponse {
  statusCode: number;
  body: string;
  json<T>(): T;
}

/**
 * Sends a request over a real socket with the path exactly as given. `app.inject` cannot: it resolves dot
 * segments with a WHATWG URL before the server sees them, which is the very normalisation under test.
 */
async function raw(
  app: FastifyInstance,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
): Promise<RawResponse> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const REFUSED: ApiError = { error: NON_CANONICAL_PATH_MESSAGE, code: 'VALIDATION_FAILED' };

/** Spellings of the sign-up endpoint that Better Auth's URL parser resolves to `/api/auth/sign-up/email`. */
const SIGN_UP_DETOURS = [
  '/api/auth/./sign-up/email',
  '/api/auth/x/../sign-up/email',
  '/api/auth/%2e/sign-up/email',
  '/api/auth/%2E/sign-up/email',
  '/api/auth/x/%2e%2E/sign-up/email',
  '/api/auth/x/.%2e/sign-up/email',
  '/api/auth/x\\..\\sign-up/email',
  '/api/auth\\sign-up\\email',
  '/api/auth/sign-up/./email',
];

describe('nonCanonicalPathReason', () => {
  it('accepts plain paths, a trailing slash, and anything in the query string', () => {
    for (const url of [
      '/',
      '/slang/some-term',
      '/what-does-rizz-mean',
      '/assets/index-abc123.js',
      '/api/auth/get-session',
      '/api/auth/callback/google?code=4%2F0Ab..x&state=a/../b',
      '/slang/',
      '/search?q=..%2F..%2Fetc%5Cpasswd//x',
      '/slang/caf%C3%A9',
      '/slang/no%20cap',
      '/slang/.well',
      '/slang/..hidden',
      '/slang/a..b',
    ]) {
      expect(nonCanonicalPathReason(url), url).toBeNull();
    }
  });

  it('refuses dot segments in every spelling, encoded slashes and backslashes, raw backslashes and `//`', () => {
    for (const [url, reason] of [
      ['/a/./b', 'dot segment'],
      ['/a/../b', 'dot segment'],
      ['/a/..', 'dot segment'],
      ['/.', 'dot segment'],
      ['/a/%2e/b', 'dot segment'],
      ['/a/%2E%2e/b', 'dot segment'],
      ['/a/.%2E?x', 'dot segment'],
      ['/a%2fb', 'encoded slash'],
      ['/a%2Fb', 'encoded slash'],
      ['/a%5cb', 'encoded slash'],
      ['/a%5Cb', 'encoded slash'],
      ['/a\\b', 'backslash'],
      ['//a', 'empty segment'],
      ['/a//b', 'empty segment'],
      ['/a/.\t./b', 'control character'],
      ['/a/%zz', 'malformed percent-encoding'],
      ['http://localhost/a', 'not an absolute path'],
      ['*', 'not an absolute path'],
    ] as const) {
      expect(nonCanonicalPathReason(url), url).toBe(reason);
    }
  });
});

forEachDatabase(
  'Canonical paths',
  (context) => {
    const client = createFakeClientDir();
    afterAll(() => client.remove());

    const storedUsers = (email: string) =>
      context.db.select({ name: user.name }).from(user).where(eq(user.email, email));

    it.each(SIGN_UP_DETOURS)(
      'refuses POST %s with 400 and stores nothing (a 50,000-character name and an image used to be stored)',
      async (url) => {
        const email = uniqueEmail('detour');
        const response = await raw(context.app, 'POST', url, {
          payload: {
            name: 'n'.repeat(50_000),
            email,
            password: TEST_PASSWORD,
            image: 'https://example.com/x.png',
          },
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<ApiError>()).toEqual(REFUSED);
        expect(await storedUsers(email)).toEqual([]);
      },
    );

    it('refuses a sign-in through a dot segment before its rate limit or password check', async () => {
      const app = await context.buildApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
      const body = { email: uniqueEmail(), password: TEST_PASSWORD };
      const strict = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: JSON_HEADERS,
        payload: body,
      });
      expect(strict.statusCode).toBe(401);
      for (const url of ['/api/auth/./sign-in/email', '/api/auth/x/../sign-in/email']) {
        const detour = await raw(app, 'POST', url, { payload: body });
        expect(detour.statusCode, url).toBe(400);
      }
      // The limit of one attempt was spent by the first request only: the next strict one is limited.
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: JSON_HEADERS,
        payload: body,
      });
      expect(again.statusCode).toBe(429);
    });

    it('refuses non-canonical paths on every kind of route: the SPA, assets, API routes and unknown paths', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      for (const [method, url] of [
        ['GET', '/./slang/some-term'],
        ['GET', '/slang/../what-does-rizz-mean'],
        ['GET', '/assets/../index.html'],
        ['GET', `/assets/%2e%2e/${client.assetPath.slice(1)}`],
        ['GET', '//slang'],
        ['GET', '/api/health/.'],
        ['GET', '/api//health'],
        ['GET', '/api/auth/x/../get-session'],
        ['GET', '/api/nothing/../here'],
        ['POST', '/api/feedback/../feedback'],
        ['POST', '/api/auth%2fsign-out'],
        ['PUT', '/api/admin/users/x%5C..%5Cy/roles'],
      ] as const) {
        const response = await raw(app, method, url, {
          headers: { origin: TEST_ORIGIN },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json<ApiError>(), `${method} ${url}`).toEqual(REFUSED);
      }
    });

    it('still serves plain paths: SPA routes, assets, API routes, Better Auth endpoints and odd query strings', async () => {
      const app = await context.buildApp({ clientDir: client.dir });
      for (const url of ['/', '/streak', '/dashboard/', '/streak?from=..%2F..%2Fx&next=a//b\\c']) {
        const response = await raw(app, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
      }
      // Term pages are rendered by the server (src/server/dictionary/pages.ts), odd query strings and all.
      for (const url of ['/what-does-rizz-mean', '/slang/rizz?from=..%2F..%2Fx&next=a//b\\c']) {
        const response = await raw(app, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('/slang/rizz" />');
      }
      const asset = await raw(app, 'GET', client.assetPath);
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toContain('asset');

      const health = await raw(app, 'GET', '/api/health?x=../..');
      expect(health.statusCode).toBe(200);
      const session = await raw(app, 'GET', '/api/auth/get-session?a=%2F..');
      expect(session.statusCode).toBe(200);
      // An OAuth callback reaches Better Auth (no such provider here, so it redirects with an error), not us.
      const callback = await raw(
        app,
        'GET',
        '/api/auth/callback/google?code=4%2F0AbCd..Ef&state=st%2Fate..x',
      );
      expect(callback.statusCode).not.toBe(400);
      expect(callback.body).not.toContain(NON_CANONICAL_PATH_MESSAGE);
      const unknown = await raw(app, 'GET', '/api/nothing/here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiError>().code).toBe('NOT_FOUND');
    });
  },
  { only: ['pglite'] },
);
