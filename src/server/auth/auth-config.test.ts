// Start-up checks of the account settings: production refuses a missing or development AUTH_SECRET, and the
// first-admin and provider variables are checked together, each problem naming its variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://slangbridge.example' };
const GOOD_SECRET = 'q8V1nR4xT7zK2mP9wL5cJ3hF6bD0sA8eY1uG4iO7'; // 40 random characters

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('AUTH_SECRET in production', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['"secret"', 'secret'],
    ['"changeme"', 'changeme'],
    ['a dev- secret (what development generates)', `dev-${'a1b2c3d4'.repeat(8)}`],
    ['20 characters', 'k3J9x2LmQ7vB5nR8tY1w'],
  ])('refuses %s with a ConfigError naming AUTH_SECRET', (_label, secret) => {
    const env: Record<string, string> = { ...PRODUCTION };
    if (secret !== undefined) env.AUTH_SECRET = secret;
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^AUTH_SECRET: /);
    expect(() => loadConfig(env)).toThrow(/AUTH_SECRET/);
  });

  it('accepts a random 40-character secret', () => {
    expect(loadConfig({ ...PRODUCTION, AUTH_SECRET: GOOD_SECRET }).AUTH_SECRET).toBe(GOOD_SECRET);
  });

  it('does not demand a secret outside production (a local one is generated)', () => {
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'secret' })).not.toThrow();
  });
});

describe('account variables', () => {
  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD: is required together with ADMIN_EMAIL',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'long enough password' })).toEqual([
      'ADMIN_EMAIL: is required together with ADMIN_PASSWORD',
    ]);
  });

  it('checks the first admin’s e-mail and password at start, not when the account is created', () => {
    const problems = problemsOf({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'short' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
    expect(
      loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '12345678' }).ADMIN_EMAIL,
    ).toBe('boss@example.com');
  });

  it('requires a provider’s client id and secret together, and the OIDC issuer with its client id', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: is required together with GOOGLE_CLIENT_ID',
    ]);
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example' })).toEqual([
      'OIDC_CLIENT_ID: is required together with OIDC_ISSUER',
    ]);
    expect(problemsOf({ OIDC_ISSUER: 'ftp://id.example', OIDC_CLIENT_ID: 'x' })).toEqual([
      'OIDC_ISSUER: must be a URL',
    ]);
  });

  it('checks TRUSTED_ORIGINS is a list of http(s) URLs', () => {
    expect(problemsOf({ TRUSTED_ORIGINS: 'https://a.example, not a url' })).toEqual([
      'TRUSTED_ORIGINS: must be a comma-separated list of http(s) URLs',
    ]);
    expect(
      loadConfig({ TRUSTED_ORIGINS: 'https://a.example, http://b.example:8080,' }).TRUSTED_ORIGINS,
    ).toBe('https://a.example, http://b.example:8080,');
  });

  it('rejects an AUTH_RATE_LIMIT_PER_MINUTE below 1', () => {
    expect(problemsOf({ AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toEqual([
      expect.stringMatching(/^AUTH_RATE_LIMIT_PER_MINUTE: /),
    ]);
  });
});
