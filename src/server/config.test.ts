// Configuration: defaults, and a clear ConfigError naming each bad variable instead of a half-working start.
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrl, vapidSubject } from './config';
import { openDatabase } from './db/client';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted an invalid environment');
};

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      BODY_LIMIT: 64 * 1024,
      RATE_LIMIT_PER_MINUTE: 30,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      // No drain outside production: Ctrl+C stops at once.
      SHUTDOWN_DRAIN_MS: 0,
      REQUEST_TIMEOUT_MS: 30_000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('drains for 5 s on shutdown in production unless told otherwise, and checks the value', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(16) + 'Q9x!'.repeat(8),
      PUBLIC_URL: 'https://slangbridge.example',
    };
    expect(loadConfig(production).SHUTDOWN_DRAIN_MS).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '250' }).SHUTDOWN_DRAIN_MS).toBe(250);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('refuses to start in production without PUBLIC_URL, naming it (pages would otherwise name the Host header)', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(16) + 'Q9x!'.repeat(8) };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is required in production/),
    ]);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(problemsOf({ ...production, PUBLIC_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: /),
    ]);
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'https://slangbridge.example' }).PUBLIC_URL,
    ).toBe('https://slangbridge.example');
    // Development and test (and `npm start`, which leaves NODE_ENV unset) need none.
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
  });

  it('builds absolute URLs from PUBLIC_URL (without a trailing slash), else from http://localhost:PORT', () => {
    expect(publicUrl(loadConfig({ PUBLIC_URL: 'https://slangbridge.example/' }))).toBe(
      'https://slangbridge.example',
    );
    expect(publicUrl(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
  });

  it('parses numbers and trims values', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      DATABASE_URL: ' postgres://u@db:5432/app ',
      BODY_LIMIT: '2048',
    });
    expect(config.PORT).toBe(8080);
    expect(config.BODY_LIMIT).toBe(2048);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/app');
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', SMTP_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('accepts postgres:// and postgresql:// database URLs, redis:// and rediss://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/d' }).DATABASE_URL).toBe(
      'postgresql://u@h/d',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://h:6380' }).REDIS_URL).toBe('rediss://h:6380');
  });

  it('throws a ConfigError naming PORT for PORT=abc', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(problemsOf({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it.each([['70000'], ['-1'], ['3000.5']])('rejects PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it.each([['mysql://x'], ['not a url'], ['http://db:5432/app']])(
    'rejects DATABASE_URL=%s',
    (url) => {
      expect(problemsOf({ DATABASE_URL: url })).toEqual(['DATABASE_URL: must be a URL']);
    },
  );

  it('rejects unknown enum values and names each bad variable at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'http://x',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'NODE_ENV',
      'RATE_LIMIT_PER_MINUTE',
      'REDIS_URL',
    ]);
  });

  it('puts every problem in the error message', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', BODY_LIMIT: '10' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.name).toBe('ConfigError');
    expect(error?.message).toMatch(/^Invalid configuration:/);
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('BODY_LIMIT');
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});

describe('VAPID keys of the review reminders', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const privateKey = 'A'.repeat(43);

  it('takes the pair together or not at all, each in web-push’s base64url form', () => {
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PRIVATE_KEY: is required together with VAPID_PUBLIC_KEY',
    ]);
    expect(
      problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey }).map(
        (problem) => problem.split(':')[0],
      ),
    ).toEqual(['VAPID_PUBLIC_KEY']);
  });

  it('names who push services may contact: VAPID_SUBJECT, else an https PUBLIC_URL, else the contact inbox', () => {
    expect(problemsOf({ VAPID_SUBJECT: 'http://slangbridge.example' })).toEqual([
      'VAPID_SUBJECT: must be a mailto: or https: URL',
    ]);
    const subject = (env: Record<string, string>) => vapidSubject(loadConfig(env));
    expect(subject({ VAPID_SUBJECT: 'mailto:push@slangbridge.example' })).toBe(
      'mailto:push@slangbridge.example',
    );
    expect(subject({ PUBLIC_URL: 'https://slangbridge.example/' })).toBe(
      'https://slangbridge.example',
    );
    expect(subject({ PUBLIC_URL: 'http://localhost:3000' })).toBe('mailto:support@slangbridge.app');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and reads true, hop counts and address lists', () => {
    const load = loadConfig;
    expect(load({}).TRUST_PROXY).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    const hops = load({ TRUST_PROXY: '1' }).TRUST_PROXY as (
      address: string,
      hop: number,
    ) => boolean;
    expect(hops('1.2.3.4', 0)).toBe(true);
    expect(hops('1.2.3.4', 1)).toBe(false);
    expect(() => load({ TRUST_PROXY: 'yes please!' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores X-Forwarded-For unless told to trust it, so a client cannot pick its own rate-limit bucket', async () => {
    const load = loadConfig;
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      for (const [trust, expected] of [
        [undefined, '127.0.0.1'],
        ['true', '203.0.113.9'],
      ] as const) {
        const app = await buildApp({
          config: load({
            LOG_LEVEL: 'silent',
            NODE_ENV: 'test',
            ...(trust ? { TRUST_PROXY: trust } : {}),
          }),
          database,
        });
        app.get('/api/test/ip', (request, reply) => reply.send({ ip: request.ip }));
        const response = await app.inject({
          url: '/api/test/ip',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(response.json<{ ip: string }>().ip).toBe(expected);
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
