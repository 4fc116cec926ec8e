// Better Auth's state shared through Redis (issue 14 item 1): sessions cached in Redis beside the session table,
// sign-in limits counted once for every replica, and sign-in, sessions and sign-out still working while Redis is
// down (the database answers), with a deletion missed during the outage sent again once Redis is back.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import {
  cookieHeaders,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/auth-helpers';
import { JSON_HEADERS, onOneDatabase } from '../test/test-app';
import { createOutageLog } from '../redis/outage-log';
import type { SharedRedis } from '../redis/plugin';
import { createRedisSecondaryStorage } from './redis-storage';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.quit());

/** A client address of its own per test: the limits are per address, and Redis is shared with other files. */
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

const whoAmI = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

// Runs on one database: what is tested is the Redis tier in front of it.
onOneDatabase('Better Auth through Redis', (context) => {
  it.skipIf(!redisUrl)(
    'caches sessions in Redis, serves them on every replica and forgets them at sign-out',
    async () => {
      const first = await context.buildApp({ env: { REDIS_URL: redisUrl } });
      const second = await context.buildApp({ env: { REDIS_URL: redisUrl } });
      const session = await signUp(first);
      expect(await redis!.exists(`slangbridge:auth:${session.token}`)).toBe(1);

      const elsewhere = await whoAmI(second, session.cookie);
      expect(elsewhere.json<{ user: { email: string } }>().user.email).toBe(session.email);

      const signOut = await second.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...cookieHeaders(session), ...JSON_HEADERS },
        payload: '{}',
      });
      expect(signOut.statusCode).toBe(200);
      expect(await redis!.exists(`slangbridge:auth:${session.token}`)).toBe(0);
      expect((await whoAmI(first, session.cookie)).json()).toBeNull();
    },
  );

  it.skipIf(!redisUrl)('counts sign-in attempts once for every replica', async () => {
    const env = { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_MINUTE: '3' };
    const replicas = [await context.buildApp({ env }), await context.buildApp({ env })];
    const remoteAddress = address();
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await replicas[attempt % 2]!.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: JSON_HEADERS,
        remoteAddress,
        payload: { email, password: 'wrong password, surely' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('signs in, keeps sessions and signs out while Redis does not answer', async () => {
    // A port nothing listens on: every Redis command fails at once.
    const app = await context.buildApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const email = uniqueEmail('no-redis');
    const session = await signUp(app, { email });
    expect((await whoAmI(app, session.cookie)).json<{ user: { email: string } }>().user.email).toBe(
      email,
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...JSON_HEADERS, origin: TEST_ORIGIN },
      remoteAddress: address(),
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...cookieHeaders(session), ...JSON_HEADERS },
      payload: '{}',
    });
    expect(signOut.statusCode).toBe(200);
    expect((await whoAmI(app, session.cookie)).json()).toBeNull();
  });
});

it.skipIf(!redisUrl)(
  'sends a deletion missed during an outage once Redis answers again',
  async () => {
    const key = `session-${randomUUID()}`;
    await redis!.set(`slangbridge:auth:${key}`, 'cached');
    // A connection of its own that we can break and mend.
    const client = new Redis(redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise((resolve) => client.once('ready', resolve));
    const warned: string[] = [];
    const log = {
      warn: (_details: object, message: string) => void warned.push(message),
      info: () => undefined,
    } as unknown as FastifyBaseLogger; // only warn and info are called
    const outage = createOutageLog(log, 'sessions are read from the database');
    const shared = { client, outage, ready: true } as unknown as SharedRedis;
    const storage = createRedisSecondaryStorage(shared);
    client.disconnect(true);
    await storage.delete(key);
    expect(warned).toHaveLength(1);
    expect(await redis!.exists(`slangbridge:auth:${key}`)).toBe(1);
    await new Promise((resolve) => client.once('ready', resolve));
    const deadline = Date.now() + 3_000;
    while ((await redis!.exists(`slangbridge:auth:${key}`)) === 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await redis!.exists(`slangbridge:auth:${key}`)).toBe(0);
    await client.quit();
  },
);
