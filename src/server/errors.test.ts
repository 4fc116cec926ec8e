// The error format of ARCHITECTURE §5 ({error, code, details?}, never a stack trace) and the recognition of
// "the database is unreachable" errors that turn into 503.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeDeep } from '@shared/schemas/text';
import { AppError, errorForLog, handleError, isDatabaseUnavailable } from './errors';
import {
  errorBodyOf,
  forEachDatabase,
  hasStackTrace,
  JSON_HEADERS,
  onOneDatabase,
} from './test/test-app';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED'],
    ['ECONNRESET'],
    ['EPIPE'],
    ['ETIMEDOUT'],
    ['ENOTFOUND'],
    ['57P01'], // admin_shutdown: the server is restarting
    ['57P02'],
    ['57P03'], // cannot_connect_now: starting up
    ['08000'],
    ['08001'],
    ['08003'],
    ['08006'],
  ])('is true for the code %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    ['23505'], // unique_violation: a real answer from a live database
    ['42P01'], // undefined_table
    ['22P02'], // invalid_text_representation
    ['53300'], // too_many_connections is an answer, not an outage of the connection (kept as 500)
    ['FST_ERR_VALIDATION'],
  ])('is false for the code %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code, 'something else'))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Query read timeout', // node-postgres query_timeout: no answer (a silent network partition)
    'PGlite is closed',
  ])('is true for the node-postgres / PGlite message %j', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('follows the cause chain (drizzle wraps driver errors)', () => {
    const driverError = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const wrapped = new DrizzleQueryError('select 1', [], driverError);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('outer', { cause: new Error('middle', { cause: wrapped }) })),
    ).toBe(true);
  });

  it('is false for ordinary errors, including wrapped ones', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('insert', [], withCode('23505', 'duplicate key')),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('is false for non-errors and does not loop on a cyclic cause chain', () => {
    for (const value of [undefined, null, 0, '', 'ECONNREFUSED', 42, {}, []]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    const cyclic = new Error('a') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });

  it('stops after a few levels of causes', () => {
    let error: Error = withCode('ECONNREFUSED');
    for (let i = 0; i < 10; i++) error = new Error(`level ${i}`, { cause: error });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

forEachDatabase(
  'error answers',
  (context) => {
    const boomApp = async (env?: Record<string, string>) => {
      const app = await context.buildApp({ env });
      app.get('/api/test/crash', () => {
        throw new Error('secret internal detail at /srv/app/src/server/x.ts:1:1');
      });
      app.get('/api/test/db-down', () => {
        throw new DrizzleQueryError(
          'select 1',
          [],
          withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.9:5432'),
        );
      });
      app.get('/api/test/conflict', () => {
        throw new AppError(409, 'CONFLICT', 'That slug is taken.', { field: 'slug' });
      });
      return app;
    };

    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      for (const payload of ['{"message": "hi"', '{message: hi}', 'not json', '{"a":1}}']) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: JSON_HEADERS,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(errorBodyOf(response)).toEqual({
          error: 'The request body is not valid JSON.',
          code: 'INVALID_JSON',
        });
      }
    });

    it('answers an empty JSON body with 400 INVALID_JSON', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: JSON_HEADERS,
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
    });

    it('answers a body over BODY_LIMIT with 413 PAYLOAD_TOO_LARGE', async () => {
      const app = await context.buildApp({ env: { BODY_LIMIT: '2048' } });
      const payload = JSON.stringify({ message: 'x'.repeat(3000) });
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: JSON_HEADERS,
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(errorBodyOf(response)).toEqual({
        error: 'The request body is too large.',
        code: 'PAYLOAD_TOO_LARGE',
      });

      // Just under the limit the same route parses the body (and validates it: 400, not 413).
      const under = JSON.stringify({ message: 'x'.repeat(1500) });
      const small = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: JSON_HEADERS,
        payload: under,
      });
      expect(small.statusCode).toBe(400);
      expect(small.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'text/xml' },
        payload: '<feedback/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers an unexpected failure with 500 INTERNAL_ERROR and a generic message', async () => {
      const app = await boomApp();
      const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(errorBodyOf(response)).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
      expect(response.body).not.toContain('secret');
      expect(hasStackTrace(response.body)).toBe(false);
    });

    it('answers a database connection failure with 503 SERVICE_UNAVAILABLE and Retry-After', async () => {
      const app = await boomApp();
      const response = await app.inject({ method: 'GET', url: '/api/test/db-down' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toContain('10.0.0.9');
    });

    it('passes an AppError through with its status, message and details', async () => {
      const app = await boomApp();
      const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response)).toEqual({
        error: 'That slug is taken.',
        code: 'CONFLICT',
        details: { field: 'slug' },
      });
    });

    it('answers paths the router cannot take in the same format, without repeating them', async () => {
      const broken = await context.app.inject({ method: 'GET', url: '/api/settings/%E0%A4%A' });
      expect(broken.statusCode).toBe(400);
      expect(errorBodyOf(broken)).toEqual({
        error: 'The address is not valid (broken percent-encoding).',
        code: 'VALIDATION_FAILED',
      });
      const long = await context.app.inject({
        method: 'GET',
        url: `/api/settings/${'k'.repeat(150)}`,
      });
      expect(long.statusCode).toBe(414);
      expect(errorBodyOf(long)).toEqual({
        error: 'A part of the address is too long.',
        code: 'VALIDATION_FAILED',
      });
    });

    it('never sends back a NUL or a lone surrogate a validation message quotes', async () => {
      const app = await context.buildApp();
      app.post('/api/test/strict', { schema: { body: z.object({}).strict() } }, () => ({}));
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/strict',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ 'a\u0000b': 1, '\ud800': 2 }),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; details: { message: string }[] }>();
      expect(body.error).toContain('a\ufffdb');
      expect(isSafeDeep(body)).toBe(true);
    });

    it('never includes a stack trace, in production mode either', async () => {
      const app = await boomApp({
        NODE_ENV: 'production',
        AUTH_SECRET: 'test-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
        PUBLIC_URL: 'https://slangbridge.example',
      });
      const responses = await Promise.all([
        app.inject({ method: 'GET', url: '/api/test/crash' }),
        app.inject({ method: 'GET', url: '/api/test/db-down' }),
        app.inject({ method: 'POST', url: '/api/feedback', headers: JSON_HEADERS, payload: '{' }),
        app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: JSON_HEADERS,
          payload: '{"message":1}',
        }),
        app.inject({ method: 'GET', url: '/api/missing' }),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(Object.keys(response.json<object>()).sort()).toEqual(
          expect.arrayContaining(['code', 'error']),
        );
        expect(response.json<Record<string, unknown>>()).not.toHaveProperty('stack');
        expect(hasStackTrace(response.body)).toBe(false);
      }
    });
  },
  { only: ['pglite'] },
);

