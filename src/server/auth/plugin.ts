// Mounts Better Auth under /api/auth, adds the spec's own auth calls (me, logout, user, sync), and refuses
// cookie-authenticated changes that come from another origin.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@shared/api-error';
import {
  authProvidersResponseSchema,
  authUserResponseSchema,
  meResponseSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
} from '@shared/schemas/auth';
import { publicUrl } from '../config';
import { AppError } from '../errors';
import { NON_CANONICAL_PATH_MESSAGE } from '../plugins/canonical-path';
import { rateLimited } from '../plugins/rate-limit';
import { AUTH_BASE_PATH, configuredSocialProviders, trustedOrigins } from './auth';
import { requireUser } from './guards';
import { passwordResetDelivery } from './password-reset';
import { takeRefreshedSessionCookies } from './session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A Set-Cookie line (one we produce ourselves) that sets the session cookie. */
const SESSION_SET_COOKIE = /^(?:__Secure-)?[\w.-]*session_token=/;

/** Better Auth endpoints (below AUTH_BASE_PATH) that have a strict route of their own in front of them. */
const STRICT_ENDPOINTS = {
  signUp: '/sign-up/email',
  signIn: '/sign-in/email',
  updateUser: '/update-user',
  requestPasswordReset: '/request-password-reset',
  resetPassword: '/reset-password',
} as const;
const STRICT_ENDPOINT_PATHS: ReadonlySet<string> = new Set(Object.values(STRICT_ENDPOINTS));
/**
 * Better Auth endpoints no client may reach: the api-key plugin's (create, list, update, verify, ...) would bypass
 * the per-account key limit and the checks of /api/api-keys, the one way keys are managed (routes/api-keys.ts).
 */
const SERVER_ONLY_ENDPOINT_PREFIXES: readonly string[] = ['/api-key/'];

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409 || status === 422
          ? 'CONFLICT'
          : status === 429
            ? 'RATE_LIMITED'
            : status >= 500
              ? 'SERVICE_UNAVAILABLE'
              : 'VALIDATION_FAILED';

/** The query string of a request target, with its `?` (or ''). */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/** How Better Auth's router will name the endpoint of a path: relative to the base, as its URL parser reads it. */
function endpointKey(pathname: string): string {
  let key = pathname.slice(AUTH_BASE_PATH.length);
  try {
    key = decodeURIComponent(key);
  } catch {
    // Malformed escapes: compare the raw text, which is refused further down or matches nothing.
  }
  // Stricter than Better Auth's router (which is case-sensitive and refuses `//` and a trailing slash): a
  // spelling that might reach a strict endpoint counts as that endpoint.
  return key
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
}

/**
 * The path the `/api/auth/*` catch-all may hand to Better Auth for a request target, or an AppError. Fails
 * closed: the path must read the same to Better Auth's URL parser as it did to our router (no dot segment or
 * backslash for it to resolve; the canonical-path hook refuses those first, and this holds even without it), and
 * it must not name an endpoint that has a strict route of its own, the only way that endpoint may be reached, nor
 * a server-only one (SERVER_ONLY_ENDPOINT_PREFIXES).
 */
export function catchAllPath(method: string, url: string): string {
  const rawPath = url.slice(0, url.length - queryOf(url).length);
  let seenByAuth: string | undefined;
  try {
    seenByAuth = new URL(rawPath, 'http://localhost').pathname;
  } catch {
    // Not a path at all: refused below.
  }
  if (seenByAuth !== rawPath || !rawPath.startsWith(`${AUTH_BASE_PATH}/`)) {
    throw new AppError(400, 'VALIDATION_FAILED', NON_CANONICAL_PATH_MESSAGE);
  }
  const key = endpointKey(rawPath);
  if (
    STRICT_ENDPOINT_PATHS.has(key) ||
    SERVER_ONLY_ENDPOINT_PREFIXES.some((prefix) => `${key}/`.startsWith(prefix))
  ) {
    throw new AppError(404, 'NOT_FOUND', `No route matches ${method} ${rawPath}.`);
  }
  return rawPath;
}

/**
 * Passes a request to Better Auth at `path` (a canonical path we chose, never the raw request target) with the
 * request's query string, and relays its answer in our error format.
 */
