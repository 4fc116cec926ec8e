// The public API v1 (issue 13): every route in this folder is called with an API key. The guard is applied to the
// whole folder here, not remembered route by route: `Authorization: Bearer <key>` or 401, then the key's rate
// limit (429). Cookies are never read (the origin guard leaves /v1 alone: no cookie, no CSRF surface), and CORS is
// open to any origin without credentials, since keys, not cookies, authenticate.
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { V1_HEADERS } from '@shared/schemas/public-api';
import { AppError } from '../../errors';
import {
  createApiKeyGuard,
  decorateApiCaller,
  maybeApiCallerOf,
  rateLimitPolicy,
} from './api-key-auth';
import { v1DictionaryRoutes } from './dictionary';
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
  'Access-Control-Expose-Headers': Object.keys(V1_HEADERS).join(', '),
} as const;

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '86400',
} as const;

export const v1Routes: FastifyPluginAsync = async (app) => {
  // JSON is the only body /v1 reads (this scope only: the app's beacons may send text/plain). Fastify's default
  // text/plain parser would hand the schema a string, a 400, where the document promises 415.
  app.removeContentTypeParser('text/plain');
  // Every answer of the folder carries these, refused ones included (the guard sets them on the guarded routes).
  const answerHeaders = {
    ...CORS_HEADERS,
    'RateLimit-Policy': rateLimitPolicy(
      app.config.API_RATE_LIMIT_PER_MINUTE,
      app.config.API_DAILY_CHAR_LIMIT,
    ),
  };

  // CORS preflight: browsers send it without the Authorization header, so it is answered before the guard.
  app.options('/v1/*', { schema: { hide: true } }, (_request, reply) =>
    reply.headers(answerHeaders).headers(PREFLIGHT_HEADERS).status(204).send(),
  );

  const methodsOf = collectV1Methods(app);

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
    await guarded.register(v1DictionaryRoutes);
  });

  refuseOtherMethods(app, methodsOf, answerHeaders);
};

/** Marks the routes that only answer 405 (so route-wide tests can tell them from real operations). */
const METHOD_NOT_ALLOWED_CONFIG = { methodNotAllowed: true } as const;

/** True for a route that answers every call with 405: it exists only to say which methods the path has. */
export function isMethodRefusal(route: Pick<RouteOptions, 'config'>): boolean {
  return (route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed === true;
}

/** The methods of each /v1 path, as its routes are added below `app` (HEAD comes with GET). */
function collectV1Methods(app: FastifyInstance): Map<string, Set<string>> {
  const methodsOf = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(V1_PREFIX) || route.url.includes('*') || isMethodRefusal(route)) {
      return;
    }
    const methods = methodsOf.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsOf.set(route.url, methods);
  });
  return methodsOf;
}

/**
 * A wrong method on a /v1 path is a 405 with `Allow` (RFC 9110 §15.5.6), not the 404 of a path that does not
 * exist. Answered before the key guard and before any body is read: it depends on nothing else. OPTIONS is the
 * folder's preflight.
 */
function refuseOtherMethods(
  app: FastifyInstance,
  methodsOf: ReadonlyMap<string, ReadonlySet<string>>,
  answerHeaders: Readonly<Record<string, string>>,
) {
  for (const [url, methods] of methodsOf) {
    const allowed = [...methods, 'OPTIONS'];
    const allow = allowed.join(', ');
    const message = `${url} does not take this method. Use ${allowed.filter((method) => method !== 'HEAD' && method !== 'OPTIONS').join(' or ')}.`;
    app.route({
      method: app.supportedMethods.filter((method) => !allowed.includes(method)),
      url,
      schema: { hide: true },
      config: METHOD_NOT_ALLOWED_CONFIG,
      onRequest: (_request, reply, done) => {
        void reply.headers(answerHeaders).header('Allow', allow);
        done(new AppError(405, 'METHOD_NOT_ALLOWED', message));
      },
      // Never reached: the hook above answers.
      handler: () => {
        throw new AppError(405, 'METHOD_NOT_ALLOWED', message);
      },
    });
  }
}
