// GET /api/health answers 200 {status:'ok', db:'up'} while the database answers, 503 when it does not.
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { forEachDatabase, testConfig } from '../test/test-app';

forEachDatabase('GET /api/health', (context) => {
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
    const app = await buildApp({
      config: testConfig(),
      database: {
        ...context.database,
        ping: () => Promise.resolve(false),
        close: () => Promise.resolve(),
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      await app.close();
    }
  });
});
