// The main thread's long tasks while a page loads, at Lighthouse's 4× CPU slowdown, each with what ran in it: the
// trace's task events (a task of 50 ms or more at 4× is what Total Blocking Time adds up) and the CPU profile's
// samples inside each task, by function (self and inclusive time). Where Lighthouse says "most in
// vendor.js", this says which part of React or of the app.
// Usage: npm run build && node bench/long-tasks.mjs [path …] [--top 12] [--wait 8000]
// (against the built server on a fresh data dir, started here; CHROME_PATH: Chromium, /usr/bin/chromium). For names
// instead of minified ones: `npx vite build --minify false` after the build. Not a CI step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { startServer } from './start-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '12' }, wait: { type: 'string', default: '8000' } },
});
const paths = positionals.length > 0 ? positionals : ['/'];
const LONG_US = 50_000;

/** Self and inclusive time per function of the samples that fall inside [start, end] (µs). */
function profileOf(profile, start, end) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (id) => {
    const frame = nodes.get(id).callFrame;
    return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
  };
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => ({
    id,
    time: (time += profile.timeDeltas[index]),
  }));
  const inside = samples.filter((sample) => sample.time >= start && sample.time <= end);
  const self = new Map();
  const inclusive = new Map();
  inside.forEach((sample, index) => {
    const spent = (inside[index + 1]?.time ?? sample.time) - sample.time;
    self.set(label(sample.id), (self.get(label(sample.id)) ?? 0) + spent);
    const seen = new Set();
    for (let id = sample.id; id !== undefined; id = parents.get(id)) {
      const name = label(id);
      if (seen.has(name) || name.startsWith('(root)')) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + spent);
    }
  });
  return { self, inclusive };
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `      ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`)
    .join('\n');

async function longTasks(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(values.wait));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const events = trace.traceEvents;
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Times from the request for the page itself.
  const navigation = events.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url,
  );
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.dur >= LONG_US && main.has(`${event.pid}:${event.tid}`),
  );
  const start = navigation?.ts ?? tasks[0]?.ts ?? 0;
  let blocking = 0;
  for (const task of tasks) {
    blocking += (task.dur - LONG_US) / 1000;
    const kinds = new Map();
    for (const event of events)
      if (
        event.ph === 'X' &&
        event !== task &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= task.ts + task.dur &&
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'FunctionCall',
          'v8.evaluateModule',
          'EventDispatch',
        ].includes(event.name)
      )
        kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
    const { self, inclusive } = profileOf(profile, task.ts, task.ts + task.dur);
    console.log(
      `  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms at 4× — ` +
        [...kinds].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
    );
    const count = Number(values.top);
    console.log(`    self, ms at 4×:\n${top(self, Math.ceil(count / 2))}`);
    console.log(`    inclusive, ms at 4×:\n${top(inclusive, count)}`);
  }
  console.log(
    `  ${tasks.length} long tasks; their time over 50 ms: ${blocking.toFixed(0)} ms (before FCP too)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-long-tasks-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  for (const path of paths) {
    console.log(path);
    await longTasks(browser, server.url + path);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
