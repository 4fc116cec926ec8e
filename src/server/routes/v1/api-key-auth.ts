// Who is calling the public API and what they may still do: the bearer API key (nothing else authenticates on
// /v1), its 60-a-minute window (@fastify/rate-limit keyed by the validated key, in Redis when REDIS_URL is set),
// the IETF RateLimit header fields, and the daily character quota.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import {
  DAILY_POLICY,
  INVALID_KEY_MESSAGE,
  KEY_POLICY,
  KEY_RATE_LIMITED_MESSAGE,
  MALFORMED_AUTHORIZATION_MESSAGE,
  MISSING_KEY_MESSAGE,
  PUBLIC_API_WINDOW_SECONDS,
  QUOTA_EXCEEDED_MESSAGE,
} from '@shared/schemas/public-api';

const SECONDS_PER_DAY = 86_400;
import type { VerifiedApiKey } from '../../api-keys/verify-api-key';
import { AppError } from '../../errors';

/** The key behind a /v1 request, and the state of its rate-limit window after this request counted. */
export interface ApiCaller extends VerifiedApiKey {
  rateLimit: { limit: number; remaining: number; resetSeconds: number };
  /** Characters this request translated or spoke, recorded with the call once it succeeded. */
  characters: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key behind a /v1 call, once the guard verified it (a request decoration: no lookup per call). */
    apiCaller: ApiCaller | null;
  }
}

/** Makes room for the caller on every request of `app` (before its routes). */
export function decorateApiCaller(app: FastifyInstance) {
  app.decorateRequest('apiCaller', null);
}

/** The caller the guard verified (every /v1 route runs behind it). */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  const caller = request.apiCaller;
  if (!caller) throw new Error('apiCallerOf: the /v1 guard did not run for this route');
  return caller;
}

/** The verified caller, or undefined when the request was refused before (401). */
export function maybeApiCallerOf(request: FastifyRequest): ApiCaller | undefined {
  return request.apiCaller ?? undefined;
}

// RFC 6750 §3: the scheme (and, once a key was sent, why it failed) for the client to act on.
const REALM = 'realm="SlangBridge API"';
const CHALLENGE_MISSING = `Bearer ${REALM}`;
const CHALLENGE_INVALID = `Bearer ${REALM}, error="invalid_token", error_description="The API key is not valid or was revoked"`;
const CHALLENGE_MALFORMED = `Bearer ${REALM}, error="invalid_request", error_description="The Authorization header carries no API key"`;

/** The key of an `Authorization: Bearer <key>` header; null without one; '' when the header is malformed. */
export function bearerTokenOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (match) return match[1]!;
  // Another scheme (Basic, ...) carries no API key at all.
  return /^Bearer(?:[ \t]|$)/i.test(header) ? '' : null;
}

/**
 * `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers), the same on every /v1 answer: the key's requests per
 * window, and its daily characters (`qu`: the draft registers only requests, bytes and concurrency as units).
 */
export const rateLimitPolicy = (requestsPerWindow: number, dailyCharacters: number) =>
  `"${KEY_POLICY}";q=${requestsPerWindow};w=${PUBLIC_API_WINDOW_SECONDS}, "${DAILY_POLICY}";q=${dailyCharacters};w=${SECONDS_PER_DAY};qu="characters"`;

/** `RateLimit`: what is left of the caller's window and when it resets. */
export const rateLimitState = (state: ApiCaller['rateLimit']) =>
  `"${KEY_POLICY}";r=${state.remaining};t=${state.resetSeconds}`;

/** The daily policy's item of `RateLimit`: the characters left today and the seconds until midnight UTC. */
export const dailyQuotaState = (remaining: number, resetSeconds: number) =>
  `"${DAILY_POLICY}";r=${remaining};t=${resetSeconds}`;

/**
 * The guard of every /v1 route (an `onRequest` hook, so a refused call is answered before its body is parsed):
 * the folder's answer headers (`answerHeaders`: CORS, RateLimit-Policy), then a valid key or 401 with
 * `WWW-Authenticate`, then one request of the key's window or 429 with `Retry-After`. Cookies and sessions are
 * never looked at. A callback, not an async function: a remembered key is checked without a promise (this runs on
 * every /v1 call; only the limiter's count is awaited).
 */