describe('errorForLog', () => {
  it('keeps the SQL, type, code and frames of a failed query, never its parameters', () => {
    const driverError = Object.assign(
      new Error('invalid input syntax for type integer: "secret-param"'),
      { code: '22P02', detail: 'secret-param' },
    );
    const logged = errorForLog(
      new DrizzleQueryError('select $1::int', ['secret-param'], driverError),
    );
    expect(logged).toMatchObject({ message: 'Failed query: select $1::int', code: '22P02' });
    expect(logged.cause).toMatchObject({
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(logged.stack).toMatch(/^Error: Failed query: select \$1::int\n {4}at /);
    const logText = JSON.stringify([logged, logged.message, logged.stack, logged.cause]);
    expect(logText).toContain('22P02');
    expect(logText).not.toContain('secret-param');
  });

  it('stops on a cyclic cause chain', () => {
    const cyclic = new Error('a') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    let depth = 0;
    for (let e: unknown = errorForLog(cyclic); e; e = (e as Error).cause) depth++;
    expect(depth).toBe(5);
    const first = new Error('first') as Error & { cause?: unknown };
    first.cause = new Error('second', { cause: first });
    expect(errorForLog(first).message).toBe('first');
  });
});

// Runs on one database: what is logged of a failed query is decided in code.
onOneDatabase('error logs', (context) => {
  it('log a failed query without the parameters the user sent, once, and answer nothing of it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'debug', stream } });
    app.setErrorHandler(handleError);
    app.get('/api/test/query', async () => {
      // A real query the database refuses, with what a user typed as its parameter.
      await context.db.execute(sql`select ${'secret-param'}::int as n`);
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/query' });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret-param|Failed query|select/i);
    const errorLines = lines.filter((line) => line.includes('"level":50'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('Failed query: select $1::int as n');
    expect(errorLines[0]).toContain('22P02');
    expect(lines.join('')).not.toContain('secret-param');
  });
});
