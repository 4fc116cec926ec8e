// The one module that reads process.env: every variable is parsed here with zod, once.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/schemas/auth';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  optionalString.refine((value) => value === undefined || isUrl(value, protocols), {
    message: 'must be a URL',
  });

function isUrl(value: string, protocols: RegExp): boolean {
  try {
    return protocols.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: integer(3000, 0, 65535),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  PUBLIC_URL: optionalUrl(/^https?:$/),
  AUTH_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines on a terminal, JSON lines otherwise (see logger.ts). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /**
   * Which proxies may set X-Forwarded-For: unset (none — the socket address is the client), `true` (any; only
   * when the app is unreachable except through the proxy), a hop count such as `1`, or comma-separated addresses.
   * Per-client rate limits are only as good as this setting.
   */
  TRUST_PROXY: optionalString
    .refine((value) => value === undefined || /^(true|false|\d{1,2}|[\w.:/, -]+)$/.test(value), {
      message: 'must be true, false, a hop count or comma-separated proxy addresses',
    })
    .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (value === undefined || value === 'false') return false;
      if (value === 'true') return true;
      // A hop count: trust that many proxies in front of the app.
      if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: integer(64 * 1024, 1024, 10 * 1024 * 1024),
  /** How long graceful shutdown may take (after the drain) before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 100, 120_000),
  /**
   * On SIGTERM, how long the server keeps answering (health says 'draining', every answer closes its
   * connection) before it stops: load balancers take the replica out and keep-alive clients move on without
   * a reset. Default 5000 in production, 0 elsewhere (see loadConfig), so Ctrl+C in development is instant.
   */
  SHUTDOWN_DRAIN_MS: integer(5_000, 0, 60_000),
  /**
   * Longest time a client may take to send a whole request (headers and body): a stalled upload gets a 408
   * and its socket is freed. The headers deadline is the same, and sockets are checked every
   * min(5 s, a quarter of it) — see httpServerTimeouts.
   */
  REQUEST_TIMEOUT_MS: integer(30_000, 1_000, 600_000),
  /** Requests per minute per client on the rate-limited public calls. */
  RATE_LIMIT_PER_MINUTE: integer(30, 1, 100_000),
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: z.string().trim().default('SlangBridge <no-reply@slangbridge.app>'),
  CONTACT_INBOX: z.string().trim().default('support@slangbridge.app'),
  LLM_BASE_URL: optionalUrl(/^https?:$/),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  TTS_PROVIDER: z.enum(['elevenlabs', 'openai']).optional(),
  TTS_BASE_URL: optionalUrl(/^https?:$/),
  TTS_API_KEY: optionalString,
  TTS_VOICE: optionalString,
  /** `off` removes the built-in eSpeak NG voice from the chain (see ADR 004). */
  BUILTIN_VOICE: z.enum(['on', 'off']).default('on'),
  /** Translations per minute per client. */
  TRANSLATE_RATE_LIMIT_PER_MINUTE: integer(60, 1, 1_000_000),
  SEARCH_RATE_LIMIT_PER_MINUTE: integer(120, 1, 1_000_000),
  /** Link-preview pictures (/og/…) per minute per client: drawing one costs the server ≈ 0.1–0.3 s of CPU. */
  SHARE_IMAGE_RATE_LIMIT_PER_MINUTE: integer(60, 1, 1_000_000),
  /** Public API (/v1): requests per minute per API key. */
  API_RATE_LIMIT_PER_MINUTE: integer(60, 1, 1_000_000),
  /** Public API (/v1): characters each API key may translate or speak per UTC day. */
  API_DAILY_CHAR_LIMIT: integer(100_000, 1, 1_000_000_000),
  /** Deadline of one AI translation, its retry included. */
  LLM_TIMEOUT_MS: integer(20_000, 1_000, 120_000),
  /** How long a translation stays in the cache (each process's memory and, with REDIS_URL, Redis). */
  TRANSLATION_CACHE_TTL_SECONDS: integer(3_600, 1, 30 * 24 * 3_600),
  /** Translations each process keeps in memory (the least recently used go first). */
  TRANSLATION_CACHE_MAX_ENTRIES: integer(2_000, 1, 1_000_000),
  /**
   * GET /metrics (Prometheus text) answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is not
   * served on the app's port. With METRICS_PORT it is served on that port instead, without a token (bind it to a
   * private network).
   */
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  METRICS_PORT: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .refine(
      (port) => port === undefined || (Number.isInteger(port) && port >= 1 && port <= 65535),
      {
        message: 'must be a port number (1–65535)',
      },
    ),
  /**
   * The VAPID key pair that signs review reminders (Web Push), base64url as web-push's generateVAPIDKeys() writes
   * it. Unset, a pair is generated once and kept in the database's settings table, which every replica reads: set
   * both on every replica or on none. Changing the pair makes every browser subscribe again.
   */
  VAPID_PUBLIC_KEY: optionalString.refine(
    (value) => value === undefined || /^[\w-]{87}$/.test(value),
    {
      message: 'must be an uncompressed P-256 public key, base64url (87 characters)',
    },
  ),
  VAPID_PRIVATE_KEY: optionalString.refine(
    (value) => value === undefined || /^[\w-]{43}$/.test(value),
    { message: 'must be a P-256 private key, base64url (43 characters)' },
  ),
  /** Who push services may contact about our reminders: a mailto: or https: URL (default: see vapidSubject). */
  VAPID_SUBJECT: optionalString.refine(
    (value) => value === undefined || isUrl(value, /^(mailto|https):$/),
    { message: 'must be a mailto: or https: URL' },
  ),
  /** With ADMIN_PASSWORD: the admin account created on a start with no users at all. */
  ADMIN_EMAIL: optionalString.refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    { message: 'must be an e-mail address' },
  ),
  ADMIN_PASSWORD: optionalString.refine(
    (value) =>
      value === undefined || (value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX),
    { message: `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, like any password` },
  ),
  /** Sign-in and sign-up attempts per minute per client address. */
  AUTH_RATE_LIMIT_PER_MINUTE: integer(10, 1, 10_000),
  /** Extra origins allowed to make cookie-authenticated changes (comma-separated), besides PUBLIC_URL. */
  TRUSTED_ORIGINS: optionalString.refine(
    (value) =>
      value === undefined ||
      value
        .split(',')
        .map((origin) => origin.trim())
        .every((origin) => origin === '' || isUrl(origin, /^https?:$/)),
    { message: 'must be a comma-separated list of http(s) URLs' },
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT_ID: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  /** Any OpenID Connect provider: its issuer URL (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: optionalUrl(/^https?:$/),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The OpenID Connect button's label, e.g. "Company SSO". */
  OIDC_NAME: z.string().trim().min(1).default('Single sign-on'),
});

