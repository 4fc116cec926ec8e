// PostgreSQL outage resilience: with a loopback proxy between the pool and the server we cut every connection
// and refuse new ones, or silently drop every byte (the shared PostgreSQL itself is never restarted), and check
// that the app answers 503 meanwhile (promptly, never hanging), does not crash, and recovers by itself.
import { createServer, connect, type AddressInfo, type Server } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from './client';
import { feedback } from './schema';
import { TcpProxy } from '../test/tcp-proxy';
import { errorBodyOf, JSON_HEADERS, postgresTestUrl, testConfig } from '../test/test-app';

const postgresUrl = postgresTestUrl();

// Always runs: the fault-injection tool itself must do what the outage test relies on.
describe('TcpProxy', () => {
  let echo: Server;
  let echoPort: number;
  beforeAll(async () => {
    echo = createServer((socket) => {
      socket.on('error', () => undefined); // the proxy resets its side on stop()
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    echoPort = (echo.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

  const roundTrip = (port: number, text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString());
      });
      socket.once('error', reject);
    });

  it('forwards, cuts open connections and refuses new ones when stopped, and comes back on the same port', async () => {
    const proxy = new TcpProxy('127.0.0.1', echoPort);
    const port = await proxy.start();
    try {
      expect(await roundTrip(port, 'hello')).toBe('hello');

      const held = connect(port, '127.0.0.1');
      await new Promise((resolve) => held.once('connect', resolve));
      const heldClosed = new Promise((resolve) => held.once('close', resolve));
      held.on('error', () => undefined);
      await proxy.stop();
      await heldClosed;
      expect(proxy.listening).toBe(false);
      await expect(roundTrip(port, 'nobody home')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      expect(await proxy.start()).toBe(port);
      expect(await roundTrip(port, 'back')).toBe('back');
      expect(proxy.accepted).toBe(3);
    } finally {
      await proxy.stop();
    }
  });
});

describe.runIf(postgresUrl)('PostgreSQL outage (through a loopback proxy)', () => {
  const target = new URL(postgresUrl ?? 'postgres://127.0.0.1:5432/x');
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  let app: FastifyInstance;

  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const postFeedback = (message: string) =>
    app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ message }),
    });

  beforeAll(async () => {
    const port = await proxy.start();
    const viaProxy = new URL(postgresUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    // The app opens (and owns) its own pool through the proxy, exactly as in production.
    app = await buildApp({
      config: testConfig({ DATABASE_URL: viaProxy.toString(), RATE_LIMIT_PER_MINUTE: '1000' }),
    });
    app.get('/api/test/slow', async () => {
      await app.db.execute(sql`select pg_sleep(3)`);
      return { done: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy.stop();
  });
  afterEach(async () => {
    // Every test leaves the database reachable for the next one.
    if (!proxy.listening) await proxy.start();
  });

  it('answers 503 while PostgreSQL is unreachable and recovers by itself when it is back', async () => {
    expect(app.database.kind).toBe('postgres');
    expect((await health()).statusCode).toBe(200);
    // Leave idle pooled connections behind, so the outage also kills connections the pool holds.
    const before = await Promise.all([
      postFeedback('before 1'),
      postFeedback('before 2'),
      health(),
    ]);
    expect(before.map((r) => r.statusCode)).toEqual([201, 201, 200]);
    expect(proxy.openConnections).toBeGreaterThan(0);

    await proxy.stop();

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', db: 'down' });

    const write = await postFeedback('during the outage');
    expect(write.statusCode).toBe(503);
    expect(errorBodyOf(write)).toEqual({
      error: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(write.headers['retry-after']).toBe('5');
    // Still down a moment later: no half-recovered state, no crash (an unhandled pool 'error' would fail the run).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await health()).statusCode).toBe(503);

    await proxy.start();
    const recoveredAfter = await pollUntil(async () => (await health()).statusCode === 200, 10_000);
    expect(recoveredAfter).toBeLessThan(10_000);
    expect((await health()).json()).toEqual({ status: 'ok', db: 'up' });

    const after = await postFeedback('after the outage');
    expect(after.statusCode).toBe(201);
    const [row] = await app.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, after.json<{ id: string }>().id));
    expect(row?.message).toBe('after the outage');
  });

  it('answers 503 (not a hang, not a 500) for a query in flight when the connection drops', async () => {
    const slow = app.inject({ method: 'GET', url: '/api/test/slow' });
    // Wait until the query is on the wire, then cut.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await proxy.stop();
    const response = await slow;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2_000);

    await proxy.start();
    await pollUntil(async () => (await health()).statusCode === 200, 10_000);
  });

  it('survives repeated outages', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await postFeedback(`round ${round}`)).statusCode).toBe(201);
      await proxy.stop();
      expect((await health()).statusCode).toBe(503);
      await proxy.start();
      await pollUntil(async () => (await health()).statusCode === 200, 10_000);
    }
  });
});

describe.runIf(postgresUrl)('PostgreSQL behind a silent network partition', () => {
  it('answers 503 within its deadlines while packets are dropped (no hang), and recovers', async () => {
    const target = new URL(postgresUrl!);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(postgresUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await proxy.start());
    // Short deadlines keep the test fast; production uses QUERY_TIMEOUT_MS and PING_TIMEOUT_MS.
    const database = await openDatabase({
      url: viaProxy.toString(),
      dataDir: 'memory://',
      queryTimeoutMs: 1_000,
      pingTimeoutMs: 800,
    });
    const app = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '1000' }), database });
    const timed = async (request: InjectOptions) => {
      const started = Date.now();
      const response = await app.inject(request);
      return { response, ms: Date.now() - started };
    };
    const postFeedback = (message: string) =>
      timed({
        method: 'POST',
        url: '/api/feedback',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ message }),
      });
    try {
      expect((await postFeedback('before the partition')).response.statusCode).toBe(201);
      expect((await timed({ method: 'GET', url: '/api/health' })).response.statusCode).toBe(200);

      proxy.dropping = true;
      const health = await timed({ method: 'GET', url: '/api/health' });
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({ status: 'degraded', db: 'down' });
      expect(health.ms).toBeLessThan(2_000);

      // On a pooled connection the query timeout fires; on a new one the connect timeout (3 s) does.
      const write = await postFeedback('during the partition');
      expect(write.response.statusCode).toBe(503);
      expect(write.response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(write.ms).toBeLessThan(5_000);

      proxy.dropping = false;
      await pollUntil(
        async () =>
          (await timed({ method: 'GET', url: '/api/health' })).response.statusCode === 200,
        10_000,
      );
      expect((await postFeedback('after the partition')).response.statusCode).toBe(201);
    } finally {
      await app.close();
      await database.close();
      await proxy.stop();
    }
  });
});

/** Polls `check` every 100 ms until it is true; returns the time it took, throws after `timeoutMs`. */
async function pollUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Not recovered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
