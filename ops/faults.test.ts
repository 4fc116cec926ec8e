// `npm run test:faults` (issue 14 item 3): the promises a deployment relies on, checked under load against
// production servers.
// - PostgreSQL restarted (pg_ctlcluster … restart -m fast) under a bounded load of saved translations and slang
//   submissions: every write answered 2xx is in the database afterwards, and the servers recover by themselves.
// - Redis stopped and started again under load: no 5xx at all, no write lost, one warning per outage.
// - SIGTERM to one replica under 50 connections of load through the balancer: no request dropped (each answered;
//   a 503 would be a refusal before the request was accepted).
// - The AI provider slow, failing or answering garbage: an answer or a clear 503 within the deadline.
// Each prints its figures.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { clusterServices, startCluster, type Cluster } from './support/cluster';
import { startFakeAi, type FakeAi } from './support/fake-ai';
import { call, signUp, type Answer } from './support/http';
import { startPrivateRedis, type PrivateRedis } from './support/redis-server';

const services = clusterServices();
const PASSWORD = 'a long fault-suite password';
const TRANSLATE = {
  inputText: 'that party was really great',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

/** What a load run saw: statuses, errors by code, and the ids of acknowledged writes. */
class Tally {
  sent = 0;
  readonly statuses = new Map<number, number>();
  readonly errors = new Map<string, number>();
  readonly saved: string[] = [];
  readonly submitted: string[] = [];

  count(answer: Answer) {
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
  }
  failed(error: unknown) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }
  get serverErrors() {
    return [...this.statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
  }
  describe() {
    const statuses = [...this.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    const errors = [...this.errors].map(([code, n]) => `${n} × ${code}`).join(', ');
    return `${this.sent} requests (${statuses}${errors ? `; ${errors}` : ''})`;
  }
}

/** A random client address for one request: per-client limits are not what these suites test. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Runs `loops` loops of `work` until `done()`; each loop waits for its last call. */
async function load(loops: number, done: () => boolean, work: (loop: number) => Promise<void>) {
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (!done()) await work(loop);
    }),
  );
}

