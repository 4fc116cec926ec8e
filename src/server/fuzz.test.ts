// Property-based fuzzing (fast-check) of every route the app registers, listed from the app itself so a new
// route is fuzzed without touching this file. Each route gets hostile requests, anonymously and as an admin
// (session cookie and our Origin, so the CSRF guard lets changes through): arbitrary and mutated JSON bodies
// (deep nesting, huge strings, NUL, lone surrogates, wrong types, `__proto__` keys, broken JSON, other content
// types), odd path parameters and query strings (percent-encoded NUL, dot segments, invalid UTF-8, very long).
// Every answer must be below 500, every error the JSON {error, code}, and no body may carry a stack trace, SQL,
// a failed query's parameters, or unsafe text (NUL, lone surrogates) sent back.
// Bounded: a fixed seed and a fixed number of runs per route, so a run is repeatable and short.
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { ERROR_CODES } from '@shared/api-error';
import { isSafeDeep } from '@shared/schemas/text';
import {
  cookieHeaders,
  createSession,
  createSignedInUser,
  TEST_ORIGIN,
  type TestSession,
} from './test/auth-helpers';
import { createFakeClientDir, forEachDatabase, hasStackTrace } from './test/test-app';

const SEED = 20_261_122;
/** Requests per route and caller; the whole file sends about routes × 2 × RUNS_PER_ROUTE requests. */
const RUNS_PER_ROUTE = 40;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const FUZZED_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface FuzzRoute {
  method: Method;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
}

interface FuzzRequest {
  method: Method;
  url: string;
  contentType?: string;
  payload?: string;
}

// --- hostile pieces -----------------------------------------------------------------------------------------

const NASTY_CHARS = [
  '\u0000',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\ud83d\ude00', // a real pair (emoji)
  '\u202e',
  '\ufeff',
  '"',
  '\\',
  "'",
  '%',
  '_',
  '<',
  '\n',
  'é',
  '٣',
];
const nastyChar = fc.oneof(
  fc.constantFrom(...NASTY_CHARS),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);

/** Ordinary text with a character PostgreSQL cannot store (NUL, a lone surrogate) somewhere in it. */
const unsafeString = fc
  .tuple(
    fc.string(),
    fc.constantFrom('\u0000', '\u0000\u0000', '\ud800', '\udfff\ud800'),
    fc.string(),
  )
  .map(([before, unsafe, after]) => `${before}${unsafe}${after}`);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: unsafeString },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff\ud800',
      '..',
      '../../etc/passwd',
      '__proto__',
      'constructor',
      "' or 1=1 --",
      '$1',
      '%00',
      'javascript:alert(1)',
      'standard_english',
      'gen_z_english',
    ),
  },
  // Long, up to about the body limit (a body over it must be a 413, not a crash).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [null]),
  },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: nastyChar }),
  },
  { weight: 1, arbitrary: fc.double() },
);

/** `[[[…]]]` or `{"a":{"a":…}}`, written as text: too deep for JSON.stringify to write as a value. */
const deepJson = fc
  .tuple(fc.integer({ min: 1, max: 6_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** JSON text of an object whose own `__proto__` / `constructor` keys JSON.stringify would otherwise lose. */
const withPoisonKeys = (text: string, key: '__proto__' | 'constructor') => {
  const poison =
    key === '__proto__'
      ? '"__proto__":{"admin":true}'
      : '"constructor":{"prototype":{"admin":true}}';
  return text.startsWith('{') && text !== '{}' ? `{${poison},${text.slice(1)}` : `{${poison}}`;
};

// --- valid examples from a route's schema, to mutate one field at a time -------------------------------------

/** Values that pass the checks a JSON Schema cannot say (refinements such as known language codes). */
const EXAMPLE_BY_NAME: Record<string, unknown> = {
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
  email: 'fuzz@example.com',
  password: 'correct horse battery',
  rating: 3,
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (name in EXAMPLE_BY_NAME) return EXAMPLE_BY_NAME[name];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return exampleOf(choice, name);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'that party was great'.padEnd(schema.minLength ?? 0, '!');
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          exampleOf(property, key),
        ]),
      );
    default:
      return schema.default ?? null;
  }
}

/** A valid-looking body for a route's zod schema, or undefined when it cannot be described. */
function validExample(schema: ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    const example = exampleOf(
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
    return example && typeof example === 'object' && !Array.isArray(example)
      ? (example as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Paths (key lists) of the fields of an example object: its leaves, nested objects' fields included. */
function pathsOf(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, item]) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? pathsOf(item as Record<string, unknown>, [...prefix, key])
      : [[...prefix, key]],
  );
}

function withValueAt(example: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(example);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  Object.defineProperty(target, path.at(-1)!, { value, enumerable: true, writable: true });
  return copy;
}

// --- whole requests -------------------------------------------------------------------------------------------

/** Percent-encodes text as a client would; a lone surrogate (which encodeURIComponent refuses) becomes the
 *  bytes of its UTF-8-like encoding, which is not valid UTF-8. */
