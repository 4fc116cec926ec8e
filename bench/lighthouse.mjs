// Lighthouse 12 (mobile: its default config, simulated throttling) on the pages people land on, against the built
// production server on the embedded database: the four category scores and LCP/TBT/CLS of each page's median run
// (by performance score; this 2-core machine's run-to-run spread is large), written into docs/performance.md
// between its lighthouse markers. The full JSON reports go to bench/results/lighthouse/ (not committed).
// Usage: npm run bench:lighthouse [-- --runs 3] [-- --skip-build]   (CHROME_PATH: Chromium, /usr/bin/chromium)
// Not a CI step. Traffic goes only to a server this script starts on 127.0.0.1; it stops by itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './free-port.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const PAGES = ['/', '/slang/rizz', '/dictionary', '/dictionary/american-slang', '/flashcards'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RESULTS_DIR = 'bench/results/lighthouse';
const DOC = 'docs/performance.md';
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

// A phone has a colour emoji font; a server often has none, and then Chromium searches every installed font for each
// emoji glyph (the pickers' flags) during the first layout: a task of ≈ 0.3 s at 4× that no phone has.
const emojiFont = /emoji/i.test(
  spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? '',
);
if (!emojiFont)
  console.warn(
    'No emoji font here (Debian: apt-get install fonts-noto-color-emoji): the scores will read lower than on a phone.',
  );

if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** One Lighthouse run in a Chromium of its own (a fresh profile: no cache, no service worker from a run before). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue;

/** The audits that keep a category below 100: failed, weighed, and not merely informative. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .filter((audit) => !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
}

/** The performance opportunities with the largest estimated LCP/FCP savings. */
function topOpportunities(lhr, count = 3) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({
      id: audit.id,
      savingsMs: Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0),
      savingsBytes: audit.details.overallSavingsBytes ?? 0,
    }))
    .filter((item) => item.savingsMs > 0 || item.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, count);
}

const slug = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-lighthouse-'));
// Production, as a visitor gets it; the embedded database, whatever the shell has set.
const server = await startServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LLM_BASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000',
    SHUTDOWN_DRAIN_MS: '0',
  },
  { port },
);

const rows = [];
// Lighthouse's own CPU benchmark of this machine for each run (higher is faster): the 4× slowdown is applied to
// what this machine measures, so a slow or busy machine reads a longer TBT than a phone would. The table says what
// the scores were measured on, so that two tables can be compared.
const benchmarkIndexes = [];
try {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const path of PAGES) {
    const url = `${baseUrl}${path}`;
    // Otherwise every run of every page left would fail as a Chrome "interstitial" (connection refused).
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) throw new Error(`The server at ${baseUrl} stopped answering before ${path}`);
    // A page that does not exist yet (built in parallel) is still measured: its status says what was measured.
    const status = (await fetch(url, { redirect: 'manual' })).status;
    const results = [];
    // Lighthouse refuses to measure an error page (ERRORED_DOCUMENT_REQUEST): one run says so.
    const wanted = status === 200 ? runs : 1;
    for (let run = 1; run <= wanted; run++) {
      let lhr;
      // A run that breaks (NO_NAVSTART and the like: a trace not recorded) is tried again, twice at most.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await audit(url);
        writeFileSync(join(RESULTS_DIR, `${slug(path)}-run${run}.json`), result.report);
        lhr = result.lhr;
        if (!lhr.runtimeError || status !== 200) break;
        console.warn(`  ${path} run ${run}, attempt ${attempt}: ${lhr.runtimeError.code}`);
      }
      if (lhr.runtimeError) console.warn(`  ${path} run ${run}: ${lhr.runtimeError.message}`);
      console.log(
        `  ${path} run ${run}/${wanted}: ${CATEGORIES.map((id) => `${id} ${score(lhr, id)}`).join(', ')}`,
      );
      results.push(lhr);
      benchmarkIndexes.push(lhr.environment?.benchmarkIndex);
    }
    const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    rows.push({
      path,
      status,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(median, id)])),
      performanceRange: [score(sorted[0], 'performance'), score(sorted.at(-1), 'performance')],
      fcpMs: metric(median, 'first-contentful-paint'),
      lcpMs: metric(median, 'largest-contentful-paint'),
      tbtMs: metric(median, 'total-blocking-time'),
      cls: metric(median, 'cumulative-layout-shift'),
      failing: Object.fromEntries(
        CATEGORIES.filter((id) => id !== 'performance').map((id) => [
          id,
          failingAudits(median, id),
        ]),
      ),
      opportunities: topOpportunities(median),
      // Where the blocking time goes: the main thread's total, and the script that spends most of it.
      mainThread: median.audits['mainthread-work-breakdown']?.displayValue,
      topScript: median.audits['bootup-time']?.details?.items?.[0]?.url?.replace(/^.*\//, ''),
      runtimeError: median.runtimeError?.code,
      erroredAudits: Object.values(median.audits)
        .filter((audit) => audit.scoreDisplayMode === 'error')
        .map((audit) => audit.id),
    });
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const chromeVersion = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
const date = new Date().toISOString().slice(0, 10);
const ms = (value) => (value === undefined ? '—' : `${Math.round(value).toLocaleString('en')} ms`);
const erroredAudits = [
  ...new Set(rows.filter((row) => !row.runtimeError).flatMap((row) => row.erroredAudits)),
];
const measuredIndexes = benchmarkIndexes.filter((value) => typeof value === 'number');
const benchmarkRange = measuredIndexes.length
  ? `${Math.round(Math.min(...measuredIndexes)).toLocaleString('en')}–${Math.round(Math.max(...measuredIndexes)).toLocaleString('en')}`
  : 'not reported';
