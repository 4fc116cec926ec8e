// Throughput and latency of POST /api/translate under concurrent load, per pipeline step: translation-memory
// hits, cache hits, and the built-in style engine (every request a new text, so every one misses the cache).
// Usage: npm run build && npm run bench:translate [-- --seconds 10 --connections 20]
// Traffic goes only to a server this script starts on 127.0.0.1; it stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
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
  for (const [name, request] of scenarios) {
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
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
    if (failures > 0) console.log(name, JSON.stringify(result.statusCodeStats));
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      failures,
    });
  }
  await server.stop();

  console.log(
    `\nPOST /api/translate, ${connections} connections, ${duration} s each (no AI provider):`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(36)} ${String(Math.round(row.rps)).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   (${row.total} requests, ${row.failures} failed)`,
    );
  }
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
