// The hostile requests of the fuzz suite (fast-check arbitraries): for one route, requests whose path
// parameters, query string, body and content type are each likely to be wrong in a different way — wrong types,
// huge, deeply nested or very wide, unicode (NUL, lone surrogates, bidi marks, other scripts' digits),
// `__proto__` / `constructor` keys, broken JSON, invalid UTF-8, other content types and encodings, odd ids.
// Most bodies are a valid example of the route's schema with one field made hostile, so the value gets past the
// other checks and reaches the code behind them.
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const FUZZED_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface FuzzRoute {
  method: Method;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
}

export interface FuzzRequest {
  method: Method;
  url: string;
  contentType?: string;
  /** A request body encoding the server must undo (or refuse): gzip, br, or a made-up one. */
  contentEncoding?: string;
  /** Text, or bytes when the body is not valid UTF-8 / not UTF-8 at all. */
  payload?: string | Buffer;
}

// --- hostile pieces -----------------------------------------------------------------------------------------

const NASTY_CHARS = [
  '\u0000',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\ud83d\ude00', // a real pair (emoji)
  '\u202e', // right-to-left override
  '\ufeff', // byte order mark
  '\u200b', // zero-width space
  '\u0301', // a combining accent with nothing to combine with
  '"',
  '\\',
  "'",
  '%',
  '_',
  '<',
  '\n',
  'é',
  '٣', // an Arabic-Indic digit
  '１', // a fullwidth digit
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

export const hostileString: fc.Arbitrary<string> = fc.oneof(
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
      'prototype',
      'toString',
      "' or 1=1 --",
      "'); drop table users; --",
      '$1',
      '%00',
      '%s%s%s%n',
      '${7*7}',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      'standard_english',
      'gen_z_english',
      '\u202egnp.exe',
      'Z\u0351\u0352\u0353\u0354\u0355\u0356a\u0357\u0358\u0359l\u035a\u035bg\u035c\u035do', // zalgo
    ),
  },
  // Long, up to about the body limit (a body over it must be a 413, not a crash).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

/** Numbers no field expects: zero, negative, fractional, tiny, past 2^31, 2^53 and 2^63, near the float limit. */
const oddNumber = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2, // past the safe integers
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { length: 1 }),
  },
  { weight: 1, arbitrary: oddNumber },
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

/** Flat but wide: thousands of keys or array items (cheap to send, costly to validate or store carelessly). */
const wideJson = fc
  .tuple(fc.integer({ min: 100, max: 8_000 }), fc.boolean())
  .map(([count, array]) =>
    array
      ? `[${'1,'.repeat(count - 1)}1]`
      : `{${Array.from({ length: count }, (_, index) => `"k${index}":${index}`).join(',')}}`,
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
  from: 'standard_english',
  to: 'gen_z_english',
  // /v1/tts: a language code, so the example gets past the voice check to the quota and the voice itself.
  voice: 'gen_z_english',
  // GET /api/editor/check-duplicate: a style key, "|" and the text.
  keyHash: 'gen_z_english|that party was great',
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

function jsonSchemaOf(schema: ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A valid-looking body for a route's zod schema, or undefined when it cannot be described. */
function validExample(schema: ZodType | undefined): Record<string, unknown> | undefined {
  const json = jsonSchemaOf(schema);
  if (!json) return undefined;
  const example = exampleOf(json);
  return example && typeof example === 'object' && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : undefined;
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

// --- path parameters and query strings ------------------------------------------------------------------------

/** Percent-encodes text as a client would; a lone surrogate (which encodeURIComponent refuses) becomes the
 *  bytes of its UTF-8-like encoding, which is not valid UTF-8. */
const percentEncode = (text: string) =>
  text.replace(/[\s\S]/gu, (char) =>
    /[\ud800-\udfff]/.test(char) && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char),
  );

/** Every byte percent-encoded, letters and digits too (`1` as `%31`): the same id, spelled unusually. */
const percentEncodeAll = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(
    '',
  );

/** Ids a route does not expect: numbers past any integer type, negative or fractional ones, UUIDs that are
 *  almost valid (or valid but unknown), the same written with percent escapes or other scripts' digits. */
export const oddId: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '-0',
      '+1',
      '01',
      '1.5',
      '1e3',
      '1e309',
      '0x1F',
      'NaN',
      'Infinity',
      '2147483648',
      '9007199254740993',
      '-9223372036854775809',
      '99999999999999999999999999999999999999',
      'null',
      'undefined',
      'true',
      '[]',
      '{}',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '00000000-0000-0000-0000-00000000000g', // not hex
      '00000000-0000-0000-0000-0000000000000', // one digit too many
      '00000000-0000-0000-0000-00000000000', // one too few
      '00000000000000000000000000000000', // no dashes
      '{00000000-0000-0000-0000-000000000000}',
      'urn:uuid:00000000-0000-0000-0000-000000000000',
      '%30', // '0'
      '١٢٣', // Arabic-Indic digits
      '１２３', // fullwidth digits
      '𝟙𝟚𝟛', // mathematical digits (outside the BMP)
      '²',
      '%E2%80%AE1', // a right-to-left override before a digit
      '1%00',
      '1%20',
      '1;2',
      '1,2',
    ),
  },
  // Valid UUIDs nobody has: they get past the shape checks to the lookup.
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.uuid().map((uuid) => uuid.toUpperCase()) },
  { weight: 1, arbitrary: fc.uuid().map(percentEncodeAll) },
  {
    weight: 1,
    arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((value) => value.toString()),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: nastyChar, minLength: 1, maxLength: 12 }).map(percentEncode),
  },
);