/** Secrets that must never sign production sessions (our form of the spec's "development keys" check). */
const DEVELOPMENT_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'dev',
  'development',
  'test',
  'password',
]);
export const AUTH_SECRET_MIN_LENGTH = 32;

export function authSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is required in production (32 or more random characters)';
  if (DEVELOPMENT_SECRETS.has(secret.toLowerCase()) || secret.toLowerCase().startsWith('dev-')) {
    return 'is a development secret; set a random production secret';
  }
  if (secret.length < AUTH_SECRET_MIN_LENGTH)
    return `must be at least ${AUTH_SECRET_MIN_LENGTH} characters in production`;
  return null;
}

const pairs = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'],
  ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['OIDC_CLIENT_ID', 'OIDC_ISSUER'],
  ['LLM_BASE_URL', 'LLM_MODEL'],
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
] as const;

const checkedConfigSchema = configSchema.superRefine((config, context) => {
  if (config.NODE_ENV === 'production') {
    const problem = authSecretProblem(config.AUTH_SECRET);
    if (problem) context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: problem });
    // Pages name their own address (canonical links, Open Graph, the sitemap); without PUBLIC_URL the only
    // other source would be the request's Host header, which any client (and a cache in front) controls.
    if (!config.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required in production: the address people open, e.g. https://slangbridge.app (canonical links, the sitemap and sign-in are built from it)',
      });
    }
  }
  for (const [a, b] of pairs) {
    if (Boolean(config[a]) !== Boolean(config[b])) {
      context.addIssue({
        code: 'custom',
        path: [config[a] ? b : a],
        message: `is required together with ${config[a] ? a : b}`,
      });
    }
  }
});

export type Config = z.infer<typeof configSchema>;

/**
 * The address users reach the app at, without a trailing slash: PUBLIC_URL, or outside production (where the
 * config loader demands PUBLIC_URL) http://localhost:PORT. Every absolute URL the server writes (canonical
 * links, the sitemap, OAuth callbacks, the API document's server) starts with it, never with the request's Host.
 */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/**
 * Who push services may contact about the reminders we send (the VAPID `sub` claim): VAPID_SUBJECT, else PUBLIC_URL
 * when it is https, else the contact inbox as a mailto: URL (push services refuse http and localhost subjects).
 */
export function vapidSubject(
  config: Pick<Config, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'CONTACT_INBOX'>,
): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `mailto:${config.CONTACT_INBOX}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment; throws a ConfigError naming each bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Config {
  const production = env.NODE_ENV?.trim() === 'production';
  const result = checkedConfigSchema.safeParse(
    // The drain only matters behind a load balancer, i.e. in production.
    production || env.SHUTDOWN_DRAIN_MS?.trim() ? env : { ...env, SHUTDOWN_DRAIN_MS: '0' },
  );
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** The HTTP server's timeouts, from REQUEST_TIMEOUT_MS (see the app's Fastify options). */
export function httpServerTimeouts(config: Pick<Config, 'REQUEST_TIMEOUT_MS'>) {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    // Node refuses a headers deadline longer than the request deadline; its default (60 s) would be.
    headersTimeout: requestTimeout,
    // Node notices an expired request only when it checks its sockets (every 30 s by default), so a stalled
    // body could hold a socket for requestTimeout + 30 s; checking often keeps the overshoot small.
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeout / 4))),
    // Idle keep-alive sockets: longer than the idle timeout of common load balancers (60 s), so the balancer,
    // not the app, closes them (the other way round races a request against the close).
    keepAliveTimeout: 72_000,
  };
}