export function createApiKeyGuard(
  app: FastifyInstance,
  answerHeaders: Readonly<Record<string, string>>,
): onRequestHookHandler {
  const limit = app.config.API_RATE_LIMIT_PER_MINUTE;
  const { verifier } = app.apiKeys;
  // One counter per key for every /v1 route together, in the app's rate-limit store (Redis when configured; a
  // Redis outage lets calls through, like the app's other limits).
  const countRequest = app.createRateLimit({
    max: limit,
    timeWindow: PUBLIC_API_WINDOW_SECONDS * 1000,
    keyGenerator: (request) => `v1-key:${request.apiCaller?.keyId ?? ''}`,
  });

  /** Counts the call in the key's window: through with the RateLimit field, or 429. */
  function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    key: VerifiedApiKey | null,
    done: HookHandlerDoneFunction,
  ) {
    if (!key) {
      void reply.header('WWW-Authenticate', CHALLENGE_INVALID);
      done(new AppError(401, 'UNAUTHORIZED', INVALID_KEY_MESSAGE));
      return;
    }
    const caller: ApiCaller = {
      keyId: key.keyId,
      userId: key.userId,
      name: key.name,
      rateLimit: { limit, remaining: limit, resetSeconds: PUBLIC_API_WINDOW_SECONDS },
      characters: 0,
    };
    request.apiCaller = caller;
    countRequest(request).then((window) => {
      if (!window.isAllowed) {
        caller.rateLimit = {
          limit,
          remaining: window.remaining,
          // 0 when the store could not be asked (skipOnError); the window is then unknown, say a full one.
          resetSeconds: window.ttl > 0 ? window.ttlInSeconds : PUBLIC_API_WINDOW_SECONDS,
        };
      }
      void reply.header('RateLimit', rateLimitState(caller.rateLimit));
      if (!window.isAllowed && window.isExceeded) {
        void reply.header('Retry-After', String(caller.rateLimit.resetSeconds));
        done(
          new AppError(
            429,
            'RATE_LIMITED',
            KEY_RATE_LIMITED_MESSAGE(caller.rateLimit.resetSeconds),
          ),
        );
        return;
      }
      done();
    }, done);
  }

  return function apiKeyRequired(request, reply, done) {
    void reply.headers(answerHeaders);
    const token = bearerTokenOf(request.headers.authorization);
    if (token === null) {
      void reply.header('WWW-Authenticate', CHALLENGE_MISSING);
      done(new AppError(401, 'UNAUTHORIZED', MISSING_KEY_MESSAGE));
      return;
    }
    // `Bearer` with no key (or a malformed one): the request is wrong, not the key (RFC 6750 §3.1).
    if (token === '') {
      void reply.header('WWW-Authenticate', CHALLENGE_MALFORMED);
      done(new AppError(401, 'UNAUTHORIZED', MALFORMED_AUTHORIZATION_MESSAGE));
      return;
    }
    // A remembered key is answered at once; otherwise the table is read.
    const known = verifier.known(token);
    if (known !== undefined) {
      admit(request, reply, known, done);
      return;
    }
    verifier.verify(token).then((key) => admit(request, reply, key, done), done);
  };
}

/** Seconds from `now` to the next midnight UTC, when the daily quota starts over. */
export function secondsToUtcMidnight(now: Date = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * Takes `characters` from the caller's daily quota (API_DAILY_CHAR_LIMIT): 429 QUOTA_EXCEEDED, with
 * `Retry-After` until midnight UTC, when they do not fit in what is left today. Counted with the call once it
 * succeeded (the folder's onSend hook).
 */
export function useCharacters(
  request: FastifyRequest,
  reply: FastifyReply,
  characters: number,
): void | Promise<void> {
  const caller = apiCallerOf(request);
  const used = request.server.apiKeys.usage.charactersUsedToday(caller.keyId);
  // Known at once on the hot path; read from the database when the total is not fresh.
  if (typeof used !== 'number') {
    return used.then((total) => takeCharacters(request, reply, caller, characters, total));
  }
  takeCharacters(request, reply, caller, characters, used);
}

function takeCharacters(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: ApiCaller,
  characters: number,
  used: number,
): void {
  const limit = request.server.config.API_DAILY_CHAR_LIMIT;
  if (used + characters > limit) {
    const resetSeconds = secondsToUtcMidnight();
    const remaining = Math.max(0, limit - used);
    // The daily policy refused the call: RateLimit says so, beside the key's window.
    void reply
      .header('Retry-After', String(resetSeconds))
      .header(
        'RateLimit',
        `${rateLimitState(caller.rateLimit)}, ${dailyQuotaState(remaining, resetSeconds)}`,
      );
    throw new AppError(
      429,
      'QUOTA_EXCEEDED',
      QUOTA_EXCEEDED_MESSAGE({ limit, remaining, needed: characters }),
      { limit, used, requested: characters },
    );
  }
  caller.characters = characters;
}
