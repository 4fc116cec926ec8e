// A forgotten password, end to end through a real mail: the app sends through SMTP_URL to an SMTP server in this
// process, the test reads the link out of the captured mail and resets the password with it. Then the old
// password fails, the new one works, every session of the account has ended, the link works once and for an hour
// only, and an address without an account gets the very same answer (and no mail).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verification } from '../db/schema';
import {
  cookieHeaders,
  signIn,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/auth-helpers';
import { startMailCatcher } from '../test/mail-catcher';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';
import { createResetLinkSender, RESET_TOKEN_TTL_SECONDS } from './password-reset';

const NEW_PASSWORD = 'a brand new passphrase';

const catcher = startMailCatcher();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await catcher.listen();
});
afterAll(() => catcher.close());

/** The reset link of the one mail sent to `email` (waits for it: the app mails after answering). */
async function resetLinkMailedTo(email: string): Promise<URL> {
  const mail = await catcher.waitForMailTo(email);
  expect(mail.subject).toBe('Reset your SlangBridge password');
  return catcher.onlyLinkIn(mail);
}

const requestReset = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { ...JSON_HEADERS, origin: TEST_ORIGIN },
    payload: { email },
  });

const resetPassword = (app: FastifyInstance, token: string, newPassword = NEW_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { ...JSON_HEADERS, origin: TEST_ORIGIN },
    payload: { token, newPassword },
  });

const signInStatus = async (app: FastifyInstance, email: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: JSON_HEADERS,
      payload: { email, password },
    })
  ).statusCode;

forEachDatabase('Password reset through a mailed link', (context) => {
  const appWithMail = (env: Record<string, string> = {}) =>
    context.buildApp({ env: { SMTP_URL: smtpUrl, ...env } });

  it('mails a single-use link to /reset-password; the reset ends every session and replaces the password', async () => {
    const app = await appWithMail();
    const { email } = await signUp(app, { email: uniqueEmail('forgetful') });
    const otherDevice = await signIn(app, email);
    const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({ passwordReset: 'email' });

    const request = await requestReset(app, email);
    expect(request.statusCode).toBe(200);
    const link = await resetLinkMailedTo(email);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^\w{20,}$/);

    const reset = await resetPassword(app, token);
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await signInStatus(app, email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(app, email, NEW_PASSWORD)).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeaders(otherDevice),
    });
    expect(me.statusCode).toBe(401);

    const again = await resetPassword(app, token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ details: { authCode: 'INVALID_TOKEN' } });
    expect(await signInStatus(app, email, NEW_PASSWORD)).toBe(200);
  });

  it('a link works for one hour only', async () => {
    const app = await appWithMail();
    const { email } = await signUp(app, { email: uniqueEmail('late') });
    const requestedAt = Date.now();
    expect((await requestReset(app, email)).statusCode).toBe(200);
    const token = (await resetLinkMailedTo(email)).searchParams.get('token')!;

    const identifier = `reset-password:${token}`;
    const [row] = await context.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, identifier));
    const ttl = row!.expiresAt.getTime() - requestedAt;
    expect(ttl).toBeGreaterThan((RESET_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual((RESET_TOKEN_TTL_SECONDS + 60) * 1000);

    // An hour and a second later:
    await context.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, identifier));
    const reset = await resetPassword(app, token);
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ details: { authCode: 'INVALID_TOKEN' } });
    expect(await signInStatus(app, email, TEST_PASSWORD)).toBe(200);
  });

  it('answers an address without an account exactly as one with, and mails nothing to it', async () => {
    const app = await appWithMail();
    const { email } = await signUp(app, { email: uniqueEmail('known') });
    const stranger = uniqueEmail('stranger');

    const unknown = await requestReset(app, stranger);
    const known = await requestReset(app, email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    await resetLinkMailedTo(email);
    expect(catcher.mailsTo(stranger)).toEqual([]);
  });

  it('refuses a made-up token and a short new password', async () => {
    const app = await appWithMail();
    const madeUp = await resetPassword(app, 'notARealTokenAtAll12345');
    expect(madeUp.statusCode).toBe(400);
    const short = await resetPassword(app, 'notARealTokenAtAll12345', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('limits reset requests per client like sign-in (AUTH_RATE_LIMIT_PER_MINUTE)', async () => {
    const app = await appWithMail({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const email = uniqueEmail('nobody');
    expect((await requestReset(app, email)).statusCode).toBe(200);
    expect((await requestReset(app, email)).statusCode).toBe(200);
    const limited = await requestReset(app, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

forEachDatabase(
  'Password reset without SMTP_URL in development',
  (context) => {
    it('is offered, and the link goes to the log', async () => {
      const providers = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ passwordReset: 'server-log' });
      const { email } = await signUp(context.app, { email: uniqueEmail('local') });
      expect((await requestReset(context.app, email)).statusCode).toBe(200);
    });

    it('is not offered in production (404, and the sign-in form hides its link)', async () => {
      const app = await context.buildApp({
        env: {
          NODE_ENV: 'production',
          PUBLIC_URL: TEST_ORIGIN,
          AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
        },
      });
      const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ passwordReset: 'off' });
      const request = await requestReset(app, uniqueEmail('prod'));
      expect(request.statusCode).toBe(404);
      expect(request.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  },
  { only: ['pglite'] },
);

describe('Where a reset link goes', () => {
  it('without a mailer writes the link to the log; with one sends it after the caller returns', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const tasks: Promise<unknown>[] = [];
    createResetLinkSender({ mailer: undefined, log, trackBackgroundTask: (t) => tasks.push(t) })(
      'a@example.com',
      'http://localhost:3000/reset-password?token=abc',
    );
    expect(log.warn.mock.calls[0]?.[1]).toContain('http://localhost:3000/reset-password?token=abc');

    const sent: string[] = [];
    const mailer = {
      send: (message: { to: string; text: string }) => {
        sent.push(message.text);
        return Promise.reject(new Error('SMTP down'));
      },
      close: () => undefined,
    };
    createResetLinkSender({ mailer, log, trackBackgroundTask: (t) => tasks.push(t) })(
      'a@example.com',
      'http://localhost:3000/reset-password?token=def',
    );
    expect(tasks).toHaveLength(1);
    await tasks[0];
    expect(sent[0]).toContain('http://localhost:3000/reset-password?token=def');
    expect(log.error).toHaveBeenCalledOnce();
  });
});
