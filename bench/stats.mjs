// GET /api/flashcards/stats at 100,000 review logs for one account (issue 29 item 6): p50, p95 and p99 of the whole
// endpoint (HTTP, session, validation, the three SQL aggregations, serialization), one request at a time, on the
// embedded database (PGlite) and on PostgreSQL. Target: p95 ≤ 50 ms on both. Then what the statistics cost the
// writes: the median time of one review log's insert with the triggers that count it per quarter hour
// (review_log_buckets) and with them disabled.
// Usage: npm run bench:stats [-- --logs 100000 --others 100000 --requests 300 --inserts 200
//        --postgres postgres://postgres@127.0.0.1:5432/postgres]   (--postgres "" skips PostgreSQL)
// The app runs in this process from the sources (tsx: no build needed) on 127.0.0.1; the learner's year is
// generated in SQL (through the triggers, as an import would write it): logs in two half-hour sessions on each of
// the last 365 days, in every state, 2,000 scheduled cards due from 20 days ago to 70 days ahead, and other
// accounts' logs beside them so the queries have to pick the learner's. The PostgreSQL run uses a database it
// creates and drops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { user } from '../src/server/db/schema.ts';
import { withLearnerApp } from './learner-app.mjs';
import { withScratchPostgres } from './scratch-postgres.mjs';

