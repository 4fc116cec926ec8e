// The one JSON parser of the server: Fastify's own (secure-json-parse: `__proto__` and `constructor.prototype`
// keys refused, an empty body refused), behind a nesting limit. A body of thousands of nested arrays parsed
// fine but overflowed the stack of whatever walked it next (JSON.stringify on the way to Better Auth: a 500).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Deepest nesting of arrays and objects a request body may have; real bodies use 3 or 4 levels. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when the text nests arrays and objects deeper than `limit`. One pass over the characters with a counter
 * (no recursion, so no stack to overflow), brackets inside strings ignored. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces the application/json parser on the root instance, so every route (plugins inherit the root's
 * parsers) gets the limit. Register it before the routes.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  // 'error' for both: the same protection Fastify applies by default (its options left unset).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new AppError(400, 'INVALID_JSON', TOO_DEEP_MESSAGE), undefined);
        return;
      }
      // Fastify's parser answers through `done` and returns nothing to wait for.
      void parseJson(request, text, done);
    },
  );
}
