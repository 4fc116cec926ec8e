// The server's JSON parser: a nesting limit on every route (the /api/auth/* catch-all that forwards to Better
// Auth, and ordinary routes), with Fastify's protections and error answers kept.
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { TEST_ORIGIN } from '../test/auth-helpers';
import { errorBodyOf, forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-body';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{', quote: 'a\\"[[[[' }), 1)).toBe(
      false,
    );
    expect(nestsDeeperThan('[[]],[[]],[[]]', 2)).toBe(false);
  });

  it('walks a very deep text without recursion', () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

forEachDatabase(
  'JSON bodies',
  (context) => {
    const post = (url: string, payload: string) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { ...JSON_HEADERS, origin: TEST_ORIGIN },
        payload,
      });

    // Each kind of route: the Better Auth catch-all (signed out), a Better Auth route with a schema, and an
    // ordinary route.
    it.each(['/api/auth/get-session', '/api/auth/sign-in/email', '/api/feedback'])(
      'answers 5,000 nested arrays on %s with 400 INVALID_JSON',
      async (url) => {
        for (const payload of [nested(5000), `{"message":${nested(MAX_JSON_DEPTH)}}`]) {
          const response = await post(url, payload);
          expect(response.statusCode, response.body).toBe(400);
          expect(errorBodyOf(response)).toEqual({
            error: TOO_DEEP_MESSAGE,
            code: 'INVALID_JSON',
          });
          expect(hasStackTrace(response.body)).toBe(false);
        }
      },
    );

    it('parses a body nested up to the limit as before', async () => {
      let payload = '"x"';
      for (let level = 1; level < MAX_JSON_DEPTH; level++) payload = `[${payload}]`;
      const response = await post('/api/feedback', `{"message":${payload}}`);
      // Parsed, then refused by the route's schema: a message is a string.
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');

      const ok = await post('/api/feedback', JSON.stringify({ message: 'nested [[[{{ text' }));
      expect(ok.statusCode).toBe(201);
    });

    it('keeps Fastify’s protections: prototype poisoning, empty and malformed bodies', async () => {
      for (const payload of [
        '{"message":"hi","__proto__":{"admin":true}}',
        '{"message":"hi","constructor":{"prototype":{"admin":true}}}',
        '',
        '{"message":',
        nested(5000).slice(0, -1),
      ]) {
        const response = await post('/api/feedback', payload);
        expect(response.statusCode, payload.slice(0, 40)).toBe(400);
        expect(response.json<ApiError>().code).toBe('INVALID_JSON');
      }
    });
  },
  { only: ['pglite'] },
);
