// The readable `signed-in` hint cookie follows the session: set with it, cleared with it, and cleared when
// /api/auth/me finds no session, so the client never asks /api/auth/me for a visitor (signed-in-hint.ts).
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint';
import { cookieHeaders, signIn, signUp, uniqueEmail } from '../test/auth-helpers';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const HINT = `${SIGNED_IN_HINT_COOKIE}=1`;

function hintLineOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

forEachDatabase(
  'The signed-in hint cookie',
  (context) => {
    it('is set, readable by scripts, when a session starts (sign-up, sign-in) and lives as long as it', async () => {
      const email = uniqueEmail('hint');
      const signUpResponse = await context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: JSON_HEADERS,
        payload: { name: 'Hint', email, password: 'correct horse battery' },
      });
      const line = hintLineOf(signUpResponse)!;
      expect(line).toMatch(/^signed-in=1; Path=\/; Max-Age=2592000; SameSite=Lax$/);
      expect(line).not.toMatch(/HttpOnly/i);

      const signInResponse = await context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: JSON_HEADERS,
        payload: { email, password: 'correct horse battery' },
      });
      expect(hintLineOf(signInResponse)).toMatch(/^signed-in=1;/);
    });

    it('is cleared by sign-out', async () => {
      const session = await signUp(context.app);
      const logout = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...cookieHeaders(session), cookie: `${session.cookie}; ${HINT}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(hintLineOf(logout)).toMatch(/^signed-in=; Path=\/; Max-Age=0;/);
    });

    it('is cleared when /api/auth/me finds no session (it expired or was ended elsewhere)', async () => {
      const session = await signUp(context.app);
      await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: cookieHeaders(session),
      });
      const staleSession = await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: `${session.cookie}; ${HINT}` },
      });
      expect(staleSession.statusCode).toBe(401);
      expect(hintLineOf(staleSession)).toMatch(/^signed-in=; Path=\/; Max-Age=0;/);

      const noSession = await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: HINT },
      });
      expect(noSession.statusCode).toBe(401);
      expect(hintLineOf(noSession)).toMatch(/^signed-in=; Path=\/; Max-Age=0;/);
    });

    it('is left alone while the session lasts, and given to a session that started before it existed', async () => {
      const session = await signIn(context.app, (await signUp(context.app)).email);
      const withHint = await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: `${session.cookie}; ${HINT}` },
      });
      expect(withHint.statusCode).toBe(200);
      expect(hintLineOf(withHint)).toBeUndefined();

      const withoutHint = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { cookie: session.cookie },
      });
      expect(hintLineOf(withoutHint)).toMatch(/^signed-in=1;/);
    });

    it('is never set for a visitor', async () => {
      const page = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(hintLineOf(page)).toBeUndefined();
      const me = await context.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
      expect(hintLineOf(me)).toBeUndefined();
    });
  },
  { only: ['pglite'] },
);
