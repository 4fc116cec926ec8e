// Refuses request paths that have more than one spelling, before any hook, limit or handler sees them.
//
// Fastify's router matches the path as it was sent, while the code behind it may normalise it again: Better
// Auth builds a WHATWG URL from the request, which removes `.` and `..` segments (also spelled `%2e`), turns
// `\` into `/`, and so on. `/api/auth/x/../sign-up/email` therefore missed our strict sign-up route, reached
// the `/api/auth/*` catch-all and was served by Better Auth as `/sign-up/email`, without our checks and
// limits. A path with a dot segment, an encoded slash or backslash, a raw backslash, an empty segment or a
// control character is never produced by our client or by a browser following our links, so it gets a 400
// instead of a guess at what it means. The query string is not part of the check: `?q=../a%2Fb` is fine.
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@shared/api-error';

export const NON_CANONICAL_PATH_MESSAGE =
  'This address is not in its plain form (no "." or ".." segments, encoded slashes, backslashes or "//").';

// Control characters and space: the WHATWG URL parser drops tabs and newlines, so `.\t.` would become `..`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0020\u007f]/;

// A path none of whose characters could start a second spelling: no percent sign, backslash, control character,
// `//` or `/.`. Almost every request is such a path, and one regular expression clears it (the hot path).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MAYBE_NON_CANONICAL = /[%\\\u0000-\u0020\u007f]|\/\/|\/\./;

/** Why a request target's path is not canonical, or null when it is. */
export function nonCanonicalPathReason(url: string): string | null {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  // Only origin-form targets (`/path`) are routed; `*` and absolute URLs have no route anyway.
  if (!path.startsWith('/')) return 'not an absolute path';
  if (!MAYBE_NON_CANONICAL.test(path)) return null;
  if (CONTROL.test(path)) return 'control character';
  if (path.includes('\\')) return 'backslash';
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    // A trailing slash (`/slang/`) is a different path, not a different spelling of one; `//` is not.
    if (segment === '') {
      if (index === segments.length - 1) continue;
      return 'empty segment';
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'malformed percent-encoding';
    }
    if (decoded === '.' || decoded === '..') return 'dot segment';
    if (decoded.includes('/') || decoded.includes('\\')) return 'encoded slash';
  }
  return null;
}

/**
 * Answers 400 to every request whose path is not canonical. Registered on the root instance ahead of the rate
 * limit and the origin guard, so it runs for every route, the SPA and the not-found handler alike.
 */
export function registerCanonicalPath(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const reason = nonCanonicalPathReason(request.raw.url ?? request.url);
    if (reason === null) return done();
    request.log.info({ reason }, 'Refused a non-canonical path');
    const body: ApiError = { error: NON_CANONICAL_PATH_MESSAGE, code: 'VALIDATION_FAILED' };
    void reply.status(400).send(body);
  });
}
