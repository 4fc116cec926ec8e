// Configuration: defaults, and a clear ConfigError naming each bad variable instead of a half-working start.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
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
