// Several production servers (dist/server) on one fresh PostgreSQL database and one Redis database, behind the
// round-robin proxy, with the fake AI provider: what `npm run test:cluster`, the fault suite and
// bench/cluster.ts run against. PostgreSQL and Redis come from TEST_DATABASE_URL and REDIS_URL.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startServer, type RunningServer } from '../../e2e/support/server';
import { startFakeAi, type FakeAi } from './fake-ai';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export interface Cluster {
  proxy: RoundRobinProxy;
  replicas: RunningServer[];
  /** The cluster's own database. */
  databaseUrl: string;
  /** The cluster's own Redis database (flushed at start). */
  redisUrl: string;
  ai: FakeAi;
  stop(): Promise<void>;
}

/** What the suites need from the machine; null when it lacks them (the suites say so and stop). */
export function clusterServices(): { postgres: string; redis: string } | null {
  const postgres = process.env.TEST_DATABASE_URL?.trim();
  const redis = process.env.REDIS_URL?.trim();
  return postgres && redis ? { postgres, redis } : null;
}

/** The same server with another database name / number. */
const withPath = (url: string, path: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${path}`;
  return parsed.toString();
};

/** A database of its own on the PostgreSQL server `adminUrl`; `drop` removes it (and its connections). */
export async function createScratchDatabase(adminUrl: string, label: string) {
  const name = `slangbridge_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withPath(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Empties Redis database `index` of the server `redisUrl` and returns its URL. */
export async function freshRedisDatabase(redisUrl: string, index: number): Promise<string> {
  const url = withPath(redisUrl, String(index));
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  await client.flushdb();
  await client.quit();
  return url;
}

/** Limits the suites do not test stay out of the way; the /v1 key limit (60 a minute) is kept. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  TRANSLATE_RATE_LIMIT_PER_MINUTE: '100000',
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
};

export async function startCluster(options: {
  replicas: number;
  label: string;
  /** Redis database number of the suite (each suite its own, flushed at start). */
  redisDatabase: number;
  env?: Record<string, string>;
  aiDelayMs?: number;
  /** Another Redis server than REDIS_URL's (the fault suite's own, which it stops and starts). */
  redisServer?: string;
}): Promise<Cluster> {
  const services = clusterServices();
  if (!services) throw new Error('startCluster needs TEST_DATABASE_URL and REDIS_URL');
  const database = await createScratchDatabase(services.postgres, options.label);
  const redisUrl = await freshRedisDatabase(
    options.redisServer ?? services.redis,
    options.redisDatabase,
  );
  const ai = await startFakeAi({ delayMs: options.aiDelayMs ?? 0 });
  const ports = await Promise.all(Array.from({ length: options.replicas }, () => freePort()));
  // The balancer leaves out a replica that is not ready (draining before a shutdown), as a deployment's does.
  const proxy = await startRoundRobinProxy(
    ports.map((port) => `http://127.0.0.1:${port}`),
    { readinessPath: '/api/health/ready' },
  );
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    LLM_BASE_URL: ai.baseUrl,
    LLM_MODEL: 'fake-model',
    // Origins and links name the address clients use: the balancer's.
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: '127.0.0.1',
    ...GENEROUS_LIMITS,
    ...options.env,
  };
  // All at once, as a deployment starts them: their migrations race, and must be applied once.
  const started = await Promise.allSettled(ports.map((port) => startServer(env, { port })));
  const replicas = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    replicas.forEach((replica) => replica.cleanup());
    await proxy.close();
    await ai.close();
    await database.drop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { proxy, replicas, databaseUrl: database.url, redisUrl, ai, stop };
}
