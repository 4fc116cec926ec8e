// The `/api/auth/*` catch-all fails closed on its own, without the canonical-path hook in front of it: it never
// hands Better Auth a path that its URL parser would resolve differently, nor one naming an endpoint that has a
// strict route (sign-up, sign-in, update-user).
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { catchAllPath } from './plugin';

function refusal(url: string, method = 'POST'): { status: number; code: string } | null {
  try {
    catchAllPath(method, url);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { statusCode, code } = error as AppError;
    return { status: statusCode, code };
  }
}

describe('catchAllPath', () => {
  it('passes Better Auth’s own endpoints on, with the path exactly as sent', () => {
    for (const [url, path] of [
      ['/api/auth/get-session', '/api/auth/get-session'],
      ['/api/auth/sign-out', '/api/auth/sign-out'],
      ['/api/auth/sign-in/social', '/api/auth/sign-in/social'],
      ['/api/auth/callback/google?code=4%2F0A..b&state=x/../y', '/api/auth/callback/google'],
      ['/api/auth/oauth2/callback/oidc?code=a', '/api/auth/oauth2/callback/oidc'],
    ]) {
      expect(catchAllPath('GET', url!), url).toBe(path);
    }
  });

  it('refuses (400) a path that Better Auth’s URL parser would read differently', () => {
    for (const url of [
      '/api/auth/./sign-up/email',
      '/api/auth/x/../sign-up/email',
      '/api/auth/%2e/sign-up/email',
      '/api/auth/x/%2E%2e/update-user',
      '/api/auth/x\\..\\sign-in/email',
      '/api/auth/x/../../../api/auth/sign-up/email',
      '/api/auth/get-session#x',
      '//evil.example/api/auth/get-session',
    ]) {
      expect(refusal(url), url).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses (404) every other spelling of an endpoint that has a strict route', () => {
    for (const url of [
      '/api/auth/sign-up/email/',
      '/api/auth/SIGN-UP/email',
      '/api/auth/sign-in/Email?x=1',
      '/api/auth/%73ign-in/email',
      '/api/auth/update-user/',
      '/api/auth/Update-User',
      '/api/auth/update%2Duser',
    ]) {
      expect(refusal(url), url).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(refusal('/api/auth/update-user', 'GET')).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
