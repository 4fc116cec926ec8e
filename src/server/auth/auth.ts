// The Better Auth instance: e-mail + password always; Google, Apple, Microsoft, Facebook and one generic
// OpenID Connect provider when their credentials are configured; sessions in the database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiKey } from '@better-auth/api-key';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { API_KEY_NAME_MAX } from '@shared/schemas/api-keys';
import { PASSWORD_MIN } from '@shared/schemas/auth';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_START_LENGTH,
} from '../api-keys/verify-api-key';
import { publicUrl, type Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { SharedRedis } from '../redis/plugin';
import { RESET_TOKEN_TTL_SECONDS, resetLink, type ResetLinkSender } from './password-reset';
import { createRateLimitStore } from './rate-limit-store';
import { createRedisRateLimitStore, createRedisSecondaryStorage } from './redis-storage';

export const AUTH_BASE_PATH = '/api/auth';
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
export const OIDC_PROVIDER_ID = 'oidc';

export interface SocialProviderInfo {
  id: string;
  name: string;
}

/** Origins allowed to make cookie-authenticated changes. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(publicUrl(config)).origin]);
  for (const origin of config.TRUSTED_ORIGINS?.split(',') ?? []) {
    if (origin.trim()) origins.add(new URL(origin.trim()).origin);
  }
  if (config.NODE_ENV !== 'production') {
    // Locally the app is reached as localhost or 127.0.0.1, and the Vite dev server proxies /api from 5173.
    origins.add(`http://localhost:${config.PORT}`).add(`http://127.0.0.1:${config.PORT}`);
    origins.add('http://localhost:5173').add('http://127.0.0.1:5173');
  }
  return [...origins];
}

/** The secret of a process whose database lives in memory: shared by its apps, gone with it. */
let inMemorySecret: string | undefined;

/**
 * Outside production a missing AUTH_SECRET is replaced by a random one kept in DATA_DIR, so sessions survive
 * restarts of a local server. Production refuses to start without a real one (config.ts).
 */
function resolveSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  // `memory://` is not a folder: resolving it would write ./memory:/.auth-secret into the working directory.
  if (config.DATA_DIR.startsWith('memory://')) {
    inMemorySecret ??= `dev-${randomBytes(32).toString('hex')}`;
    return inMemorySecret;
  }
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = `dev-${randomBytes(32).toString('hex')}`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch {
    // A read-only data dir: the secret lives as long as the process.
  }
  return secret;
}

/** The social sign-in buttons to show: only providers whose credentials are configured. */
export function configuredSocialProviders(config: Config): SocialProviderInfo[] {
  const providers: SocialProviderInfo[] = [];
  if (config.GOOGLE_CLIENT_ID) providers.push({ id: 'google', name: 'Google' });
  if (config.APPLE_CLIENT_ID) providers.push({ id: 'apple', name: 'Apple' });
  if (config.MICROSOFT_CLIENT_ID) providers.push({ id: 'microsoft', name: 'Microsoft' });
  if (config.FACEBOOK_CLIENT_ID) providers.push({ id: 'facebook', name: 'Facebook' });
  if (config.OIDC_ISSUER) providers.push({ id: OIDC_PROVIDER_ID, name: config.OIDC_NAME });
  return providers;
}

function socialProviders(config: Config) {
  const pair = (id: string | undefined, secret: string | undefined) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  const google = pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  const apple = pair(config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET);
  const microsoft = pair(config.MICROSOFT_CLIENT_ID, config.MICROSOFT_CLIENT_SECRET);
  const facebook = pair(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET);
  return {
    ...(google ? { google } : {}),
    ...(apple ? { apple } : {}),
    ...(microsoft
      ? { microsoft: { ...microsoft, tenantId: config.MICROSOFT_TENANT_ID ?? 'common' } }
      : {}),
    ...(facebook ? { facebook } : {}),
  };
}

