// Throughput and latency of POST /api/translate under concurrent load, per pipeline step: translation-memory
// hits, cache hits, and the built-in style engine (every request a new text, so every one misses the cache),
// each beside a bare Fastify JSON route (bench/bare-fastify.mjs) measured in the same run, as a ratio of it.
// Targets (issue 10): memory and cache hits ≥ 0.5 × the bare route with p99 ≤ 10 ms.
// Usage: npm run build && npm run bench:translate [-- --seconds 10 --connections 20]
// Traffic goes only to servers this script starts on 127.0.0.1; it stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

// The embedded database in dataDir, no Redis or AI provider, no translate limit in the way.
const serverEnv = (dataDir) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  LLM_BASE_URL: '',
  TRANSLATE_RATE_LIMIT_PER_MINUTE: '1000000',
});

const MEMORY_TEXT = 'see you at the function tonight';
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 10;

async function load(url, request, seconds = duration) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/translate',
        headers: { 'content-type': 'application/json' },
        ...request,
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) console.log(JSON.stringify(result.statusCodeStats));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  };
}

/** The bare route's numbers: its own process, the same load as the server gets. */
async function measureBare(request, seconds = duration, sameAnswer = undefined) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare-fastify.mjs', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(sameAnswer ? { BARE_ANSWER: JSON.stringify(sameAnswer) } : {}) },
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  try {
    return await load(`http://127.0.0.1:${port}`, request, seconds);
  } finally {
    await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-bench-'));
try {
  // First start creates and migrates the database; then one approved editor translation is added directly.
  await (await startServer(serverEnv(dataDir))).stop();
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await db.query(
    `insert into editor_translations (key_hash, target_style, source_text, final_output, status)
     values ($1, 'gen_z_english', $2, 'pull up to the function tonight, it''s gonna be lit', 'approved')`,
    [`gen_z_english|${MEMORY_TEXT}`, MEMORY_TEXT],
  );
  await db.close();

  // The bare route is measured before and after the server (the mean is the yardstick), so drift in the
  // machine's load during the run shows up in both; a short first run warms the load generator up.
  const bareBody = {
    body: JSON.stringify({
      inputText: 'that party was really great, I am not lying',
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
      context: 'general',
    }),
  };
  await measureBare(bareBody, 2);
  const bareBefore = await measureBare(bareBody);

  const server = await startServer(serverEnv(dataDir));
  const body = (inputText) =>
    JSON.stringify({
      inputText,
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
      context: 'general',
    });
  let counter = 0;
  const scenarios = [
    ['translation memory hit', { body: body(MEMORY_TEXT) }],
    ['cache hit', { body: body('that party was really great, I am not lying') }],
    [
      'built-in style engine (all misses)',
      {
        setupRequest: (request) => ({
          ...request,
          body: body(`that party was really great, I am not lying ${++counter}`),
        }),
      },
    ],
  ];
  const rows = [];
  // Each scenario is warmed up first: a fresh process's first seconds (JIT, connection set-up) would count
  // against whichever step ran first.
  for (const [name, request] of scenarios) {
    await load(server.url, request, 2);
    rows.push({ name, ...(await load(server.url, request)) });
  }
  // The cache hit's own answer, headers and bytes, for a second yardstick: a bare route sending exactly that.
  const hit = await fetch(`${server.url}/api/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body('that party was really great, I am not lying'),
  });
  const sameAnswer = {
    headers: Object.fromEntries(
      [...hit.headers].filter(
        ([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name),
      ),
    ),
    body: await hit.text(),
  };
  await server.stop();
  const bareAfter = await measureBare(bareBody);
  await measureBare(bareBody, 2, sameAnswer);
  const bareSame = await measureBare(bareBody, duration, sameAnswer);
  const bare = {
    rps: (bareBefore.rps + bareAfter.rps) / 2,
    p50: Math.max(bareBefore.p50, bareAfter.p50),
    p99: Math.max(bareBefore.p99, bareAfter.p99),
    total: bareBefore.total + bareAfter.total,
    failures: bareBefore.failures + bareAfter.failures,
  };
  console.log(
    `\nbare Fastify JSON route: ${Math.round(bareBefore.rps)} req/s before the server, ${Math.round(bareAfter.rps)} after`,
  );

  console.log(
    `POST /api/translate, ${connections} connections, ${duration} s each (no AI provider), beside a bare Fastify JSON route:`,
  );
  const line = (name, row, ratio) =>
    `  ${name.padEnd(36)} ${String(Math.round(row.rps)).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   ${ratio}(${row.total} requests, ${row.failures} failed)`;
  console.log(line('bare Fastify JSON route (mean)', bare, '1.00 ×   '));
  for (const row of rows) {
    console.log(line(row.name, row, `${(row.rps / bare.rps).toFixed(2)} ×   `));
  }
  console.log(
    line(
      'bare route, the cache hit’s own answer',
      bareSame,
      `${(bareSame.rps / bare.rps).toFixed(2)} ×   `,
    ),
  );
  console.log(
    `  cache hit vs a bare route sending the same ${Buffer.byteLength(sameAnswer.body)}-byte answer and ${Object.keys(sameAnswer.headers).length} headers: ${(rows[1].rps / bareSame.rps).toFixed(2)} ×`,
  );
  for (const row of rows.slice(0, 2)) {
    const ok = row.rps / bare.rps >= TARGET_RATIO && row.p99 <= TARGET_P99_MS;
    console.log(
      `  ${row.name}: ${(row.rps / bare.rps).toFixed(2)} × the bare route (target ≥ ${TARGET_RATIO}), p99 ${row.p99} ms (target ≤ ${TARGET_P99_MS} ms): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  const [memory, cache] = rows;
  console.log(
    `  memory hit vs cache hit: ${(memory.rps / cache.rps).toFixed(2)} × (target ≥ 1, within noise)`,
  );
  if (rows.some((row) => row.failures > 0) || bare.failures > 0 || bareSame.failures > 0)
    process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
