// Session security: a state-changing request authenticated by cookie must come from one of our origins (403
// otherwise), bearer clients are not affected, and under HTTPS the cookie is Secure with the __Secure- prefix.
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import {
  createSignedInUser,
  sessionCookieOf,
  sessionSetCookieLine,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
  type TestSession,
} from '../test/auth-helpers';
import { errorBodyOf, JSON_HEADERS, onOneDatabase } from '../test/test-app';

const EVIL = 'https://evil.example';
const FORBIDDEN_BODY = {
  error: 'This request came from a site that may not act for you.',
  code: 'FORBIDDEN',
};

// Runs on one database: what is checked is decided in code: headers and cookies.
onOneDatabase('Origin guard and cookie attributes', (context) => {
  let shared: TestSession | undefined;
  const stillSignedIn = async (cookie: string) =>
    (await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }))
      .statusCode === 200;

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['neither Origin nor Referer', {}],
    ['a foreign Referer and no Origin', { referer: `${EVIL}/page` }],
    ['a malformed Referer', { referer: 'not a url' }],
    ['Origin: null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a look-alike origin', { origin: `${TEST_ORIGIN}.evil.example` }],
  ])(
    'refuses a cookie-authenticated logout with %s: 403, and the session lives on',
    async (_label, headers) => {
      // One session serves all these cases: each must leave it alive.
      shared ??= await createSignedInUser(context.app);
      const session = shared;
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response)).toEqual(FORBIDDEN_BODY);
      expect(await stillSignedIn(session.cookie)).toBe(true);
    },
  );

  it.each([
    ['our Origin', { origin: TEST_ORIGIN }],
    ['our Referer and no Origin', { referer: `${TEST_ORIGIN}/settings` }],
    // What a browser may send for a same-origin POST under Referrer-Policy: no-referrer.
    [
      'Origin: null with Sec-Fetch-Site: same-origin',
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ],
  ])('lets a cookie-authenticated logout with %s through', async (_label, headers) => {
    const session = await createSignedInUser(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn(session.cookie)).toBe(false);
  });

  it('guards our own routes too, however the path is spelled (an admin’s role change from another site is 403)', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const victim = await createSignedInUser(context.app);
    for (const url of [
      `/api/admin/users/${victim.userId}/roles`,
      // The router decodes the path: this reaches the same route.
      `/%61pi/admin/users/${victim.userId}/roles`,
    ]) {
      const response = await context.app.inject({
        method: 'PUT',
        url,
        headers: { ...JSON_HEADERS, cookie: admin.cookie, origin: EVIL },
        payload: { roles: ['admin'] },
      });
      expect(response.statusCode, url).toBe(403);
    }
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: victim.cookie },
    });
    expect(me.json<{ user: { roles: string[] } }>().user.roles).toEqual([]);
  });

  it('guards a session cookie however its header is spelled, as long as Better Auth would accept it', async () => {
    const session = await createSignedInUser(context.app);
    const [name, value] = session.cookie.split('=', 2) as [string, string];
    const spellings = [
      // The finding: a space before `=` passed the guard's own name test, and Better Auth still signed it in.
      `${name} =${value}`,
      `${name}  =  ${value}`,
      ` ${name}=${value}`,
      `\t${name}\t=${value}`,
      `theme=dark;${name} =${value}`,
      `theme=dark ; ${name} = ${value} ; other=1`,
      `${name}="${value}"`,
      `${name}=${encodeURIComponent(value)}`,
    ];
    for (const cookie of spellings) {
      const me = await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie },
      });
      // Only spellings that authenticate matter; the finding's exact header must be one of them.
      if (cookie === spellings[0]) expect(me.statusCode, JSON.stringify(cookie)).toBe(200);
      if (me.statusCode !== 200) continue;
      // One of our own routes, where this guard is the only origin check (Better Auth's covers its own).
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/translations/history',
        headers: { ...JSON_HEADERS, cookie, origin: EVIL },
        payload: {
          inputText: 'written by another site',
          outputText: 'written by another site, no cap',
          sourceLanguage: 'standard_english',
          targetLanguage: 'gen_z_english',
        },
      });
      expect(response.statusCode, JSON.stringify(cookie)).toBe(403);
      expect(errorBodyOf(response)).toEqual(FORBIDDEN_BODY);
    }
    const history = await context.app.inject({
      method: 'GET',
      url: '/api/translations/history',
      headers: { cookie: session.cookie },
    });
    expect(history.body).not.toContain('written by another site');
  });

  it('asks every cookie-carrying change for its origin, session cookie or not, on our routes as on Better Auth’s', async () => {
    // Deciding which cookie is "the session" would mean parsing the header as Better Auth does; any cookie is
    // the rule Better Auth's own origin check uses, so both refuse the same requests.
    for (const cookie of ['theme=dark', '', 'better-auth.session_token =not-a-token']) {
      for (const url of ['/api/feedback', '/api/auth/sign-out']) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          headers: { ...JSON_HEADERS, cookie, origin: EVIL },
          payload: { message: 'hello' },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(cookie)}`).toBe(403);
        expect(response.json<ApiError>().code).toBe('FORBIDDEN');
      }
    }
    const ours = await context.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...JSON_HEADERS, cookie: 'theme=dark', origin: TEST_ORIGIN },
      payload: { message: 'hello' },
    });
    expect(ours.statusCode, ours.body).toBe(201);
  });

  it('does not block bearer-only requests (no cookie), whatever their Origin', async () => {
    const session = await createSignedInUser(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}`, origin: EVIL },
    });
    expect(response.statusCode).toBe(200);
    expect(await stillSignedIn(session.cookie)).toBe(false);
  });

  it('does not block reads (GET) with a cookie from another origin', async () => {
    const session = await createSignedInUser(context.app);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session.cookie, origin: EVIL },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets an API client without cookies sign up and sign in without an Origin (there is no session to abuse)', async () => {
    const email = uniqueEmail();
    const up = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: JSON_HEADERS,
      payload: { name: 'No Origin', email, password: TEST_PASSWORD },
    });
    expect(up.statusCode).toBe(200);
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: JSON_HEADERS,
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('trusts the PUBLIC_URL origin, and TRUSTED_ORIGINS, and nothing else', async () => {
    const app = await context.buildApp({
      env: {
        PUBLIC_URL: 'http://app.example:8080',
        TRUSTED_ORIGINS: 'http://admin.example:9000, http://other.example',
      },
    });
    for (const [origin, status] of [
      ['http://app.example:8080', 200],
      ['http://admin.example:9000', 200],
      ['http://other.example', 200],
      ['http://app.example:8081', 403],
      ['https://app.example:8080', 403],
      [EVIL, 403],
    ] as const) {
      const session = await createSignedInUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.cookie, origin },
      });
      expect(response.statusCode, origin).toBe(status);
    }
  });

  it('in production trusts only PUBLIC_URL (not the localhost addresses of development)', async () => {
    const app = await context.buildApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-enough-random-characters-7f3k',
        PUBLIC_URL: 'https://slangbridge.example',
      },
    });
    const session = await createSignedInUser(app);
    const fromLocalhost = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'http://localhost:3000' },
    });
    expect(fromLocalhost.statusCode).toBe(403);
    const fromPublicUrl = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, origin: 'https://slangbridge.example' },
    });
    expect(fromPublicUrl.statusCode).toBe(200);
  });

  it('under an https PUBLIC_URL, sets a __Secure- prefixed cookie that is Secure, HttpOnly and SameSite=Lax, and guards it', async () => {
    const app = await context.buildApp({ env: { PUBLIC_URL: 'https://slangbridge.example' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: JSON_HEADERS,
      payload: { name: 'Secure', email: uniqueEmail('secure'), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookieLine(response)!;
    expect(line).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);

    const cookie = sessionCookieOf(response)!;
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);

    const evil = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: EVIL },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json<ApiError>().code).toBe('FORBIDDEN');
    const ours = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://slangbridge.example' },
    });
    expect(ours.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses a callbackURL on another site (no open redirect through sign-in)', async () => {
    // Refused before the password is even checked.
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: JSON_HEADERS,
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, callbackURL: `${EVIL}/phish` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe('FORBIDDEN');
  });
});