const percentEncode = (text: string) =>
  text.replace(/[\s\S]/gu, (char) =>
    /[\ud800-\udfff]/.test(char) && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char),
  );

const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 300))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '.',
      '..',
      '%2e%2e',
      '%2E',
      '%2F',
      'a%2Fb',
      '%5C',
      '%ED%A0%80', // a surrogate encoded as UTF-8: not valid UTF-8
      '%C0%AE', // an overlong '.'
      '%',
      '%zz',
      '%E0%A4%A',
      'x'.repeat(4_000),
      '00000000-0000-0000-0000-000000000000',
      'latestVideoUrl',
    ),
  },
);

/** The names a route's query-string schema declares (fuzzed most), or none. */
function queryKeysOf(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const queryString = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            { weight: keys.length ? 4 : 0, arbitrary: fc.constantFrom('', ...keys) },
            { weight: 1, arbitrary: fc.constantFrom('q', 'limit', '__proto__', 'a[b]', '') },
            { weight: 1, arbitrary: pathSegment },
          ),
          fc.oneof(pathSegment, fc.constantFrom('', '%00', '1', 'true')),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
    fc.constantFrom(
      '?',
      '?&&==&',
      '?%00=%00',
      ...keys.flatMap((key) => [`?${key}`, `?${key}=%00`, `?${key}=a&${key}=b`]),
    ),
  );

/** Endpoints Better Auth serves behind the /api/auth/* catch-all (unknown ones are fuzzed too). */
const CATCH_ALL_PATHS = [
  'get-session',
  'sign-out',
  'update-user',
  'change-password',
  'change-email',
  'list-sessions',
  'revoke-session',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'sign-in/social',
  'callback/github',
  'error',
  'ok',
];

function urlArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const parts = route.url.split('/');
  const segments = parts.map((part): fc.Arbitrary<string> => {
    if (part.startsWith(':')) return pathSegment;
    if (part === '*') {
      // A catch-all: paths it really serves (Better Auth's endpoints under /api/auth/*) and made-up ones.
      return fc.oneof(
        fc.constantFrom(...CATCH_ALL_PATHS),
        fc.array(pathSegment, { minLength: 1, maxLength: 3 }).map((list) => list.join('/')),
      );
    }
    return fc.constant(part);
  });
  return fc
    .tuple(fc.tuple(...segments), queryString(queryKeysOf(route.querystring)))
    .map(([pathParts, query]) => `${pathParts.join('/')}${query}`);
}

function bodyArbitrary(
  route: FuzzRoute,
): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'payload'>> {
  const example = validExample(route.body);
  const paths = example ? pathsOf(example) : [];
  const poisonKey = fc.constantFrom('__proto__', 'constructor');
  const texts: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":}', 'null', '[]', '"text"', '1e99999', '{"a":1}}'),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.jsonValue({ maxDepth: 2 }), poisonKey)
        .map(([value, key]) => withPoisonKeys(JSON.stringify(value), key)),
    },
  ];
  if (example) {
    texts.push(
      { weight: 1, arbitrary: fc.constant(JSON.stringify(example)) },
      // Most runs: a valid body with one field made hostile, so the value gets past the other checks.
      {
        weight: 8,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...paths),
            fc.oneof(
              { weight: 2, arbitrary: unsafeString },
              { weight: 2, arbitrary: hostileString },
              { weight: 1, arbitrary: hostileValue },
            ),
          )
          .map(([path, value]) => JSON.stringify(withValueAt(example, path, value))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(hostileString, hostileValue)
          .map(([key, value]) => JSON.stringify(withValueAt(example, [key], value))),
      },
      {
        weight: 1,
        arbitrary: poisonKey.map((key) => withPoisonKeys(JSON.stringify(example), key)),
      },
    );
    if (paths.length) {
      texts.push({
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom(...paths), deepJson).map(([path, deep]) => {
          // A deep value in a real field: replaced as text, since the value cannot be stringified.
          const marker = '"__fuzz_deep__"';
          return JSON.stringify(withValueAt(example, path, '__fuzz_deep__')).replace(marker, deep);
        }),
      });
    }
  }
  return fc.record({
    payload: fc.oneof(...texts),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/JSON',
        ),
      },
    ),
  });
}

function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const base = urlArbitrary(route).map((url) => ({ method: route.method, url }));
  if (!hasBody) return base;
  return fc
    .tuple(base, fc.option(bodyArbitrary(route), { freq: 8, nil: undefined }))
    .map(([request, body]) => ({ ...request, ...(body ?? {}) }));
}

// --- what every answer must be ------------------------------------------------------------------------------

const SQL =
  /\bselect\b[^\n]*\bfrom "|insert into "|update "\w+" set|delete from "|Failed query|\nparams: /i;

