// A PostgreSQL restart under signed-in writes: connections end while requests hold them, most inside an open
// transaction (the save route locks and inserts in one). A loopback proxy stands in for the restart, so the
// shared PostgreSQL is never touched. The process must survive (an unhandled 'error' from a checked-out client
// would fail this run), every write it acknowledged must be stored, and every failure must be a 503.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { userTranslations } from './schema';
import { createSignedInUser, cookieHeaders, type TestSession } from '../test/auth-helpers';
import { TcpProxy } from '../test/tcp-proxy';
import { JSON_HEADERS, postgresTestUrl, testConfig } from '../test/test-app';

const postgresUrl = postgresTestUrl();

describe.runIf(postgresUrl)(
  'PostgreSQL restarting during transactions (through a loopback proxy)',
  () => {
    const target = new URL(postgresUrl ?? 'postgres://127.0.0.1:5432/x');
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    let app: FastifyInstance;

    beforeAll(async () => {
      const viaProxy = new URL(postgresUrl!);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(await proxy.start());
      app = await buildApp({ config: testConfig({ DATABASE_URL: viaProxy.toString() }) });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await proxy.stop();
    });

    it('survives connections cut inside open transactions: no acknowledged write lost, failures are 503s, health recovers', async () => {
      const LOOPS = 4;
      const LOAD_MS = 3_000;
      const sessions: TestSession[] = [];
      for (let loop = 0; loop < LOOPS; loop++) {
        sessions.push(await createSignedInUser(app, { label: `restart-${loop}` }));
      }

      const acknowledged: string[] = [];
      const failures: { status: number; body: string }[] = [];
      let sent = 0;
      let stop = false;

      const saveLoop = async (session: TestSession, loop: number) => {
        for (let n = 0; !stop; n++) {
          sent++;
          const response = await app.inject({
            method: 'POST',
            url: '/api/translations/save',
            // A distinct client address per request: the save route's per-client limit is not under test.
            remoteAddress: `10.0.${loop}.${n % 250}`,
            headers: { ...JSON_HEADERS, ...cookieHeaders(session) },
            payload: JSON.stringify({
              inputText: `restart test ${loop}/${n}`,
              outputText: `restart test output ${loop}/${n}`,
              sourceLanguage: 'standard_english',
              targetLanguage: 'gen_z_english',
            }),
          });
          if (response.statusCode >= 200 && response.statusCode < 300) {
            acknowledged.push(response.json<{ id: string }>().id);
          } else {
            failures.push({ status: response.statusCode, body: response.body });
            // Give the pool a moment instead of spinning on refused connections.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };

      // The "restarts": every 400 ms, once transactions are open, reset every connection and refuse new ones
      // briefly, the way a fast restart does.
      let cuts = 0;
      let cutsInsideWork = 0;
      const restarts = (async () => {
        const started = Date.now();
        while (Date.now() - started < LOAD_MS - 600) {
          await new Promise((resolve) => setTimeout(resolve, 400));
          if (proxy.openConnections > 0) cutsInsideWork++;
          await proxy.stop();
          cuts++;
          await new Promise((resolve) => setTimeout(resolve, 100));
          await proxy.start();
        }
      })();

      const loops = sessions.map((session, loop) => saveLoop(session, loop));
      await restarts;
      // Let the load run on the recovered database for a moment, then end it.
      await new Promise((resolve) => setTimeout(resolve, 600));
      stop = true;
      await Promise.all(loops);

      expect(cuts).toBeGreaterThanOrEqual(3);
      expect(cutsInsideWork).toBeGreaterThan(0);
      expect(sent).toBe(acknowledged.length + failures.length);
      expect(acknowledged.length).toBeGreaterThan(0);
      // Each failure is a 503 in our error format, never a 500 (or a 401 from a session lookup that failed).
      for (const failure of failures) {
        expect(failure.status, failure.body).toBe(503);
        const body = JSON.parse(failure.body) as { error?: unknown; code?: unknown };
        expect(Object.keys(body).sort()).toEqual(['code', 'error', 'requestId']);
        expect(typeof body.error).toBe('string');
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
      }
      expect(failures.length).toBeGreaterThan(0);

      // Health comes back by itself.
      const deadline = Date.now() + 10_000;
      let health = await app.inject({ method: 'GET', url: '/api/health' });
      while (health.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        health = await app.inject({ method: 'GET', url: '/api/health' });
      }
      expect(health.statusCode).toBe(200);

      // Every acknowledged write is stored.
      const stored = await app.db
        .select({ id: userTranslations.id })
        .from(userTranslations)
        .where(inArray(userTranslations.id, acknowledged));
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      // No client is left checked out once the load is over: a leaked one shrinks the pool for good and
      // holds app.close() (pool.end) open.
      const pool = (app.db as unknown as { $client: { totalCount: number; idleCount: number } })
        .$client;
      expect(pool.totalCount).toBe(pool.idleCount);
    }, 20_000);
  },
);
