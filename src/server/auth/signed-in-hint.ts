// The readable `signed-in` hint cookie: the session cookie is HttpOnly, so without the hint a page cannot tell
// whether asking GET /api/auth/me is worth it, and a visitor's every page logged that call's 401 as a console
// error. The hint follows the session cookie: set whenever a reply starts or renews a session (sign-in, sign-up,
// a social callback, the daily refresh), cleared whenever a reply ends it (sign-out, a session Better Auth no
// longer knows) and when /api/auth/me answers 401 (a session that expired or was ended elsewhere, e.g. by a
// password reset). It says nothing to trust: the server never reads it.
import { parseCookies, parseSetCookieHeader } from 'better-auth/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint';
import { publicUrl } from '../config';
import { AUTH_BASE_PATH } from './auth';

const SESSION_COOKIE_NAME = /^(?:__Secure-)?better-auth\.session_token$/;
/** A session without a Max-Age of its own (never ours: Better Auth sends one) gets the session's lifetime. */
const DEFAULT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

type HintChange = { maxAge: number } | 'clear' | undefined;

function requestCookies(request: FastifyRequest): Map<string, string> {
  return parseCookies(request.headers.cookie ?? '');
}

/** What the reply's own Set-Cookie lines do to the session: start or renew it (with its lifetime), or end it. */
function sessionChangeOf(setCookieLines: string[]): HintChange {
  for (const line of setCookieLines) {
    for (const [name, attributes] of parseSetCookieHeader(line)) {
      if (!SESSION_COOKIE_NAME.test(name)) continue;
      const maxAge = attributes['max-age'];
      if (attributes.value === '' || (maxAge !== undefined && maxAge <= 0)) return 'clear';
      return { maxAge: maxAge ?? DEFAULT_MAX_AGE_SECONDS };
    }
  }
  return undefined;
}

export function registerSignedInHint(app: FastifyInstance) {
  const secure = publicUrl(app.config).startsWith('https://') ? '; Secure' : '';
  const line = (value: string, maxAge: number) =>
    `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;

  // Runs after registerSessionCookieRefresh (app.ts), so a renewed session cookie is among the lines it reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    const setCookie = reply.getHeader('set-cookie');
    // Most answers (/v1 with a bearer key, static files, a visitor's calls) neither carry nor set a cookie: nothing
    // to read, so the hot paths skip the parsing below.
    if (setCookie === undefined && request.headers.cookie === undefined) {
      done(null, payload);
      return;
    }
    const existing = [setCookie ?? []].flat().map(String);
    const cookies = requestCookies(request);
    const hasHint = cookies.has(SIGNED_IN_HINT_COOKIE);
    let change = sessionChangeOf(existing);
    if (change === undefined) {
      if (reply.statusCode === 401 && request.routeOptions.url === `${AUTH_BASE_PATH}/me`) {
        change = 'clear';
      } else if (!hasHint && [...cookies.keys()].some((name) => SESSION_COOKIE_NAME.test(name))) {
        // A session started before the hint existed: /api/auth/me confirms it or clears the hint again.
        change = { maxAge: DEFAULT_MAX_AGE_SECONDS };
      }
    }
    if (change === 'clear' && hasHint) {
      void reply.header('set-cookie', [...existing, line('', 0)]);
    } else if (change !== undefined && change !== 'clear') {
      void reply.header('set-cookie', [...existing, line('1', change.maxAge)]);
    }
    done(null, payload);
  });
}