const table = [
  `${date}, Lighthouse ${lighthouseVersion} (mobile, simulated throttling), ${chromeVersion}, ${emojiFont ? 'with' : 'without'} an emoji font; median of ${runs} runs by performance score (its range in brackets). This machine's CPU benchmark index (Lighthouse's \`benchmarkIndex\`, higher is faster; Lighthouse warns below 1,000) across the runs: ${benchmarkRange}.`,
  '',
  '| page | status | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) =>
    row.runtimeError
      ? `| \`${row.path}\` | ${row.status} | not measured (${row.runtimeError}) | | | | | | | |`
      : `| \`${row.path}\` | ${row.status} | ${row.scores.performance} (${row.performanceRange.join('–')}) | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${ms(row.fcpMs)} | ${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${row.cls === undefined ? '—' : row.cls.toFixed(3)} |`,
  ),
  '',
  'Below 100 in the median run (failed audits; the top opportunities by estimated LCP/FCP savings):',
  '',
  ...rows
    .filter((row) => !row.runtimeError)
    .map((row) => {
      const failed = Object.entries(row.failing)
        .filter(([, ids]) => ids.length > 0)
        .map(([category, ids]) => `${category}: ${ids.map((id) => `\`${id}\``).join(', ')}`);
      const opportunities = row.opportunities.map(
        (item) =>
          `\`${item.id}\` (${item.savingsMs ? `${Math.round(item.savingsMs)} ms` : `${Math.round(item.savingsBytes / 1024)} KB`})`,
      );
      const mainThread = row.mainThread
        ? `main thread ${row.mainThread}${row.topScript ? ` (most in \`${row.topScript}\`)` : ''}`
        : '';
      return `- \`${row.path}\`: ${[...failed, mainThread, opportunities.length ? `opportunities: ${opportunities.join(', ')}` : ''].filter(Boolean).join('; ') || 'nothing'}`;
    }),
  ...(erroredAudits.length
    ? [
        '',
        `Audits Lighthouse could not run in this Chromium: ${erroredAudits.map((id) => `\`${id}\``).join(', ')}.`,
      ]
    : []),
].join('\n');

const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start === -1 || end < start) throw new Error(`${DOC} has no ${START} … ${END} section to fill`);
writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`);
writeFileSync(join(RESULTS_DIR, 'summary.json'), JSON.stringify(rows, null, 2));
console.log(`\n${table}\n\nWrote ${DOC} and the reports in ${RESULTS_DIR}/`);