function problemsOf(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  // A documented 503: no voice is configured or installed here, so the browser is told to speak the text.
  const voiceUnavailable =
    status === 503 && request.url.startsWith('/api/voice/') && body.includes('SERVICE_UNAVAILABLE');
  if (status >= 500 && !voiceUnavailable) problems.push(`status ${status}`);
  // Audio (the voice route) is bytes, not text to search; a script (the API reference's bundle, served as it
  // comes from its package) is code that takes no input, and holds escapes such as \u0000 of its own.
  const type = String(response.headers['content-type']);
  if (!/json|text|html/.test(type) || /javascript/.test(type)) return problems;
  if (hasStackTrace(body) || /\n\s+at /.test(body)) problems.push('a stack trace');
  if (SQL.test(body)) problems.push('SQL');
  // Echoes are judged by what they could carry: a 404 names the path as it was sent (still percent-encoded, so
  // `%00` stays three characters) and zod names unknown keys, which is useful to a developer and harmless in
  // JSON; a NUL or a lone surrogate coming back would mean unsafe text was taken in or quoted raw.
  if (body.includes('\\u0000') || !isSafeDeep(body)) problems.push('unsafe text sent back');
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('an error that is not JSON');
    }
    if (parsed !== undefined) {
      const error = parsed as { error?: unknown; code?: unknown };
      if (typeof error.error !== 'string') problems.push('no error message');
      if (!(ERROR_CODES as readonly unknown[]).includes(error.code)) problems.push('no error code');
      if (!isSafeDeep(parsed)) problems.push('unsafe text sent back');
    }
  }
  return problems;
}

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify({
    ...request,
    url: request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url,
    payload:
      request.payload && request.payload.length > 200
        ? `${request.payload.slice(0, 200)}… (${request.payload.length} characters)`
        : request.payload,
  });

// --- the suite -----------------------------------------------------------------------------------------------

forEachDatabase(
  'Fuzzing every route',
  (context) => {
    const client = createFakeClientDir();
    afterAll(() => client.remove());

    let app: FastifyInstance;
    const routes: FuzzRoute[] = [];

    async function buildFuzzApp() {
      routes.length = 0;
      app = await context.buildApp({
        clientDir: client.dir,
        // Limits high enough that the requests reach validation instead of a 429.
        env: {
          RATE_LIMIT_PER_MINUTE: '100000',
          TRANSLATE_RATE_LIMIT_PER_MINUTE: '100000',
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          BODY_LIMIT: '65536',
        },
        onRoute: (route: RouteOptions) => {
          const schema = route.schema as { body?: ZodType; querystring?: ZodType } | undefined;
          for (const method of [route.method].flat()) {
            if (!FUZZED_METHODS.includes(method)) continue;
            routes.push({
              method: method as Method,
              url: route.url,
              body: schema?.body,
              querystring: schema?.querystring,
            });
          }
        },
      });
      await app.ready();
    }

    /** Auth calls may end the session they carry (logout, sign-out, revoke): each gets a throwaway one. */
    const sessionFor = (admin: TestSession, route: FuzzRoute) =>
      route.url.startsWith('/api/auth/') ? createSession(app, admin.userId, admin.email) : admin;

    async function fuzz(as: 'anonymous' | 'admin') {
      await buildFuzzApp();
      expect(routes.length).toBeGreaterThan(20);
      const admin =
        as === 'admin' ? await createSignedInUser(app, { roles: ['admin'] }) : undefined;
      let requests = 0;
      const failures: string[] = [];
      for (const route of routes) {
        try {
          await fc.assert(
            fc.asyncProperty(requestArbitrary(route), async (request) => {
              requests++;
              const response = await app.inject({
                method: request.method,
                url: request.url,
                // A new client address for every request, so per-client rate limits (some routes allow 5 a
                // minute) do not answer 429 before the input is looked at.
                remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
                headers: {
                  origin: TEST_ORIGIN,
                  ...(admin ? cookieHeaders(await sessionFor(admin, route)) : {}),
                  ...(request.contentType ? { 'content-type': request.contentType } : {}),
                },
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              const problems = problemsOf(request, response);
              if (problems.length) {
                throw new Error(
                  `${problems.join(', ')} for ${describeRequest(request)}: ${response.statusCode} ${response.body.slice(0, 300)}`,
                );
              }
            }),
            // endOnFailure: no shrinking, so a failure costs no extra time; the request is in the message.
            { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          );
        } catch (error) {
          // fast-check reports the counterexample in the message and the property's own error as the cause.
          const { message, cause } = error as Error;
          const why = cause instanceof Error ? `\n${cause.message}` : '';
          failures.push(`${as} ${route.method} ${route.url}: ${message}${why}`);
        }
      }
      expect(failures).toEqual([]);
      expect(requests).toBe(routes.length * RUNS_PER_ROUTE);
    }

    it(
      'answers hostile anonymous requests without a 5xx or a leak',
      () => fuzz('anonymous'),
      120_000,
    );
    it('answers hostile admin requests without a 5xx or a leak', () => fuzz('admin'), 120_000);
  },
  // Both databases when the run has PostgreSQL: they refuse different things (PGlite stores a lone surrogate
  // as U+FFFD in text; PostgreSQL's jsonb refuses its escape).
);