async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { path: string; method?: string; body?: unknown },
) {
  const { auth, config } = request.server;
  const url = new URL(target.path + queryOf(request.url), publicUrl(config));
  const headers = fromNodeHeaders(request.headers);
  // Better Auth rate-limits by this address; it is Fastify's (proxy-aware) view, never the client's claim.
  headers.set('x-client-ip', request.ip);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  const method = target.method ?? request.method;
  const body = 'body' in target ? target.body : request.body;
  let payload: BodyInit | undefined;
  if (method !== 'GET' && method !== 'HEAD' && body !== undefined && body !== null) {
    payload = Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
    if (!Buffer.isBuffer(body)) headers.set('content-type', 'application/json');
  }
  const response = await auth.handler(new Request(url, { method, headers, body: payload }));

  void reply.status(response.status);
  response.headers.forEach((value: string, key: string) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(key)) {
      void reply.header(key, value);
    }
  });
  // Better Auth's own limiter says when to retry in X-Retry-After; callers look for the standard header.
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
    void reply.header('retry-after', retryAfter);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);

  const text = await response.text();
  if (!response.ok && response.status !== 302) {
    let message = response.statusText || 'Request failed.';
    let authCode: unknown;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      authCode = parsed.code;
    } catch {
      // Not JSON: keep the status text.
    }
    // Better Auth answers a taken e-mail with 422; our convention for a duplicate is 409 (ARCHITECTURE §5).
    const status =
      typeof authCode === 'string' && authCode.startsWith('USER_ALREADY_EXISTS')
        ? 409
        : response.status;
    const error: ApiError = {
      error: message,
      code: codeForStatus(status),
      ...(authCode ? { details: { authCode } } : {}),
    };
    return reply.status(status).type('application/json').send(error);
  }
  return reply.send(text);
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the request carries a Cookie header at all, which is when a state-changing request must prove
 * where it comes from.
 *
 * The guard must decide from the cookies that authenticate the request, and deciding whether a header holds
 * "the session cookie" means parsing it exactly as Better Auth does. It uses two parsers (better-call's for the
 * session token, its own for the session cache), both of which trim names, and may change them in an upgrade:
 * our own name test let `better-auth.session_token =<token>` (space before `=`) through while Better Auth
 * still signed the request in. Any Cookie header at all is a superset of every parser's session cookie, and it
 * is the very rule Better Auth applies on its own endpoints (its origin check runs whenever the request has a
 * Cookie header), so both halves of the server agree. Legitimate clients are unaffected: browsers send Origin
 * on every POST/PUT/PATCH/DELETE (our pages, the Vite proxy and the e2e runs are same-origin), and API clients
 * authenticate with a bearer token and no cookies.
 */
function carriesCookies(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined;
}

/**
 * State-changing requests that carry cookies must come from one of our own origins. Every path is covered, not
 * only those spelled `/api/...`: the router decodes the path, so `/%61pi/admin/...` reaches the same route as
 * `/api/admin/...`.
 */
export function registerOriginGuard(app: FastifyInstance) {
  const allowed = new Set(trustedOrigins(app.config));
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    if (!carriesCookies(request)) return done();
    // The public API (routes/v1) authenticates by API key alone and never reads a cookie: nothing to forge. Decided
    // by the route matched, so only a request that reaches a /v1 route is let through.
    if (request.routeOptions.url?.startsWith('/v1/')) return done();
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    // Under `Referrer-Policy: no-referrer` (our security headers) the Fetch standard lets a browser send
    // `Origin: null` even for a same-origin POST; Sec-Fetch-Site is set by the browser alone and cannot be
    // forged by a page, so it vouches for such a request.
    // (Better Auth makes the same exception on its own endpoints.)
    if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return done();
    if (!origin || !allowed.has(origin)) {
      return done(
        new AppError(403, 'FORBIDDEN', 'This request came from a site that may not act for you.'),
      );
    }
    done();
  });
}

/**
 * Sends the session cookie Better Auth re-issued while a route looked up the session (see session.ts), unless
 * the reply sets the session cookie itself (sign-in, logout).
 */
