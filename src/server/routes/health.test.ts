// GET /api/health answers 200 {status:'ok', db:'up'} while the database answers, 503 when it does not;
// /api/health/ready adds Redis (when configured) and the drain; /api/health/live only says the process answers.
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { forEachDatabase, testConfig } from '../test/test-app';

forEachDatabase('GET /api/health', (context) => {
  /** An app whose database never answers its ping (the real outage is in db/postgres-outage.test.ts). */
  const appWithDatabaseDown = () =>
    buildApp({
      config: testConfig(),
      database: {
        ...context.database,
        ping: () => Promise.resolve(false),
        close: () => Promise.resolve(),
      },
    });

  it('answers 200 with the database up, as JSON that is never cached', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('runs on the database kind of this block', () => {
    expect(context.app.database.kind).toBe(context.kind);
  });

  it('answers 503 {status:"degraded", db:"down"} while the database does not answer', async () => {
    // The real outage is in db/postgres-outage.test.ts; here only the answer's shape for a failed ping.
    const app = await appWithDatabaseDown();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      await app.close();
    }
  });

  it('is ready with the database up and no Redis configured, and alive', async () => {
    const ready = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: 'up', redis: 'not-configured' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
  });

  it('is not ready while Redis is configured but does not answer, yet stays alive', async () => {
    // A port nothing listens on.
    const app = await context.buildApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', db: 'up', redis: 'down' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('is ready with Redis answering (REDIS_URL)', async () => {
    const app = await context.buildApp({ env: { REDIS_URL: process.env.REDIS_URL } });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 'ready', db: 'up', redis: 'up' });
  });

  it('is not ready while the database does not answer, or while draining', async () => {
    const app = await appWithDatabaseDown();
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', db: 'down' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const draining = await context.buildApp();
    draining.lifecycle.draining = true;
    const answer = await draining.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'draining' });
  });
});