const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 300))) },
  { weight: 3, arbitrary: oddId },
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
      '%FF%FE',
      '%',
      '%zz',
      '%E0%A4%A',
      'x'.repeat(4_000),
      'latestVideoUrl',
    ),
  },
);

/** Names most routes might read: fuzzed on routes whose schema declares no query string too. */
const COMMON_QUERY_KEYS = ['q', 'limit', 'offset', 'page', 'cursor', 'sort', 'language', 'id'];

/** Values a query parameter does not expect. */
const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: pathSegment },
  { weight: 2, arbitrary: oddId },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '%00', '1', 'true', '+', '%2B', '%20', 'a+b', '%ZZ', '#frag'),
  },
  // Long, past any sensible length but well inside the URL limits of a real server.
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 8_000 }).map((n) => 'q'.repeat(n)) },
);

/** The names a route's query-string schema declares (fuzzed most), or none. */
export function queryKeysOf(schema: ZodType | undefined): string[] {
  return Object.keys(jsonSchemaOf(schema)?.properties ?? {});
}

/** The query string of an example object: its values as text, each percent-encoded. */
const toQuery = (example: Record<string, unknown>, raw: Record<string, string> = {}) =>
  `?${Object.entries({ ...example, ...raw })
    .map(([key, value]) => {
      const text = key in raw ? String(value) : encodeURIComponent(String(value));
      return `${encodeURIComponent(key)}=${text}`;
    })
    .join('&')}`;