export function registerSessionCookieRefresh(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = takeRefreshedSessionCookies(request);
    if (cookies.length === 0) return done(null, payload);
    const existing = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    if (!existing.some((cookie) => SESSION_SET_COOKIE.test(cookie))) {
      void reply.header('set-cookie', [...existing, ...cookies]);
    }
    done(null, payload);
  });
}

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Raw bodies pass through to Better Auth (OAuth providers may post forms to the callback).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  const signInLimit = rateLimited(app, app.config.AUTH_RATE_LIMIT_PER_MINUTE);

  // The strict routes forward to the path they are declared at, so however the request spelled it (the router
  // decodes `%73ign-up`), Better Auth is asked for exactly this endpoint.
  const signUpPath = AUTH_BASE_PATH + STRICT_ENDPOINTS.signUp;
  app.post(
    signUpPath,
    { config: signInLimit, schema: { body: signUpRequestSchema } },
    (request, reply) => forward(request, reply, { path: signUpPath }),
  );
  const signInPath = AUTH_BASE_PATH + STRICT_ENDPOINTS.signIn;
  app.post(
    signInPath,
    { config: signInLimit, schema: { body: signInRequestSchema } },
    (request, reply) => forward(request, reply, { path: signInPath }),
  );
  // Better Auth checks the session (401 without one) but not the body: it stored `["a","b"]` as "a,b".
  const updateUserPath = AUTH_BASE_PATH + STRICT_ENDPOINTS.updateUser;
  app.post(updateUserPath, { schema: { body: updateUserRequestSchema } }, (request, reply) =>
    forward(request, reply, { path: updateUserPath }),
  );

  // Forgotten passwords (password-reset.ts). Off (404) in production without SMTP_URL, where the form hides the link.
  const passwordReset = passwordResetDelivery(app.config, app.mailer);
  const resetRoute =
    (path: string) =>
    (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
      passwordReset === 'off'
        ? Promise.reject(new AppError(404, 'NOT_FOUND', 'Password reset is not available here.'))
        : forward(request, reply, { path });
  // Answers the same whether or not the address has an account (Better Auth's own reply; the mail goes out after
  // the answer).
  const requestResetPath = AUTH_BASE_PATH + STRICT_ENDPOINTS.requestPasswordReset;
  app.post(
    requestResetPath,
    { config: signInLimit, schema: { body: requestPasswordResetSchema } },
    resetRoute(requestResetPath),
  );
  const resetPath = AUTH_BASE_PATH + STRICT_ENDPOINTS.resetPassword;
  app.post(
    resetPath,
    { config: signInLimit, schema: { body: resetPasswordRequestSchema } },
    resetRoute(resetPath),
  );

  app.get(
    `${AUTH_BASE_PATH}/me`,
    { schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: await requireUser(request) }),
  );

  app.post(`${AUTH_BASE_PATH}/logout`, async (request, reply) => {
    // Better Auth deletes the session row, so the old cookie (or token) stops working at once.
    return forward(request, reply, {
      path: `${AUTH_BASE_PATH}/sign-out`,
      method: 'POST',
      body: {},
    });
  });

  app.get(
    `${AUTH_BASE_PATH}/user`,
    { schema: { response: { 200: authUserResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const [, ...rest] = user.name.trim().split(/\s+/);
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: rest.length ? rest.join(' ') : null,
        imageUrl: user.image,
        emailAddresses: [{ emailAddress: user.email }],
        createdAt: user.createdAt,
        publicMetadata: { roles: user.roles },
      };
    },
  );

  // Declared by the spec; there is nothing to synchronise with an identity provider we host ourselves.
  app.get(`${AUTH_BASE_PATH}/sync`, async (_request, reply) => reply.status(204).send());

  app.get(
    `${AUTH_BASE_PATH}/providers`,
    { schema: { response: { 200: authProvidersResponseSchema } } },
    (_request, reply) => {
      void reply.send({
        emailPassword: true as const,
        social: configuredSocialProviders(app.config),
        passwordReset,
      });
    },
  );

  // Everything else Better Auth serves (get-session, sign-out, social sign-in, OAuth callbacks, ...).
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) =>
      forward(request, reply, { path: catchAllPath(request.method, request.url) }),
  });
  done();
};
