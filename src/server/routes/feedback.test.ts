// POST /api/feedback: validation messages, the stored (trimmed) row, and the per-client rate limit.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { FEEDBACK_MESSAGE_MAX } from '@shared/limits';
import { feedback } from '../db/schema';
import { hasStackTrace, JSON_HEADERS, onOneDatabase } from '../test/test-app';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const redis = redisUrl
  ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  : undefined;
const usedAddresses: string[] = [];
const rateLimitKey = (address: string) => `slangbridge:rl:POST/api/feedback-${address}`;
/** A random private address, so parallel runs never share a counter; only these keys are deleted afterwards. */
const freshAddress = () => {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  usedAddresses.push(address);
  return address;
};

afterAll(async () => {
  if (!redis) return;
  if (usedAddresses.length) await redis.del(...usedAddresses.map(rateLimitKey));
  redis.disconnect();
});

const post = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/feedback',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

// Runs on one database: validation, and rows read back by id.
onOneDatabase('POST /api/feedback', (context) => {
  it('stores the trimmed message with the selected languages and answers 201', async () => {
    const response = await context.app.inject(
      post({
        message: '  Love the Gen Z mode!  ',
        type: 'feedback',
        selectedLanguages: { source: 'en', target: 'en-genz' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; message: string }>();
    expect(body.message).toBe('Thank you for your feedback!');

    const [row] = await context.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row).toMatchObject({
      message: 'Love the Gen Z mode!',
      type: 'feedback',
      sourceLanguage: 'en',
      targetLanguage: 'en-genz',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('defaults the type and stores no languages when none are sent', async () => {
    const response = await context.app.inject(post({ message: 'Nice' }));
    expect(response.statusCode).toBe(201);
    const [row] = await context.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, response.json<{ id: string }>().id));
    expect(row).toMatchObject({
      message: 'Nice',
      type: 'feedback',
      sourceLanguage: null,
      targetLanguage: null,
    });
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t  '],
  ])('rejects an %s message with 400 and a message for the user', async (_label, message) => {
    const response = await context.app.inject(post({ message }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please enter your feedback.',
      code: 'VALIDATION_FAILED',
    });
  });

  it(`accepts exactly ${FEEDBACK_MESSAGE_MAX} characters and rejects ${FEEDBACK_MESSAGE_MAX + 1}`, async () => {
    const atLimit = await context.app.inject(post({ message: 'a'.repeat(FEEDBACK_MESSAGE_MAX) }));
    expect(atLimit.statusCode).toBe(201);
    const [row] = await context.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, atLimit.json<{ id: string }>().id));
    expect(row!.message).toHaveLength(FEEDBACK_MESSAGE_MAX);

    const overLimit = await context.app.inject(
      post({ message: 'a'.repeat(FEEDBACK_MESSAGE_MAX + 1) }),
    );
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toMatchObject({
      error: `Feedback must be ${FEEDBACK_MESSAGE_MAX} characters or less.`,
      code: 'VALIDATION_FAILED',
      details: [
        {
          field: 'message',
          message: `Feedback must be ${FEEDBACK_MESSAGE_MAX} characters or less.`,
        },
      ],
    });
  });

  it('counts the length after trimming, like the form does', async () => {
    const response = await context.app.inject(
      post({ message: `  ${'b'.repeat(FEEDBACK_MESSAGE_MAX)}  ` }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a number as message', { message: 42 }],
    ['no message', {}],
    ['an unknown type', { message: 'hi', type: 'bug' }],
    ['languages as a string', { message: 'hi', selectedLanguages: 'en' }],
    ['an array body', ['hi']],
  ])('rejects %s with 400 VALIDATION_FAILED and no stack trace', async (_label, body) => {
    const response = await context.app.inject(post(body));
    expect(response.statusCode).toBe(400);
    const { code, error } = response.json<ApiError>();
    expect(code).toBe('VALIDATION_FAILED');
    expect(error).toMatch(/\S/);
    expect(hasStackTrace(response.body)).toBe(false);
  });

  it('stores nothing for a rejected request', async () => {
    const marker = `rejected-${Date.now()}-${randomInt(1e9)}`;
    await context.app.inject(post({ message: marker, type: 'not-feedback' }));
    expect(await context.db.select().from(feedback).where(eq(feedback.message, marker))).toEqual(
      [],
    );
  });

  it('limits each client to RATE_LIMIT_PER_MINUTE: the 3rd POST of 2 allowed is 429 RATE_LIMITED with Retry-After', async () => {
    const app = await context.buildApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await app.inject(post({ message: `ok ${i}` }))).statusCode);
    expect(statuses).toEqual([201, 201]);

    const limited = await app.inject(post({ message: 'one too many' }));
    expect(limited.statusCode).toBe(429);
    const body = limited.json<ApiError>();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another client (address) still gets through; the limit is per client.
    const other = await app.inject({
      ...post({ message: 'from elsewhere' }),
      remoteAddress: '192.0.2.7',
    });
    expect(other.statusCode).toBe(201);
  });

  // Runs where REDIS_URL is set (.ci/run sets it); without Redis there is nothing shared to test.
  it.runIf(redis)(
    'shares the limit through REDIS_URL: 2 allowed, the 3rd POST across two app instances is 429',
    async () => {
      if (redis!.status === 'wait') await redis!.connect();
      expect(await redis!.ping()).toBe('PONG');
      const env = { RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: redisUrl };
      const first = await context.buildApp({ env });
      const second = await context.buildApp({ env });
      await waitUntilCountingInRedis(first);
      await waitUntilCountingInRedis(second);

      const client = freshAddress();
      const send = (app: FastifyInstance, message: string) =>
        app.inject({ ...post({ message }), remoteAddress: client });
      expect((await send(first, 'one')).statusCode).toBe(201);
      expect((await send(second, 'two')).statusCode).toBe(201);
      const limited = await send(first, 'three');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(await redis!.get(rateLimitKey(client)))).toBe(3);
      expect(await redis!.pttl(rateLimitKey(client))).toBeGreaterThan(0);
    },
  );
});

/**
 * The app's Redis client connects in the background and the limiter fails open until it does; wait (bounded)
 * until a request from a throwaway address is counted (x-ratelimit-remaining = max - 1).
 */
async function waitUntilCountingInRedis(app: FastifyInstance) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await app.inject({
      ...post({ message: 'probe' }),
      remoteAddress: freshAddress(),
    });
    if (response.headers['x-ratelimit-remaining'] === '1') return;
    if (Date.now() > deadline) throw new Error('The app never counted a request in Redis');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
