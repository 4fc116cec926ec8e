import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@client/test/render';
import { apiJson, getQueryFn, HttpError, isUnauthorizedError, setTokenSource } from './api-client';

afterEach(() => setTokenSource(() => null));

describe('apiJson', () => {
  it('sends cookies and a JSON body, and adds the bearer header when a token exists', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { ok: true } }));
    setTokenSource(() => 'tok-123');
    await expect(apiJson('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const init = calls[0]?.init;
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('goes out without Authorization when there is no token', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    await apiJson('GET', '/api/x');
    expect(new Headers(calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it('raises "<status>: <text>" for a non-OK answer and exposes the server error field', async () => {
    stubFetch(() => ({ status: 400, body: { error: 'Bad thing', code: 'VALIDATION_FAILED' } }));
    const error = await apiJson('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      '400: {"error":"Bad thing","code":"VALIDATION_FAILED"}',
    );
    expect((error as HttpError).serverMessage).toBe('Bad thing');
  });
});

describe('getQueryFn', () => {
  it('joins the query key with / and can return null on 401', async () => {
    const calls = stubFetch(() => ({ status: 401, body: { error: 'Unauthorized' } }));
    const queryFn = getQueryFn({ on401: 'returnNull' });
    const result = await queryFn({
      queryKey: ['/api/translations', 'saved'],
      signal: new AbortController().signal,
    } as never);
    expect(result).toBeNull();
    expect(calls[0]?.url).toBe('/api/translations/saved');
  });

  it('throws on 401 when asked to', async () => {
    stubFetch(() => ({ status: 401, body: { error: 'Unauthorized' } }));
    const queryFn = getQueryFn({ on401: 'throw' });
    await expect(
      queryFn({ queryKey: ['/api/x'], signal: new AbortController().signal } as never),
    ).rejects.toThrow(/^401: /);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises the "401: ... Unauthorized" pattern only', () => {
    expect(isUnauthorizedError(new Error('401: {"error":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: nope'))).toBe(false);
  });
});
