// GET /api/flashcards/export for a heavy learner (issue 29 item 5): every review card as an Anki package (.apkg)
// and as CSV, with 100,000 review logs over 2,000 cards in five custom decks of 400. Times the whole request and
// the longest the server's event loop was held meanwhile (what another request on the same replica would wait),
// on PostgreSQL.
// Usage: npm run bench:export [-- --logs 100000 --runs 4 --postgres postgres://postgres@127.0.0.1:5432/postgres]
// (at most 4 runs: with a warm-up each, the two formats make the 10 exports a minute an account may ask for).
// The app runs in this process from the sources (tsx: no build needed); the decks, schedule and logs are generated
// in SQL in a database the run creates and drops.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { flashcardDecks, user } from '../src/server/db/schema.ts';
import { withLearnerApp } from './learner-app.mjs';
import { withScratchPostgres } from './scratch-postgres.mjs';

const { values } = parseArgs({
  options: {
    logs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '4' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const logCount = Number(values.logs);
const runs = Number(values.runs);
if (!(runs >= 1 && runs <= 4))
  throw new Error('--runs: 1 to 4 (the export route allows 10 a minute)');
const LEARNER = 'bench-export-learner';
const DECKS = 5;
const CARDS_PER_DECK = 400;

async function generate(db) {
  await db
    .insert(user)
    .values({ id: LEARNER, name: 'Bench Learner', email: `${LEARNER}@example.com` });
  const deckIds = Array.from({ length: DECKS }, () => randomUUID());
  await db.insert(flashcardDecks).values(
    deckIds.map((id, deck) => ({
      id,
      userId: LEARNER,
      name: `Deck ${deck + 1}`,
      description: 'Generated for the export benchmark',
      localeHint: 'US English',
      cards: Array.from({ length: CARDS_PER_DECK }, (_, card) => ({
        term: `term ${deck}-${card}`,
        meaning: `The meaning of term ${deck}-${card}, in a sentence of ordinary length.`,
        example: `An example that uses term ${deck}-${card} the way people say it.`,
      })),
    })),
  );
  const decks = `(array[${deckIds.map((id) => `'${id}'`).join(',')}])`;
  await db.execute(
    sql.raw(`
      insert into review_schedule (user_id, deck_id, card_key, state, due, stability, difficulty, elapsed_days,
                                   scheduled_days, learning_steps, reps, lapses, last_review)
      select '${LEARNER}', ${decks}[1 + d], 'term ' || d || '-' || c,
             (array['learning', 'review', 'review', 'relearning'])[1 + c % 4],
             now() + ((c % 90) - 20) * interval '1 day', 12, 5, 3, 12, 0, 40, 2, now() - interval '3 days'
      from generate_series(0, ${DECKS - 1}) as d, generate_series(0, ${CARDS_PER_DECK - 1}) as c`),
  );
  await db.execute(
    sql.raw(`
      insert into review_logs (user_id, deck_id, card_key, rating, state, due, stability, difficulty, elapsed_days,
                               last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
      select '${LEARNER}', ${decks}[1 + (i % ${DECKS})],
             'term ' || (i % ${DECKS}) || '-' || ((i / ${DECKS}) % ${CARDS_PER_DECK}),
             case when i % 9 = 0 then 'again' else 'good' end,
             (array['new', 'learning', 'review', 'review', 'review', 'relearning'])[1 + i % 6],
             now(), 3, 5, i % 45, 0, i % 45, 0,
             now() - (${logCount} - i) * interval '5 minutes'
      from generate_series(1, ${logCount}) as i`),
  );
  await db.execute(sql.raw('vacuum analyze review_logs'));
  await db.execute(sql.raw('vacuum analyze review_schedule'));
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function measure(database, env) {
  await generate(database.db);
  await withLearnerApp(database, env, LEARNER, async ({ baseUrl, headers }) => {
    console.log(
      `${logCount.toLocaleString('en-US')} review logs over ${DECKS * CARDS_PER_DECK} cards in ${DECKS} decks; ${runs} runs each (median, and the worst):`,
    );
    for (const format of ['apkg', 'csv']) {
      const times = [];
      const blocks = [];
      let bytes = 0;
      for (let run = 0; run <= runs; run += 1) {
        const delay = monitorEventLoopDelay({ resolution: 5 });
        delay.enable();
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/flashcards/export?format=${format}`, {
          headers,
        });
        const body = Buffer.from(await response.arrayBuffer());
        const elapsed = performance.now() - started;
        delay.disable();
        if (response.status !== 200) throw new Error(`${format}: ${response.status} ${body}`);
        // The first run warms up (the WASM SQLite, the query plans).
        if (run === 0) continue;
        bytes = body.length;
        times.push(elapsed);
        blocks.push(delay.max / 1e6);
      }
      console.log(
        `  ${format.padEnd(4)}  ${(median(times) / 1000).toFixed(2)} s (worst ${(Math.max(...times) / 1000).toFixed(2)} s)   longest block ${median(blocks).toFixed(0)} ms (worst ${Math.max(...blocks).toFixed(0)} ms)   ${(bytes / 1024 / 1024).toFixed(1)} MB`,
      );
    }
  });
}

await withScratchPostgres(values.postgres, 'slangbridge_bench_export', async (url) => {
  const database = await openDatabase({ url, dataDir: 'memory://' });
  try {
    await measure(database, { DATABASE_URL: url });
  } finally {
    await database.close();
  }
});