/** Where Better Auth's own messages go: the app's logger (pino), so they honour LOG_LEVEL and its format. */
export interface AuthLogger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

function authLogger(config: Config, logger: AuthLogger | undefined) {
  if (config.LOG_LEVEL === 'silent') return { disabled: true };
  if (!logger) return undefined;
  return {
    level: 'info' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const [first] = args;
      const details =
        first instanceof Error ? { err: first } : args.length ? { details: args } : {};
      logger[level](details, `[auth] ${message}`);
    },
  };
}

/**
 * `redis` (REDIS_URL): sessions cached, verification values and sign-in limits shared, across replicas.
 * `sendResetLink`: where password reset links go (password-reset.ts); without it the reset flow is off.
 */
export function createAuth(
  config: Config,
  db: Db,
  logger?: AuthLogger,
  redis?: SharedRedis | null,
  sendResetLink?: ResetLinkSender,
) {
  const loggerOptions = authLogger(config, logger);
  const plugins = [
    bearer(),
    // Keys for the public API (issue 13): generated and stored hashed by the plugin; created through
    // /api/api-keys only (its own endpoints are refused by the catch-all, plugin.ts) and checked by
    // api-keys/verify-api-key.ts. Its rate limiter is off: it answers a limited call as an invalid key, and /v1
    // limits per key with @fastify/rate-limit instead. No sessions from keys: they open /v1 and nothing else.
    apiKey({
      defaultPrefix: API_KEY_PREFIX,
      defaultKeyLength: API_KEY_RANDOM_LENGTH,
      startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_START_LENGTH },
      requireName: true,
      maximumNameLength: API_KEY_NAME_MAX,
      enableMetadata: false,
      enableSessionForAPIKeys: false,
      rateLimit: { enabled: false },
    }),
  ];
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              name: config.OIDC_NAME,
              discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
              clientId: config.OIDC_CLIENT_ID,
              ...(config.OIDC_CLIENT_SECRET ? { clientSecret: config.OIDC_CLIENT_SECRET } : {}),
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        })
      : undefined;

  return betterAuth({
    appName: 'SlangBridge',
    baseURL: publicUrl(config),
    basePath: AUTH_BASE_PATH,
    secret: resolveSecret(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        apikey: schema.apikey,
      },
    }),
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      // Better Auth stores the single-use token (its verification table) and consumes it on the reset, which also
      // ends every session of the account. The link opens our page rather than Better Auth's redirect endpoint.
      ...(sendResetLink
        ? {
            sendResetPassword: ({ user, token }: { user: { email: string }; token: string }) => {
              sendResetLink(user.email, resetLink(publicUrl(config), token));
              return Promise.resolve();
            },
            resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
            revokeSessionsOnPasswordReset: true,
          }
        : {}),
    },
    socialProviders: socialProviders(config),
    plugins: oidc ? [...plugins, oidc] : plugins,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // The table stays the record: Redis caches it, and while Redis is down sessions are read from it.
      ...(redis ? { storeSessionInDatabase: true } : {}),
    },
    ...(redis
      ? {
          secondaryStorage: createRedisSecondaryStorage(redis),
          verification: { storeInDatabase: true },
        }
      : {}),
    rateLimit: {
      enabled: true,
      customStorage: redis ? createRedisRateLimitStore(redis) : createRateLimitStore(),
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
        '/sign-up/email': { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
        // Each request may send a mail, and each reset tries a token: as strict as signing in.
        '/request-password-reset': { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
        '/reset-password': { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
      },
    },
    advanced: {
      // Explicit: Better Auth would otherwise skip its origin and callbackURL checks whenever NODE_ENV=test
      // (or TEST) is set in the process environment, so tests would not exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: publicUrl(config).startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The mount passes Fastify's idea of the client address (which honours trustProxy) in this header.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    telemetry: { enabled: false },
    ...(loggerOptions ? { logger: loggerOptions } : {}),
  });
}

export type Auth = ReturnType<typeof createAuth>;
