// Cost of the public API's key check, limiter and accounting (issue 13 item 6): POST /v1/translate on a cache hit
// beside POST /api/translate on the same cache hit, in the same run of the same server, alternated so drift in the
// machine's load shows up in all of them. Target: the key check and the limiter cost ≤ 15 %, measured with
// `saveToHistory: false`; the same call saved to history (the default) is measured too, and the difference is the
// row each call writes to its owner's history.
// Usage: npm run build && node bench/v1-translate.mjs [--seconds 6 --rounds 4 --connections 20 --postgres postgres://…]
// Traffic goes only to a server this script starts on 127.0.0.1; it stops by itself.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { withScratchPostgres } from './scratch-postgres.mjs';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '4' },
    // A PostgreSQL server to run the comparison on as well (a database is created there and dropped).
    postgres: { type: 'string' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const TARGET_OVERHEAD = 0.15;

// No Redis or AI provider, and no limit in the way of the load (the limiters still run).
const serverEnv = (database) => ({
  ...database,
  REDIS_URL: '',
  LLM_BASE_URL: '',
  TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000000',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  API_DAILY_CHAR_LIMIT: '1000000000',
});

const TEXT = 'that party was really great, I am not lying';

/** A key of the shape the dashboard issues (sb_ + 64 letters), stored as its SHA-256 like the api-key plugin. */
function newApiKey() {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return 'sb_' + Array.from(randomBytes(64), (byte) => letters[byte % letters.length]).join('');
}

async function load(url, path, headers, body, seconds = duration) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      { method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, body },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) console.log(path, JSON.stringify(result.statusCodeStats));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  };
}

/** The median of `values`. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The three calls on a cache hit, alternated, against the server at `url` whose key `secret` is stored. */
async function compare(kind, url, secret) {
  const v1Body = { from: 'standard_english', to: 'gen_z_english', text: TEXT };
  const app = {
    name: 'POST /api/translate',
    path: '/api/translate',
    headers: {},
    body: JSON.stringify({
      inputText: TEXT,
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
    }),
  };
  const unsaved = {
    name: 'POST /v1/translate, not saved',
    path: '/v1/translate',
    headers: { authorization: `Bearer ${secret}` },
    body: JSON.stringify({ ...v1Body, saveToHistory: false }),
  };
  const saved = {
    name: 'POST /v1/translate, saved',
    path: '/v1/translate',
    headers: { authorization: `Bearer ${secret}` },
    body: JSON.stringify(v1Body),
  };
  const scenarios = [app, unsaved, saved];
  const results = new Map(scenarios.map((scenario) => [scenario, []]));
  // Warm-up (JIT, the cache entry, the connections), then alternate, each round in another order.
  for (const scenario of scenarios) {
    await load(url, scenario.path, scenario.headers, scenario.body, 2);
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...scenarios].reverse() : scenarios;
    for (const scenario of order) {
      results.get(scenario).push(await load(url, scenario.path, scenario.headers, scenario.body));
    }
  }

  // Medians: one round disturbed by the rest of the machine does not move them.
  const summary = (runs) => ({
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  });
  const rows = new Map(scenarios.map((scenario) => [scenario, summary(results.get(scenario))]));
  console.log(
    `\n${kind}: ${connections} connections, ${rounds} × ${duration} s each (medians), no AI provider, cache hits:`,
  );
  for (const [scenario, row] of rows) {
    console.log(
      `  ${scenario.name.padEnd(30)} ${String(Math.round(row.rps)).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   (${row.total} requests, ${row.failures} failed)`,
    );
  }
  const base = rows.get(app).rps;
  const keyAndLimiter = 1 - rows.get(unsaved).rps / base;
  const historyRow = (rows.get(unsaved).rps - rows.get(saved).rps) / base;
  console.log(
    `  key check, limiter and counters: ${(keyAndLimiter * 100).toFixed(1)} % of /api's throughput (target ≤ ${TARGET_OVERHEAD * 100} %): ${keyAndLimiter <= TARGET_OVERHEAD ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  the history row of each saved call: ${(historyRow * 100).toFixed(1)} % more (saved calls: ${((1 - rows.get(saved).rps / base) * 100).toFixed(1)} % in all)`,
  );
  return [...rows.values()].every((row) => row.failures === 0);
}

/** The key row the dashboard would create for `secret` (hashed like the api-key plugin). */
const KEY_ROWS = [
  `insert into "user" (id, name, email) values ('bench-user', 'Bench', 'bench@example.com')`,
  `insert into apikey (id, name, start, prefix, reference_id, key) values ('bench-key', 'Bench', $1, 'sb_', 'bench-user', $2)`,
];
const keyParams = (secret) => [
  secret.slice(0, 10),
  createHash('sha256').update(secret).digest('base64url'),
];

/**
 * Migrates the database `database` names (a first start), stores the bench key through `addKey`, then compares
 * both calls on a second start.
 */
async function benchOn(kind, database, addKey) {
  await (await startServer(serverEnv(database))).stop();
  const secret = newApiKey();
  await addKey(secret);
  const server = await startServer(serverEnv(database));
  try {
    return await compare(kind, server.url, secret);
  } finally {
    await server.stop();
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-bench-v1-'));
  try {
    return await benchOn(
      'Embedded database (PGlite)',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      async (secret) => {
        // The embedded database opens in one process at a time: between the two starts.
        const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
        await db.query(KEY_ROWS[0]);
        await db.query(KEY_ROWS[1], keyParams(secret));
        await db.close();
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchPostgres(adminUrl) {
  return withScratchPostgres(adminUrl, 'slangbridge_bench_v1', (url) =>
    benchOn('PostgreSQL', { DATABASE_URL: url }, async (secret) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(KEY_ROWS[0]);
      await client.query(KEY_ROWS[1], keyParams(secret));
      await client.end();
    }),
  );
}

const results = [await benchPglite()];
if (values.postgres) results.push(await benchPostgres(values.postgres));
process.exit(results.every(Boolean) ? 0 : 1);
