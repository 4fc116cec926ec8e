// The public API v1 (issue 13): every route in this folder is called with an API key. The guard is applied to the
// whole folder here, not remembered route by route: `Authorization: Bearer <key>` or 401, then the key's rate
// limit (429). Cookies are never read (the origin guard leaves /v1 alone: no cookie, no CSRF surface), and CORS is
// open to any origin without credentials, since keys, not cookies, authenticate.
import type { FastifyPluginAsync } from 'fastify';
import {
  createApiKeyGuard,
  decorateApiCaller,
  maybeApiCallerOf,
  rateLimitPolicy,
} from './api-key-auth';
import { v1HistoryRoutes } from './history';
import { v1LanguagesRoutes } from './languages';
import { v1TranslateRoutes } from './translate';
import { v1TtsRoutes } from './tts';
import { v1UsageRoutes } from './usage';

/** Path prefix of the public API. */
export const V1_PREFIX = '/v1/';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // What a script on another origin may read of an answer.
  'Access-Control-Expose-Headers':
    'RateLimit, RateLimit-Policy, Retry-After, WWW-Authenticate, X-Voice-Source',
} as const;

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '86400',
} as const;

export const v1Routes: FastifyPluginAsync = async (app) => {
  // Every answer of the folder carries these, refused ones included (the guard sets them on the guarded routes).
  const answerHeaders = {
    ...CORS_HEADERS,
    'RateLimit-Policy': rateLimitPolicy(app.config.API_RATE_LIMIT_PER_MINUTE),
  };

  // CORS preflight: browsers send it without the Authorization header, so it is answered before the guard.
  app.options('/v1/*', { schema: { hide: true } }, (_request, reply) =>
    reply.headers(answerHeaders).headers(PREFLIGHT_HEADERS).status(204).send(),
  );

  await app.register(async (guarded) => {
    decorateApiCaller(guarded);
    guarded.addHook('onRequest', createApiKeyGuard(guarded, answerHeaders));
    // A call that succeeded is counted (requests and characters today, "last used") before its answer is sent, so
    // the next call already sees it in the quota; the ledger writes the counts a moment later.
    guarded.addHook('onSend', (request, reply, payload, done) => {
      const caller = maybeApiCallerOf(request);
      if (caller && reply.statusCode < 400) {
        guarded.apiKeys.usage.record(caller.keyId, caller.characters);
      }
      done(null, payload);
    });

    await guarded.register(v1TranslateRoutes);
    await guarded.register(v1TtsRoutes);
    await guarded.register(v1HistoryRoutes);
    await guarded.register(v1LanguagesRoutes);
    await guarded.register(v1UsageRoutes);
  });
};
