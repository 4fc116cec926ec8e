// E-mail + password accounts through the HTTP API: sign-up and sign-in (cookie and bearer token), the checks on
// what a request may send, the sign-in rate limit, and the user shapes /me and /user answer (allow-listed fields).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { account, session as sessionTable, user } from '../db/schema';
import {
  bearerHeaders,
  cookieHeaders,
  createSignedInUser,
  sessionCookieOf,
  sessionSetCookieLine,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/auth-helpers';
import {
  errorBodyOf,
  forEachDatabase,
  hasStackTrace,
  JSON_HEADERS,
  testConfig,
} from '../test/test-app';
import { createAuth } from './auth';

const signUpRequest = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/auth/sign-up/email',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});
const signInRequest = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/auth/sign-in/email',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

const ME_FIELDS = ['createdAt', 'email', 'firstName', 'id', 'image', 'name', 'roles'];
const USER_FIELDS = [
  'createdAt',
  'emailAddresses',
  'firstName',
  'id',
  'imageUrl',
  'lastName',
  'publicMetadata',
];

forEachDatabase('Accounts: e-mail and password', (context) => {
  const usersWithEmail = (email: string) =>
    context.db.select({ id: user.id }).from(user).where(eq(user.email, email));

  it('signs up: sets an HttpOnly, SameSite=Lax session cookie (not Secure over http) and /me answers the user with no roles', async () => {
    const email = uniqueEmail('ann');
    const response = await context.app.inject(
      signUpRequest({ name: 'Ann Lee', email, password: TEST_PASSWORD }),
    );
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookieLine(response)!;
    expect(line).toMatch(/^better-auth\.session_token=/);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).not.toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*Path=\//);

    const me = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(response)! },
    });
    expect(me.statusCode).toBe(200);
    const body = me.json<{ user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ email, name: 'Ann Lee', firstName: 'Ann', roles: [] });
    expect(Object.keys(body.user).sort()).toEqual(ME_FIELDS);
  });

  it('stores the e-mail trimmed and in lower case, so sign-in is not case-sensitive', async () => {
    const email = uniqueEmail('case');
    const response = await context.app.inject(
      signUpRequest({ name: 'Case', email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD }),
    );
    expect(response.statusCode).toBe(200);
    expect(await usersWithEmail(email)).toHaveLength(1);
    const session = await signIn(context.app, email.toUpperCase());
    expect(session.userId).toBe(response.json<{ user: { id: string } }>().user.id);
  });

  it.each([
    ['roles', { roles: ['admin'] }],
    ['emailVerified', { emailVerified: true }],
    ['id', { id: 'chosen-id' }],
    [
      'several at once',
      { roles: ['admin'], emailVerified: true, id: 'x', image: 'https://e.x/a.png' },
    ],
  ])('refuses a sign-up that also sends %s with 400 and creates no user', async (_label, extra) => {
    const email = uniqueEmail('extra');
    const response = await context.app.inject(
      signUpRequest({ name: 'Eve', email, password: TEST_PASSWORD, ...extra }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<ApiError>().error).toMatch(/Unrecognized key/);
    expect(sessionCookieOf(response)).toBeNull();
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses a password of 7 characters with 400 and the rule, and accepts 8', async () => {
    const email = uniqueEmail('short');
    const short = await context.app.inject(
      signUpRequest({ name: 'Sam', email, password: '1234567' }),
    );
    expect(short.statusCode).toBe(400);
    expect(errorBodyOf(short)).toEqual({
      error: 'Password must be at least 8 characters.',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password', message: 'Password must be at least 8 characters.' }],
    });
    expect(await usersWithEmail(email)).toEqual([]);

    const ok = await context.app.inject(
      signUpRequest({ name: 'Sam', email, password: '12345678' }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['no name', { email: 'a@example.com', password: TEST_PASSWORD }],
    ['a blank name', { name: '  ', email: 'a@example.com', password: TEST_PASSWORD }],
    ['a bad e-mail', { name: 'A', email: 'not-an-email', password: TEST_PASSWORD }],
    [
      'a password of 129 characters',
      { name: 'A', email: 'a@example.com', password: 'x'.repeat(129) },
    ],
  ])('refuses a sign-up with %s with 400 VALIDATION_FAILED', async (_label, body) => {
    const response = await context.app.inject(signUpRequest(body));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
    expect(hasStackTrace(response.body)).toBe(false);
  });

  it('answers a second sign-up with the same e-mail with 409 CONFLICT in our error format, and keeps one user', async () => {
    const email = uniqueEmail('dup');
    await signUp(context.app, { email });
    const again = await context.app.inject(
      signUpRequest({ name: 'Other', email: email.toUpperCase(), password: 'another password' }),
    );
    expect(again.statusCode).toBe(409);
    const body = again.json<ApiError>();
    expect(body.code).toBe('CONFLICT');
    expect(body.error).toMatch(/already exists/i);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'error']);
    expect(sessionCookieOf(again)).toBeNull();
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('answers a wrong password, and an unknown e-mail, with the same 401 UNAUTHORIZED and no cookie', async () => {
    const { email } = await signUp(context.app);
    const wrong = await context.app.inject(signInRequest({ email, password: 'wrong password' }));
    const unknown = await context.app.inject(
      signInRequest({ email: uniqueEmail('nobody'), password: TEST_PASSWORD }),
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'Invalid email or password',
        code: 'UNAUTHORIZED',
      });
      expect(sessionCookieOf(response)).toBeNull();
    }
  });

  it('refuses a sign-in body with extra keys with 400', async () => {
    const response = await context.app.inject(
      signInRequest({ email: uniqueEmail(), password: TEST_PASSWORD, roles: ['admin'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });

  it('signs in: a new session cookie, and a bearer token in the JSON `token` field and the set-auth-token header', async () => {
    const { email, userId } = await signUp(context.app);
    const response = await context.app.inject(signInRequest({ email, password: TEST_PASSWORD }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: string } }>();
    expect(body.user.id).toBe(userId);
    expect(body.token).toMatch(/^\S{20,}$/);
    // The header carries the signed form of the same token (token.signature); both are accepted.
    const headerToken = String(response.headers['set-auth-token']);
    expect(headerToken.startsWith(`${body.token}.`)).toBe(true);
    expect(sessionCookieOf(response)).toContain(encodeURIComponent(headerToken));

    for (const token of [body.token, headerToken]) {
      const me = await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json<{ user: { id: string } }>().user.id).toBe(userId);
    }
  });

  it('limits sign-in attempts per client to AUTH_RATE_LIMIT_PER_MINUTE: the 3rd of 2 allowed is 429 RATE_LIMITED with Retry-After', async () => {
    const app = await context.buildApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    const { email } = await signUp(app);
    const attempt = (password: string, remoteAddress = '127.0.0.1') =>
      app.inject({ ...signInRequest({ email, password }), remoteAddress });
    expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    // Even the right password is refused now: the limit counts attempts, not failures.
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookieOf(limited)).toBeNull();
    // Another client is not affected.
    expect((await attempt(TEST_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });

  it('relays Better Auth’s own limit on its other sign-in paths as 429 RATE_LIMITED with Retry-After', async () => {
    const attempt = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: JSON_HEADERS,
        payload: { provider: 'google', callbackURL: '/' },
        remoteAddress: '192.0.2.91',
      });
    // Better Auth allows 3 sign-in attempts per 10 s on these paths.
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).not.toBe(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers GET /api/auth/user by cookie and by bearer token with firstName, emailAddresses, createdAt and publicMetadata.roles', async () => {
    const session = await createSignedInUser(context.app, { name: 'Maria José Pérez' });
    for (const headers of [{ cookie: session.cookie }, bearerHeaders(session)]) {
      const response = await context.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(200);
      const { createdAt, ...body } = response.json<Record<string, unknown>>();
      expect(body).toEqual({
        id: session.userId,
        firstName: 'Maria',
        lastName: 'José Pérez',
        imageUrl: null,
        emailAddresses: [{ emailAddress: session.email }],
        publicMetadata: { roles: [] },
      });
      expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Object.keys(response.json<object>()).sort()).toEqual(USER_FIELDS);
    }
  });

  it.each([
    ['no credentials', {}],
    ['a made-up cookie', { cookie: 'better-auth.session_token=forged.value' }],
    ['a made-up bearer token', { authorization: 'Bearer not-a-real-token' }],
    ['a bearer token signed with another key', { authorization: 'Bearer abc.ZGVmZ2hp' }],
  ])('answers /me and /user with 401 UNAUTHORIZED for %s', async (_label, headers) => {
    for (const url of ['/api/auth/me', '/api/auth/user']) {
      const response = await context.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response)).toEqual({
        error: 'Unauthorized: please sign in.',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('never sends the password hash, tokens or other stored fields in /me or /user', async () => {
    const session = await signUp(context.app);
    const [{ password }] = (await context.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, session.userId))) as [{ password: string }];
    const sessions = await context.db
      .select({ id: sessionTable.id, token: sessionTable.token })
      .from(sessionTable)
      .where(eq(sessionTable.userId, session.userId));
    expect(password).toBeTruthy();
    expect(sessions.length).toBeGreaterThan(0);

    for (const url of ['/api/auth/me', '/api/auth/user']) {
      for (const headers of [{ cookie: session.cookie }, bearerHeaders(session)]) {
        const response = await context.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        const text = response.body;
        expect(text).not.toContain(password);
        for (const row of sessions) {
          expect(text).not.toContain(row.token);
          expect(text).not.toContain(row.id);
        }
        expect(text).not.toMatch(/"(password|token|emailVerified|session|accessToken|idToken)"/);
      }
    }
  });

  it('answers GET /api/auth/sync with 204 and no body', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/sync' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('lists e-mail + password and no social providers when none is configured', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    // Without SMTP_URL outside production, a reset link goes to the log (password-reset.test.ts).
    expect(response.json()).toEqual({
      emailPassword: true,
      social: [],
      passwordReset: 'server-log',
    });
  });

  it('lists exactly the social providers whose credentials are configured', async () => {
    const app = await context.buildApp({
      env: {
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        // Discovery of this issuer fails (nothing listens); the button is still configured.
        OIDC_ISSUER: 'http://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_CLIENT_SECRET: 'o-secret',
        OIDC_NAME: 'Company SSO',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      emailPassword: true,
      social: [
        { id: 'google', name: 'Google' },
        { id: 'oidc', name: 'Company SSO' },
      ],
      passwordReset: 'server-log',
    });
  });

  it('keeps the profile fields Better Auth lets a user change, but never lets them set roles or verification', async () => {
    const session = await createSignedInUser(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...JSON_HEADERS, ...cookieHeaders(session) },
      payload: { name: 'Renamed', roles: ['admin'], emailVerified: true },
    });
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await context.db
      .select({ roles: user.roles, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, session.userId));
    expect(row).toEqual({ roles: [], emailVerified: false });
  });

  it('keeps no secret file for an in-memory database (it used to write ./memory:/.auth-secret)', () => {
    createAuth(testConfig(), context.db);
    expect(existsSync(resolve('memory:'))).toBe(false);
  });
});
