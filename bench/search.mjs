// GET /api/search with 100,000 generated terms on top of the built-in dictionary: latency (p50, p99) and
// throughput through the whole server, beside the bare trigram SQL query on the same data in the same run, on
// the embedded database (PGlite) and on PostgreSQL. Target: p99 ≤ 20 ms (one client at a time: the latency a
// person typing sees) and ≥ 0.5 × the bare query's rate (under --connections concurrent clients).
// Usage: npm run build && npm run bench:search [-- --seconds 10 --connections 10 --terms 100000
//        --postgres postgres://postgres@127.0.0.1:5432/postgres]   (--postgres "" skips PostgreSQL)
// Traffic goes only to a server this script starts on 127.0.0.1; it stops by itself. The PostgreSQL run uses a
// database it creates and drops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import autocannon from 'autocannon';
import pg from 'pg';
import { withScratchPostgres } from './scratch-postgres.mjs';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    terms: { type: 'string', default: '100000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const termCount = Number(values.terms);

/** What people type: exact terms, prefixes, typos, accents left out, phrases, and misses. */
const QUERIES = [
  'rizz',
  'rizzz',
  'bussn',
  'no kap',
  'lowkey',
  'brb',
  'que pasada',
  'shaku maku',
  'slay',
  'goat',
  'sus',
  'delulu',
  'gyatt',
  'touch gras',
  'che boludo',
  'ngl',
  'vibe chek',
  'mid',
  'aura',
  'bet',
  'kalu',
  'zexo',
  'mabi',
  'tosu',
  'qqqzz',
  'hella',
  'finna',
  'simp',
  'ate',
  'glow up',
];

// The search's SQL, as the server runs it (src/server/dictionary/terms.ts), for the bare comparison.
const BARE_SQL = `
  select t.term, t.slug, t.meaning, t.context, t.country, t.category
  from slang_terms t
  where t.deleted_at is null
    and (t.term_key like replace(replace(slang_fold($1), '\\', '\\\\'), '%', '\\%') || '%'
         or t.alt_key like replace(replace(slang_fold($1), '\\', '\\\\'), '%', '\\%') || '%'
         or t.term_key % slang_fold($1) or t.alt_key % slang_fold($1) or t.slug = $2)
  order by
    case when t.term_key = slang_fold($1) or t.alt_key = slang_fold($1) or t.slug = $2 then 0
         when t.term_key like replace(replace(slang_fold($1), '\\', '\\\\'), '%', '\\%') || '%'
           or t.alt_key like replace(replace(slang_fold($1), '\\', '\\\\'), '%', '\\%') || '%' then 1
         else 2 end,
    greatest(similarity(t.term_key, slang_fold($1)), coalesce(similarity(t.alt_key, slang_fold($1)), 0)) desc,
    length(t.term_key), t.term_key
  limit 20`;
const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

// Pseudo-words built from md5 digits as consonant-vowel syllables ('rocokt', 'terauak ukblni'): a spread of
// trigrams like a real vocabulary's (a small alphabet would make every trigram match thousands of terms).
const GENERATE_SQL = `
  insert into slang_terms (slug, term, meaning, language, source)
  select 'gen-' || i,
         w || case when i % 3 = 0 then ' ' || substr(w2, 1, 3 + i % 4) else '' end,
         'Generated meaning number ' || i, 'us_english', 'admin'
  from (
    select i,
      translate(substr(h, 1, 1), '0123456789abcdef', 'bcdfghjklmnprstv')
        || translate(substr(h, 2, 1), '0123456789abcdef', 'aeiouaeiouyaeiou')
        || translate(substr(h, 3, 1), '0123456789abcdef', 'bcdfghjklmnprstv')
        || translate(substr(h, 4, 1), '0123456789abcdef', 'aeiouaeiouyaeiou')
        || substr(translate(substr(h, 5, 4), '0123456789abcdef', 'rstlnmzkaeioubdg'), 1, i % 5) as w,
      translate(substr(h, 9, 6), '0123456789abcdef', 'aeioubcdfghklmnp') as w2
    from (select i, md5(i::text) as h from generate_series(1, ${termCount}) as i) as hashes
  ) as words
  on conflict do nothing`;

// No Redis or AI provider (a miss must not wait for a guess), no search limit in the way.
const serverEnv = (env) => ({
  REDIS_URL: '',
  LLM_BASE_URL: '',
  SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
  ...env,
});

async function loadServer(url, clients = connections) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: clients,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/search?q=${encodeURIComponent(QUERIES[next++ % QUERIES.length])}`,
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `query` for `duration` seconds from `workers` concurrent loops: rate and latency. */
async function loadBare(query, workers) {
  const latencies = [];
  const end = performance.now() + duration * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const text = QUERIES[next++ % QUERIES.length];
        const started = performance.now();
        await query(text, slugOf(text));
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const line = (label, result) =>
  `  ${label.padEnd(34)} ${result.rate.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50)}   p99 ${ms(result.p99)}`;

/** The bare query, one client at a time (latency) and concurrently (throughput). */
async function measureBare(query) {
  await loadBare(query, 1); // warm-up
  return { one: await loadBare(query, 1), many: await loadBare(query, connections) };
}

/** Measures the server like the bare query, and compares them. */
async function measure(kind, serverUrl, bare) {
  await loadServer(serverUrl); // warm-up
  const serverOne = await loadServer(serverUrl, 1);
  const serverMany = await loadServer(serverUrl);
  const { one: bareOne, many: bareMany } = bare;
  const ratio = serverMany.rate / bareMany.rate;
  const ok = serverOne.p99 <= 20 && ratio >= 0.5;
  console.log(
    `\n${kind} — ${termCount.toLocaleString('en-US')} generated terms + the built-in dictionary`,
  );
  console.log(line('GET /api/search, 1 client', serverOne));
  console.log(line(`GET /api/search, ${connections} clients`, serverMany));
  console.log(line('bare SQL query, 1 client', bareOne));
  console.log(line(`bare SQL query, ${connections} clients`, bareMany));
  console.log(
    `  p99 ${ms(serverOne.p99)} (target ≤ 20 ms), ${ratio.toFixed(2)} × the bare rate (target ≥ 0.5): ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-bench-search-'));
  try {
    await (await startServer(serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }))).stop();
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
    const started = performance.now();
    await db.query(GENERATE_SQL);
    await db.query('analyze slang_terms');
    console.log(
      `PGlite: ${termCount} terms generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The embedded database opens in one process at a time: the bare query runs here, before the server starts.
    const bare = await measureBare((text, slug) => db.query(BARE_SQL, [text, slug]));
    await db.close();
    const server = await startServer(serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    try {
      return await measure('Embedded database (PGlite)', server.url, bare);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchPostgres(adminUrl) {
  return withScratchPostgres(adminUrl, 'slangbridge_bench', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: connections });
    try {
      await (await startServer(serverEnv({ DATABASE_URL: url }))).stop();
      const started = performance.now();
      await pool.query(GENERATE_SQL);
      await pool.query('analyze slang_terms');
      console.log(
        `PostgreSQL: ${termCount} terms generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const server = await startServer(serverEnv({ DATABASE_URL: url }));
      try {
        const bare = await measureBare((text, slug) => pool.query(BARE_SQL, [text, slug]));
        return await measure('PostgreSQL', server.url, bare);
      } finally {
        await server.stop();
      }
    } finally {
      await pool.end();
    }
  });
}

const results = [await benchPglite()];
if (values.postgres) results.push(await benchPostgres(values.postgres));
process.exit(results.every(Boolean) ? 0 : 1);