const queryString = (schema: ZodType | undefined): fc.Arbitrary<string> => {
  const keys = queryKeysOf(schema);
  const example = validExample(schema);
  const anyKey = fc.oneof(
    { weight: keys.length ? 4 : 0, arbitrary: fc.constantFrom('', ...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...COMMON_QUERY_KEYS, '__proto__', 'a[b]', '') },
    { weight: 1, arbitrary: pathSegment },
  );
  const known = keys.length ? keys : COMMON_QUERY_KEYS;
  // A valid query with one parameter made hostile: past the required parameters to the code behind them.
  const valid: fc.WeightedArbitrary<string>[] =
    example && Object.keys(example).length
      ? [
          { weight: 1, arbitrary: fc.constant(toQuery(example)) },
          {
            weight: 6,
            arbitrary: fc
              .tuple(fc.constantFrom(...Object.keys(example)), oddQueryValue)
              .map(([key, value]) => toQuery(example, { [key]: value })),
          },
        ]
      : [];
  return fc.oneof(
    ...valid,
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(anyKey, oddQueryValue), { minLength: 1, maxLength: 4 })
        .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
    },
    // Shapes a parser may turn into arrays or objects, or that poison a plain object.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...known), oddQueryValue)
        .chain(([key, value]) =>
          fc.constantFrom(
            `?${key}[]=${value}`,
            `?${key}[0]=${value}&${key}[1]=${value}`,
            `?${key}[a][b]=${value}`,
            `?${key}=${value}&${key}=${value}`,
            `?${key}=1&${key}=2&${key}=3`,
            `?${key}`,
            `?${key}=%00`,
            `?__proto__[${key}]=${value}`,
            `?constructor[prototype][${key}]=${value}`,
            `?${key}=${value};${key}=1`,
          ),
        ),
    },
    // Very many parameters.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...known), fc.integer({ min: 100, max: 2_000 }))
        .map(([key, count]) => `?${Array.from({ length: count }, () => `${key}=1`).join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?',
        '??',
        '?&&==&',
        '?%00=%00',
        '?=',
        '?&',
        '?__proto__=1',
        '?__proto__[admin]=true',
        '?constructor[prototype][admin]=true',
        '?hasOwnProperty=1&toString=1&valueOf=1',
      ),
    },
  );
};

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
    // `:id`, and a parameter inside a segment such as `sitemap-:page.xml`.
    const parameter = /^(.*):\w+(.*)$/.exec(part);
    if (parameter) {
      const [, before, after] = parameter;
      return pathSegment.map((segment) => `${before}${segment}${after}`);
    }
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
    .tuple(fc.tuple(...segments), queryString(route.querystring))
    .map(([pathParts, query]) => `${pathParts.join('/')}${query}`);
}

// --- bodies ---------------------------------------------------------------------------------------------------

/** Bodies that are not UTF-8 JSON text: invalid UTF-8, a byte order mark, UTF-16, raw binary. */
const bytePayload = (json: fc.Arbitrary<string>): fc.Arbitrary<Buffer> =>
  fc.oneof(
    json.map((text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])),
    json.map((text) => Buffer.from(text, 'utf16le')),
    json.map((text) =>
      // An invalid UTF-8 sequence inside the first string value (or at the start).
      Buffer.from(
        Buffer.from(text.replace('"', '"\u0001')).map((byte) => (byte === 0x01 ? 0xff : byte)),
      ),
    ),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  );

function bodyArbitrary(
  route: FuzzRoute,
): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'contentEncoding' | 'payload'>> {
  const example = validExample(route.body);
  const paths = example ? pathsOf(example) : [];
  const poisonKey = fc.constantFrom('__proto__', 'constructor');
  const texts: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: wideJson },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '{',
        '{"a":}',
        'null',
        '[]',
        '"text"',
        '1e99999',
        '-0',
        '{"a":1}}',
        '{"a":1,"a":2}',
        "{'a':1}",
        '{"a":NaN}',
        '{"a":undefined}',
        '{"\\ud800":1}',
        '{"a":"\\u0000"}',
        '\u0000',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.jsonValue({ maxDepth: 2 }), poisonKey)
        .map(([value, key]) => withPoisonKeys(JSON.stringify(value), key)),
    },
  ];
  if (example) {
    const exampleText = JSON.stringify(example);
    texts.push(
      { weight: 1, arbitrary: fc.constant(exampleText) },
      // Most runs: a valid body with one field made hostile, so the value gets past the other checks.
      {
        weight: 8,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...paths),
            fc.oneof(
              { weight: 2, arbitrary: unsafeString },
              { weight: 2, arbitrary: hostileString },
              { weight: 2, arbitrary: hostileValue },
              { weight: 1, arbitrary: oddId },
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
        arbitrary: poisonKey.map((key) => withPoisonKeys(exampleText, key)),
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
  const text = fc.oneof(...texts);
  const plain = fc.record({
    payload: fc.oneof({ weight: 12, arbitrary: text }, { weight: 1, arbitrary: bytePayload(text) }),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'application/json;;;',
          'APPLICATION/JSON',
          'application/json, text/plain',
          'application/vnd.api+json',
          'application/csp-report',
          'text/plain',
          'text/html',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'application/xml',
          'application/octet-stream',
          '*/*',
          'a/b/c',
          ';',
          '',
          `application/json; x=${'y'.repeat(2_000)}`,
        ),
      },
    ),
  });
  // A Content-Encoding (the server decompresses request bodies): a body really compressed, one that only
  // claims to be, an encoding nobody knows, and a small gzip body that inflates past the body limit.
  const encoded = fc.oneof(
    {
      weight: 3,
      arbitrary: text.map((payload) => ({
        payload: gzipSync(payload),
        contentType: 'application/json',
        contentEncoding: 'gzip',
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          plain,
          fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'),
        )
        .map(([body, contentEncoding]) => ({ ...body, contentEncoding })),
    },
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => ({
        payload: gzipBomb(),
        contentType: 'application/json',
        contentEncoding: 'gzip',
      })),
    },
  );
  return fc.oneof({ weight: 14, arbitrary: plain }, { weight: 1, arbitrary: encoded });
}

let bomb: Buffer | undefined;
/** About 1 KB of gzip that inflates to 1 MB of JSON (16 times the fuzzed app's body limit): made once. Each
 *  costs the server 10–60 ms of inflating before it refuses it, so it is kept small and rare. */
function gzipBomb(): Buffer {
  bomb ??= gzipSync(`{"text":"${'a'.repeat(1024 * 1024)}"}`);
  return bomb;
}

/** Hostile requests for one route: its path with odd parameters and query strings, and for POST, PUT and
 *  PATCH a hostile body (or none). */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const base = urlArbitrary(route).map((url) => ({ method: route.method, url }));
  if (!hasBody) return base;
  return fc
    .tuple(base, fc.option(bodyArbitrary(route), { freq: 8, nil: undefined }))
    .map(([request, body]) => ({ ...request, ...(body ?? {}) }));
}
