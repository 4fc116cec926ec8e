// Test helpers for accounts: sign up / sign in through the HTTP API and keep the session as a cookie and a
// bearer token, the way a browser and an API client would.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@shared/roles';
import { setRoles } from '../auth/roles-repository';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { JSON_HEADERS } from './test-app';

/** The origin test apps trust (PUBLIC_URL is unset in TEST_ENV, so it is http://localhost:PORT). */
export const TEST_ORIGIN = 'http://localhost:3000';

export const TEST_PASSWORD = 'correct horse battery';

/** An address no other test (or parallel run on the shared PostgreSQL database) uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;

export interface TestSession {
  userId: string;
  email: string;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** The token a bearer client sends: `Authorization: Bearer <token>`. */
  token: string;
}

/** The session cookie (`name=value`) a response sets, or null. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) =>
    /^(?:__Secure-)?[\w.-]*session_token=[^;]+/.test(cookie),
  );
  return session ? session.split(';')[0]! : null;
}

/** The full Set-Cookie line of the session cookie, for attribute checks. */
export function sessionSetCookieLine(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((cookie) => /^(?:__Secure-)?[\w.-]*session_token=/.test(cookie));
}

function toSession(response: LightMyRequestResponse, email: string): TestSession {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; user: { id: string } }>();
  const cookie = sessionCookieOf(response);
  expect(cookie).toBeTruthy();
  return { userId: body.user.id, email, cookie: cookie!, token: body.token };
}

export async function signUp(
  app: FastifyInstance,
  options: { email?: string; name?: string; password?: string } = {},
): Promise<TestSession> {
  const email = options.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: JSON_HEADERS,
    payload: {
      name: options.name ?? 'Test User',
      email,
      password: options.password ?? TEST_PASSWORD,
    },
  });
  return toSession(response, email);
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: JSON_HEADERS,
    payload: { email, password },
  });
  return toSession(response, email);
}

/** Signs a new user up and gives them roles directly in the database (as `npm run user:roles` does). */
export async function signUpWithRoles(
  app: FastifyInstance,
  db: Db,
  roles: readonly Role[],
  label = 'user',
): Promise<TestSession> {
  const session = await signUp(app, { email: uniqueEmail(label) });
  if (roles.length) expect(await setRoles(db, session.userId, roles)).toBe(true);
  return session;
}

/** Headers of a browser request from our own page: the session cookie and our Origin. */
export const cookieHeaders = (session: TestSession, origin = TEST_ORIGIN) => ({
  cookie: session.cookie,
  origin,
});

export const bearerHeaders = (session: TestSession) => ({
  authorization: `Bearer ${session.token}`,
});

/**
 * A new session of an existing user, made the way sign-in makes one (Better Auth's session store, its signed
 * cookie) but without the password check: password hashing is deliberately slow, and tests about something
 * else should not pay for it. Tests of signing in itself use signUp / signIn.
 */
export async function createSession(
  app: FastifyInstance,
  userId: string,
  email: string,
): Promise<TestSession> {
  const context = await app.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return {
    userId,
    email,
    cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    token: session.token,
  };
}

/** A user (stored as sign-up stores one, with the given roles) and a session of theirs; see createSession. */
export async function createSignedInUser(
  app: FastifyInstance,
  options: { roles?: readonly Role[]; label?: string; name?: string } = {},
): Promise<TestSession> {
  const email = uniqueEmail(options.label);
  const [row] = await app.db
    .insert(user)
    .values({
      id: randomBytes(16).toString('base64url'),
      name: options.name ?? 'Test User',
      email,
      roles: [...(options.roles ?? [])],
    })
    .returning({ id: user.id });
  return createSession(app, row!.id, email);
}