const { values } = parseArgs({
  options: {
    logs: { type: 'string', default: '100000' },
    others: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    inserts: { type: 'string', default: '200' },
    tz: { type: 'string', default: 'America/New_York' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const logCount = Number(values.logs);
const otherLogCount = Number(values.others);
const requestCount = Number(values.requests);
const insertCount = Number(values.inserts);
const TARGET_P95_MS = 50;
const LEARNER = 'bench-stats-learner';
const OTHER_ACCOUNTS = 100;
const CARDS = 2000;

const logsSql = (userId, count, cardPrefix) => `
  insert into review_logs (user_id, deck_id, card_key, rating, state, due, stability, difficulty, elapsed_days,
                           last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
  select ${userId}, 'gen_z_english', '${cardPrefix}' || (i % ${CARDS}),
         case when i % 9 = 0 then 'again' else 'good' end,
         (array['new', 'learning', 'review', 'review', 'review', 'relearning'])[1 + i % 6],
         now() - (i % 300) * interval '1 hour', 3, 5, i % 45, 0, i % 45, 0,
         -- Two sessions a day (a morning and an evening half hour), every day of the last year but today.
         date_trunc('day', now()) - (1 + i % 365) * interval '1 day'
           + case when (i / 365) % 2 = 0 then interval '8 hours' else interval '20 hours' end
           + ((i / 730) % 30) * interval '1 minute'
  from generate_series(1, ${count}) as i`;

async function generate(db, { vacuum }) {
  const started = performance.now();
  await db.insert(user).values([
    { id: LEARNER, name: 'Bench Learner', email: `${LEARNER}@example.com` },
    ...Array.from({ length: OTHER_ACCOUNTS }, (_, index) => ({
      id: `bench-stats-other-${index}`,
      name: 'Other Learner',
      email: `bench-stats-other-${index}@example.com`,
    })),
  ]);
  await db.execute(sql.raw(logsSql(`'${LEARNER}'`, logCount, 'card ')));
  await db.execute(
    sql.raw(logsSql(`'bench-stats-other-' || (i % ${OTHER_ACCOUNTS})`, otherLogCount, 'other ')),
  );
  await db.execute(
    sql.raw(`
      insert into review_schedule (user_id, deck_id, card_key, state, due, stability, difficulty, elapsed_days,
                                   scheduled_days, learning_steps, reps, lapses, last_review)
      select '${LEARNER}', 'gen_z_english', 'card ' || i,
             (array['new', 'learning', 'review', 'review', 'review', 'relearning'])[1 + i % 6],
             now() + ((i % 90) - 20) * interval '1 day' + (i % 24) * interval '1 hour', 3, 5, 1, 1, 0, 1, 0, now()
      from generate_series(0, ${CARDS - 1}) as i`),
  );
  // What PostgreSQL's autovacuum does to a table that grew (statistics for the planner, the visibility map for
  // index-only scans). The embedded database never runs it, so its tables are measured as they were written.
  if (vacuum) {
    await db.execute(sql.raw('vacuum analyze review_logs'));
    await db.execute(sql.raw('vacuum analyze review_log_buckets'));
    await db.execute(sql.raw('vacuum analyze review_schedule'));
  }
  return (performance.now() - started) / 1000;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Median milliseconds of one review log's insert (a statement of its own, as a review writes it), with the bucket
 * triggers and without: alternating rounds, so a change in the machine's load falls on both. Another account's
 * logs, so the learner's numbers stay as measured.
 */
async function insertCost(db) {
  const insertOne = sql.raw(`
    insert into review_logs (user_id, deck_id, card_key, rating, state, due, stability, difficulty, elapsed_days,
                             last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
    values ('bench-stats-other-0', 'gen_z_english', 'insert cost', 'good', 'review', now(), 3, 5, 3, 0, 3, 0, now())`);
  const times = { counted: [], uncounted: [] };
  const ROUNDS = 4;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of ['counted', 'uncounted']) {
      if (kind === 'uncounted')
        await db.execute(sql.raw('alter table review_logs disable trigger user'));
      for (let i = 0; i < insertCount / ROUNDS; i += 1) {
        const started = performance.now();
        await db.execute(insertOne);
        times[kind].push(performance.now() - started);
      }
      if (kind === 'uncounted')
        await db.execute(sql.raw('alter table review_logs enable trigger user'));
    }
  }
  const median = (list) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  return { counted: median(times.counted), uncounted: median(times.uncounted) };
}

/** Builds the app on `database`, signs the learner in, and times `requestCount` calls one after the other. */
async function measure(kind, database, env) {
  const seconds = await generate(database.db, { vacuum: database.kind === 'postgres' });
  console.log(
    `\n${kind}: ${logCount.toLocaleString('en-US')} logs for the learner and ${otherLogCount.toLocaleString('en-US')} for ${OTHER_ACCOUNTS} others generated in ${seconds.toFixed(1)} s`,
  );
  return withLearnerApp(database, env, LEARNER, async ({ baseUrl, headers }) => {
    const url = `${baseUrl}/api/flashcards/stats?tz=${encodeURIComponent(values.tz)}`;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.json();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
      return { elapsed, body };
    };
    const { body } = await call();
    if (body.totalReviews !== logCount)
      throw new Error(`expected ${logCount} reviews, the endpoint counted ${body.totalReviews}`);
    for (let i = 0; i < 20; i += 1) await call(); // warm-up
    const times = [];
    for (let i = 0; i < requestCount; i += 1) times.push((await call()).elapsed);
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
    const ok = p95 <= TARGET_P95_MS;
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `  GET /api/flashcards/stats, ${requestCount} calls one at a time: p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}   max ${ms(times.at(-1))}`,
    );
    console.log(
      `  ${body.calendar.length} calendar days, ${body.states.review} cards in review, retention young ${body.retention.young.rate?.toFixed(3)} / mature ${body.retention.mature.rate?.toFixed(3)}`,
    );
    const [{ buckets }] = (
      await database.db.execute(
        sql`select count(*)::int as buckets from review_log_buckets where user_id = ${LEARNER}`,
      )
    ).rows;
    console.log(`  the learner's logs are ${buckets.toLocaleString('en-US')} quarter-hour buckets`);
    console.log(`  p95 ${ms(p95)} (target ≤ ${TARGET_P95_MS} ms): ${ok ? 'met' : 'NOT met'}`);
    const insert = await insertCost(database.db);
    console.log(
      `  one review log's insert, median of ${insertCount} each: ${insert.counted.toFixed(2)} ms counted per quarter hour, ${insert.uncounted.toFixed(2)} ms with the triggers disabled`,
    );
    return ok;
  });
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-bench-stats-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      return await measure('Embedded database (PGlite)', database, {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchPostgres(adminUrl) {
  return withScratchPostgres(adminUrl, 'slangbridge_bench_stats', async (url) => {
    const database = await openDatabase({ url, dataDir: 'memory://' });
    try {
      return await measure('PostgreSQL', database, { DATABASE_URL: url });
    } finally {
      await database.close();
    }
  });
}

const results = [await benchPglite()];
if (values.postgres) results.push(await benchPostgres(values.postgres));
process.exit(results.every(Boolean) ? 0 : 1);