/** The saves and submissions the fault runs write, counted in `tally`. */
function writer(base: string, origin: string, sessions: { cookie: string }[], tally: Tally) {
  return async (loop: number) => {
    tally.sent++;
    try {
      if (loop % 2 === 0) {
        const answer = await call<{ id: string }>(base, '/api/translations/save', {
          body: {
            inputText: `fault save ${randomUUID()}`,
            outputText: 'kept, no cap',
            sourceLanguage: 'standard_english',
            targetLanguage: 'gen_z_english',
          },
          cookie: sessions[loop % sessions.length]!.cookie,
          origin,
          forwardedFor: someClient(),
        });
        tally.count(answer);
        if (answer.status < 300) tally.saved.push(answer.body.id);
      } else {
        const answer = await call<{ id: string }>(base, '/api/slang-submissions', {
          body: {
            term: `faultterm${randomUUID().slice(0, 8)}`,
            meaning: 'a word from the fault suite',
          },
          origin,
          forwardedFor: someClient(),
        });
        tally.count(answer);
        if (answer.status < 300) tally.submitted.push(answer.body.id);
      }
    } catch (error) {
      tally.failed(error);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** How many of `ids` are rows of `table` in the database at `url`. */
async function stored(url: string, table: string, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from ${table} where id = any($1::uuid[])`,
      [ids],
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Acknowledged writes of `tally` that are not in the database at `url`. */
async function lostWrites(url: string, tally: Tally): Promise<number> {
  const saved = await stored(url, 'user_translations', tally.saved);
  const submitted = await stored(url, 'slang_suggestions', tally.submitted);
  return tally.saved.length - saved + (tally.submitted.length - submitted);
}

/** Polls until every replica is ready again (database and Redis answering); the milliseconds it took. */
async function readyAgain(cluster: Cluster, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answers = await Promise.all(
      cluster.replicas.map((replica) =>
        call(replica.baseUrl, '/api/health/ready').catch(() => ({ status: 0 })),
      ),
    );
    if (answers.every((answer) => answer.status === 200)) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error('The replicas did not become ready again');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!services)('Faults under load', () => {
  describe('PostgreSQL restarted under a write load', () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await startCluster({ replicas: 2, label: 'faults_pg', redisDatabase: 15 });
    }, 120_000);
    afterAll(() => cluster?.stop(), 60_000);

    it('keeps every acknowledged write and recovers by itself', async () => {
      const origin = cluster.proxy.url;
      const sessions = await Promise.all(
        [0, 1, 2].map(() => signUp(origin, origin, `faults-${randomUUID()}@example.com`, PASSWORD)),
      );
      const tally = new Tally();
      let stop = false;
      const running = load(6, () => stop, writer(origin, origin, sessions, tally));
      await sleep(1_500);
      const version = readdirSync('/etc/postgresql').sort().at(-1)!;
      const restartStarted = Date.now();
      await promisify(execFile)('pg_ctlcluster', [
        '--skip-systemctl-redirect',
        version,
        'main',
        'restart',
        '-m',
        'fast',
      ]);
      const restartMs = Date.now() - restartStarted;
      const recoveredMs = await readyAgain(cluster);
      // Writes go on after the restart: the pools reconnected by themselves.
      const acknowledgedBefore = tally.saved.length + tally.submitted.length;
      await sleep(1_500);
      stop = true;
      await running;
      const acknowledgedAfter = tally.saved.length + tally.submitted.length - acknowledgedBefore;

      const lost = await lostWrites(cluster.databaseUrl, tally);
      console.log(
        `faults: PostgreSQL restart (${restartMs} ms) under ${tally.describe()}; ` +
          `${tally.saved.length + tally.submitted.length} acknowledged writes, ${lost} lost; ` +
          `ready again ${recoveredMs} ms after the restart, ${acknowledgedAfter} writes acknowledged after it`,
      );
      expect(lost).toBe(0);
      expect(acknowledgedAfter).toBeGreaterThan(0);
      // Refused writes are 503s in the error format, never 500s.
      expect(tally.statuses.get(500) ?? 0).toBe(0);
      expect(
        [...tally.statuses.keys()].filter((status) => status >= 500 && status !== 503),
      ).toEqual([]);
    });
  });

  describe('Redis stopped and started again under load', () => {
    let cluster: Cluster;
    let redis: PrivateRedis;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      cluster = await startCluster({
        replicas: 2,
        label: 'faults_redis',
        redisDatabase: 0,
        redisServer: redis.url,
      });
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      await redis?.stop();
    }, 60_000);

    it('answers every request without a 5xx, loses no write and warns once per replica', async () => {
      const origin = cluster.proxy.url;
      const sessions = await Promise.all(
        [0, 1].map(() => signUp(origin, origin, `redis-${randomUUID()}@example.com`, PASSWORD)),
      );
      const tally = new Tally();
      const write = writer(origin, origin, sessions, tally);
      let stop = false;
      // Writes, rate-limited translations (Redis counts them) and session lookups, all at once.
      const running = load(
        6,
        () => stop,
        async (loop) => {
          if (loop < 2) return write(loop);
          tally.sent++;
          try {
            const answer =
              loop < 4
                ? await call(origin, '/api/translate', {
                    body: TRANSLATE,
                    forwardedFor: someClient(),
                  })
                : await call(origin, '/api/auth/get-session', {
                    cookie: sessions[loop % 2]!.cookie,
                  });
            tally.count(answer);
          } catch (error) {
            tally.failed(error);
          }
        },
      );
      await sleep(1_500);
      await redis.stop();
      await sleep(2_500);
      await redis.start();
      const recoveredMs = await readyAgain(cluster);
      await sleep(1_000);
      stop = true;
      await running;

      const lost = await lostWrites(cluster.databaseUrl, tally);
      const warnings = cluster.replicas.map(
        (replica) =>
          replica
            .output()
            .split('\n')
            .filter((line) => line.includes('Redis unavailable')).length,
      );
      console.log(
        `faults: Redis down for 2.5 s under ${tally.describe()}; ${tally.serverErrors} × 5xx; ` +
          `${tally.saved.length + tally.submitted.length} acknowledged writes, ${lost} lost; ` +
          `ready again ${recoveredMs} ms after Redis came back; outage warnings per replica: ${warnings.join(', ')}`,
      );
      expect(tally.serverErrors).toBe(0);
      expect(tally.errors.size).toBe(0);
      expect(lost).toBe(0);
      expect(warnings).toEqual(cluster.replicas.map(() => 1));
    });
  });
});

describe.skipIf(!services)('SIGTERM to a replica under 50 connections of load', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      replicas: 2,
      label: 'faults_sigterm',
      redisDatabase: 13,
      // The drain: readiness says 503 and answers close their connections, so the balancer (which asks every
      // 100 ms) stops sending before the replica stops listening.
      env: { SHUTDOWN_DRAIN_MS: '1500' },
    });
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('answers every request: none dropped while one replica shuts down', async () => {
    const url = new URL(cluster.proxy.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const payload = JSON.stringify(TRANSLATE);
    const statuses = new Map<number, number>();
    const dropped: string[] = [];
    let stop = false;
    const once = () =>
      new Promise<void>((resolve) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: '/api/translate',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              // The balancer's 502: a request a replica took and never answered.
              if (status === 502)
                dropped.push(`502 from replica ${String(response.headers['x-replica'])}`);
              resolve();
            });
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          dropped.push(`${error.code ?? ''} ${error.message}`);
          resolve();
        });
        request.end(payload);
      });
    const loops = Array.from({ length: 50 }, async () => {
      while (!stop) await once();
    });
    await sleep(1_000);
    const [leaving] = cluster.replicas;
    const servedBefore = [...cluster.proxy.served];
    process.kill(leaving!.pid, 'SIGTERM');
    await leaving!.exited;
    const servedAtExit = [...cluster.proxy.served];
    await sleep(1_000);
    stop = true;
    await Promise.all(loops);
    agent.destroy();
    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `faults: SIGTERM to replica 0 under 50 connections: ${answered} answered ` +
        `(${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}), ${dropped.length} dropped; ` +
        `replica 0 served ${servedAtExit[0]! - servedBefore[0]!} requests during its drain`,
    );
    expect(dropped).toEqual([]);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(servedBefore[0]).toBeGreaterThan(0);
    expect(cluster.proxy.served[1]! - servedAtExit[1]!).toBeGreaterThan(100);
  });
});

describe('An AI provider that is slow, failing or answering garbage', () => {
  const DEADLINE_MS = 2_000;
  let ai: FakeAi;
  let server: RunningServer;
  beforeAll(async () => {
    ai = await startFakeAi();
    server = await startServer({
      LLM_BASE_URL: ai.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: String(DEADLINE_MS),
      TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000000',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    await ai?.close();
  });

  it.each(['hang', 'error', 'garbage'] as const)(
    'answers within the deadline when the provider is %s: the built-in engine, or a clear 503',
    async (mode) => {
      ai.mode = mode;
      const timed = async (body: object) => {
        const started = Date.now();
        const answer = await call<{ engine?: string; code?: string; error?: string }>(
          server.baseUrl,
          '/api/translate',
          { body },
        );
        return { answer, ms: Date.now() - started };
      };
      const sameLanguage = await timed({
        ...TRANSLATE,
        inputText: `that was great ${mode} ${randomUUID()}`,
      });
      const crossLanguage = await timed({
        ...TRANSLATE,
        inputText: `that was great ${mode} ${randomUUID()}`,
        targetLanguage: 'french',
      });
      console.log(
        `faults: AI provider ${mode}: same language ${sameLanguage.answer.status} ` +
          `(${sameLanguage.answer.body.engine}) in ${sameLanguage.ms} ms; other language ` +
          `${crossLanguage.answer.status} (${crossLanguage.answer.body.code}) in ${crossLanguage.ms} ms`,
      );
      expect(sameLanguage.answer.status).toBe(200);
      expect(sameLanguage.answer.body.engine).toBe('style-engine');
      expect(crossLanguage.answer.status).toBe(503);
      expect(crossLanguage.answer.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(crossLanguage.answer.body.error).toMatch(/AI provider/);
      // The deadline covers the retry too; a little room for the machine.
      for (const { ms } of [sameLanguage, crossLanguage])
        expect(ms).toBeLessThan(DEADLINE_MS + 1_500);
    },
  );
});
