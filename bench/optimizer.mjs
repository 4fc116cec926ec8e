// The FSRS optimizer (issue 29 items 1 and 6): run time and peak memory of one learner's fit on 1,000 / 10,000 /
// 100,000 generated review logs, as the server runs it once the logs are read (src/server/flashcards/optimizer.ts:
// the logs become the optimizer's items, fsrs-rs fits the 21 parameters on its own thread, then the fitted and the
// default parameters are each scored on the same reviews). The histories are the tests'
// (src/server/test/review-history-fixtures.ts): a learner whose memory follows non-default FSRS parameters. This
// process generates each history into a file; a process of its own per size reads it (as the server holds the logs
// it read), collects garbage, and fits: "RSS before" is then, "peak RSS" the most sampled every 5 ms during the fit
// (the training runs on the optimizer's thread while the sampling one is free). Also reported: the longest the
// event loop was held during the fit, which requests beside a background fit would wait.
// Usage: npm run bench:optimizer [-- --logs 1000,10000,100000]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    logs: { type: 'string', default: '1000,10000,100000' },
    child: { type: 'string' },
  },
});

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

if (values.child) {
  const { cardReviewsOf, fitParameters, itemCountOf } =
    await import('../src/server/flashcards/optimizer.ts');
  const history = JSON.parse(readFileSync(values.child, 'utf8')).map(
    ([deckId, cardKey, rating, state, at]) => ({
      deckId,
      cardKey,
      rating,
      state,
      reviewedAt: new Date(at),
    }),
  );
  globalThis.gc?.();
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  // RSS sampled through the fit: the training runs on the optimizer's own thread while this one samples.
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const cards = await cardReviewsOf(history);
  const fit = await fitParameters(cards);
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      logs: history.length,
      items: itemCountOf(cards),
      seconds: Math.round(seconds * 100) / 100,
      rssBeforeMb: mb(rssBefore),
      peakRssMb: mb(peakRss),
      longestBlockMs: Math.round(loop.max / 1e6),
      logLoss: Math.round(fit.logLoss * 1000) / 1000,
      defaultLogLoss: Math.round(fit.defaultLogLoss * 1000) / 1000,
    }),
  );
} else {
  const { generateReviewHistory } = await import('../src/server/test/review-history-fixtures.ts');
  const script = fileURLToPath(import.meta.url);
  const folder = mkdtempSync(join(tmpdir(), 'slangbridge-optimizer-'));
  const rows = [];
  for (const logs of values.logs.split(',').map(Number)) {
    const file = join(folder, `${logs}.json`);
    const history = generateReviewHistory({ logs }).map(({ deckId, cardKey, log }) => [
      deckId,
      cardKey,
      log.rating,
      log.state,
      Date.parse(log.reviewedAt),
    ]);
    writeFileSync(file, JSON.stringify(history));
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', script, '--child', file],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const row = JSON.parse(output.trim().split('\n').at(-1));
    rows.push(row);
    console.error(`${logs} logs: ${row.seconds} s, peak RSS ${row.peakRssMb} MB`);
  }
  rmSync(folder, { recursive: true, force: true });
  console.log(
    '| review logs | items | fit (s) | RSS before (MB) | peak RSS in the fit (MB) | longest block (ms) | log loss (fitted / defaults) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows)
    console.log(
      `| ${row.logs.toLocaleString('en')} | ${row.items.toLocaleString('en')} | ${row.seconds} | ${row.rssBeforeMb} | ${row.peakRssMb} | ${row.longestBlockMs} | ${row.logLoss} / ${row.defaultLogLoss} |`,
    );
}
