// Cost of the public API's key check, limiter and accounting (issue 13 item 6): POST /v1/translate on a cache hit
// beside POST /api/translate on the same cache hit, in the same run of the same server, alternated so drift in the
// machine's load shows up in both. Target: /v1 within 15 % of /api (the key check and the limiter cost ≤ 15 %).
// Usage: npm run build && node bench/v1-translate.mjs [--seconds 10 --connections 20 --postgres postgres://…]
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
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
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

/** Both calls on a cache hit, alternated, against the server at `url` whose key `secret` is stored. */
async function compare(kind, url, secret) {
  const app = {
    name: 'POST /api/translate (cache hit)',
    path: '/api/translate',
    headers: {},
    body: JSON.stringify({
      inputText: TEXT,
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
    }),
  };
  const v1 = {
    name: 'POST /v1/translate (cache hit)',
    path: '/v1/translate',
    headers: { authorization: `Bearer ${secret}` },
    body: JSON.stringify({ from: 'standard_english', to: 'gen_z_english', text: TEXT }),
  };
  const results = new Map([
    [app, []],
    [v1, []],
  ]);
  // Warm-up (JIT, the cache entry, the connections), then alternate.
  for (const scenario of [app, v1]) {
    await load(url, scenario.path, scenario.headers, scenario.body, 2);
  }
  for (let round = 0; round < rounds; round++) {
    for (const scenario of round % 2 ? [v1, app] : [app, v1]) {
      results.get(scenario).push(await load(url, scenario.path, scenario.headers, scenario.body));
    }
  }

  const summary = (runs) => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  });
  const base = summary(results.get(app));
  const api = summary(results.get(v1));
  console.log(
    `\n${kind}: ${connections} connections, ${rounds} × ${duration} s each, no AI provider:`,
  );
  for (const [scenario, row] of [
    [app, base],
    [v1, api],
  ]) {
    console.log(
      `  ${scenario.name.padEnd(34)} ${String(Math.round(row.rps)).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   (${row.total} requests, ${row.failures} failed)`,
    );
  }
  const overhead = 1 - api.rps / base.rps;
  console.log(
    `  /v1 costs ${(overhead * 100).toFixed(1)} % of /api's throughput (target ≤ ${TARGET_OVERHEAD * 100} %): ${overhead <= TARGET_OVERHEAD ? 'met' : 'NOT met'}`,
  );
  return base.failures === 0 && api.failures === 0;
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
