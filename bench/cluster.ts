// Throughput of a cache-hit translation (POST /api/translate) through the loopback round-robin proxy with 1, 2
// and 3 production replicas on one PostgreSQL database and one Redis (ops/support/cluster.ts), and how many AI
// calls N identical translations arriving together make (single-flight across replicas: the answer must be 1).
// Beside each run it reads where the CPU went — each replica's process, the proxy (this process's main thread;
// the load generator runs in a worker thread) and Redis — so the figures can be turned into a prediction for a
// machine with more cores (docs/performance.md).
// Usage: npm run build && TEST_DATABASE_URL=… REDIS_URL=… npm run bench:cluster [-- --seconds 10 --connections 32]
// Traffic goes only to servers this script starts on 127.0.0.1; it stops by itself.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { clusterServices, startCluster, type Cluster } from '../ops/support/cluster';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    identical: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const identical = Number(values.identical);

/** A Redis database no test suite uses (the cluster suite has 14, the fault suite 0, 13 and 15). */
const BENCH_REDIS_DATABASE = 12;
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc's CPU times count hundredths of a second.

const translateBody = (inputText: string) =>
  JSON.stringify({
    inputText,
    sourceLanguage: 'standard_english',
    targetLanguage: 'gen_z_english',
    context: 'general',
  });

/** CPU seconds a process (or, with `thread`, one of its threads) has used. */
function cpuSeconds(pid: number, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  // The fields after the command name (which may hold spaces), from the state on: utime and stime are 12 and 13.
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const read = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return read('used_cpu_user') + read('used_cpu_sys');
}

interface CpuReading {
  replicas: number;
  proxy: number;
  redis: number;
}

async function readCpu(cluster: Cluster, redis: Redis): Promise<CpuReading> {
  return {
    replicas: cluster.replicas.reduce((sum, replica) => sum + cpuSeconds(replica.pid), 0),
    proxy: cpuSeconds(process.pid, process.pid),
    redis: await redisCpuSeconds(redis),
  };
}

async function load(url: string, duration: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    // The load generator in a thread of its own, so this process's main thread is the proxy's alone.
    workers: 1,
    requests: [
      {
        method: 'POST',
        path: '/api/translate',
        headers: { 'content-type': 'application/json' },
        body: translateBody('that party was really great, I am not lying'),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** `identical` requests for one new text, all at once through the proxy: the AI calls they made. */
async function singleFlight(cluster: Cluster): Promise<{ calls: number; statuses: number[] }> {
  const text = `the concert last night was amazing ${Date.now()}`;
  const statuses = await Promise.all(
    Array.from({ length: identical }, async () => {
      const answer = await fetch(`${cluster.proxy.url}/api/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.proxy.url },
        body: translateBody(text),
      });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  return { calls: cluster.ai.callsFor(text), statuses };
}

const services = clusterServices();
if (!services) {
  console.error(
    'bench/cluster needs TEST_DATABASE_URL and REDIS_URL (a PostgreSQL server and a Redis).',
  );
  process.exit(1);
}
const redis = new Redis(services.redis, { maxRetriesPerRequest: 1 });
const rows: string[] = [];
let directRow = '';
let failed = false;
try {
  for (const replicaCount of [1, 2, 3]) {
    const cluster = await startCluster({
      replicas: replicaCount,
      label: 'bench',
      redisDatabase: BENCH_REDIS_DATABASE,
      // Long enough that the identical requests are all in flight together, as in the cluster suite.
      aiDelayMs: 300,
      env: {
        // The highest the config allows: a run sends a few tens of thousands a minute from one address.
        RATE_LIMIT_PER_MINUTE: '100000',
        TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      // Warm-up: the first request asks the AI provider and fills the shared tier; each replica then fills its
      // own memory tier, and the JIT warms up, before anything is counted.
      await load(cluster.proxy.url, 3);
      const before = await readCpu(cluster, redis);
      const callsBefore = cluster.ai.calls;
      const result = await load(cluster.proxy.url, seconds);
      const after = await readCpu(cluster, redis);
      const perRequest = (part: keyof CpuReading) =>
        ((after[part] - before[part]) * 1000) / result.total;
      if (replicaCount === 1) {
        // The same replica without the proxy: what the proxy's hop costs on this machine.
        const direct = await load(cluster.replicas[0]!.baseUrl, seconds);
        if (direct.failures) failed = true;
        directRow =
          `| 1, no proxy | ${Math.round(direct.rps)} | ${direct.p50} | ${direct.p99} | | | | | ` +
          `${direct.failures} |`;
        console.log(
          `1 replica without the proxy: ${Math.round(direct.rps)} req/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms`,
        );
      }
      const flight = await singleFlight(cluster);
      const ok =
        result.failures === 0 &&
        cluster.ai.calls === callsBefore + flight.calls &&
        flight.calls === 1 &&
        flight.statuses.every((status) => status === 200);
      if (!ok) failed = true;
      rows.push(
        `| ${replicaCount} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ` +
          `${perRequest('replicas').toFixed(3)} | ${perRequest('proxy').toFixed(3)} | ` +
          `${perRequest('redis').toFixed(3)} | ${flight.calls} of ${identical} | ` +
          `${result.failures} |`,
      );
      console.log(
        `${replicaCount} replica(s): ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `${result.total} requests, ${result.failures} failed; per request CPU ms: replicas ` +
          `${perRequest('replicas').toFixed(3)}, proxy ${perRequest('proxy').toFixed(3)}, redis ` +
          `${perRequest('redis').toFixed(3)}; ${identical} identical → ${flight.calls} AI call(s); ` +
          `served per replica ${cluster.proxy.served.join('/')}`,
      );
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await redis.quit();
}

console.log(
  `\nPOST /api/translate, cache hit, ${connections} connections, ${seconds} s, through the round-robin proxy:`,
);
console.log(
  '| replicas | req/s | p50 ms | p99 ms | replica CPU ms/req | proxy CPU ms/req | Redis CPU ms/req | AI calls for identical | failed |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of [directRow, ...rows]) console.log(row);
if (failed) {
  console.log('A request failed or the identical requests made more than one AI call.');
  process.exitCode = 1;
}
