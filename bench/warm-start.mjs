// Warm start: time from spawning the production server to its first 200 from /api/health, with an existing
// (already initialised and migrated) embedded data dir. Prints median/min/max over several runs.
// Usage: npm run build && npm run bench:start [-- --runs 7] [-- --data-dir ./data/bench-warm-start]
// Runs `node dist/server/server.js` when it exists, else the sources through tsx (`node --import tsx`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: 'data/bench-warm-start' },
    'timeout-ms': { type: 'string', default: '60000' },
  },
});
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-ms']);
const dataDir = resolve(values['data-dir']);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const bundled = existsSync('dist/server/server.js');
// tsx as a loader keeps one process, so SIGTERM reaches the server itself (npx would sit in between).
const [command, args] = bundled
  ? ['node', ['dist/server/server.js']]
  : ['node', ['--import', 'tsx', 'src/server/server.ts']];

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns the server, waits for the first 200 from /api/health, stops it with SIGTERM; returns ms to ready. */
async function startOnce() {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // Measure the embedded database, whatever the shell has set.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  let exitedEarly;
  void exited.then((result) => (exitedEarly = result));

  let readyMs;
  while (readyMs === undefined) {
    if (exitedEarly)
      throw new Error(
        `The server exited before answering (${JSON.stringify(exitedEarly)}):\n${stderr}`,
      );
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`No 200 from /api/health within ${timeoutMs} ms:\n${stderr}`);
    }
    if (await healthy(port)) readyMs = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 10));
  }

  child.kill('SIGTERM');
  const result = await exited;
  if (result.code !== 0)
    throw new Error(
      `The server did not shut down cleanly on SIGTERM (${JSON.stringify(result)}):\n${stderr}`,
    );
  return readyMs;
}

const fresh = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
console.log(
  `Server: ${command} ${args.join(' ')}${bundled ? '' : '  (no dist/server/server.js: run npm run build)'}`,
);
console.log(`Data dir: ${dataDir}`);
// The first start of a new data dir runs initdb and the migrations; it is not what we measure.
const firstMs = await startOnce();
console.log(
  `Preparing run (${fresh ? 'new data dir: initdb + migrations' : 'existing data dir'}): ${firstMs.toFixed(0)} ms`,
);

const times = [];
for (let i = 0; i < runs; i++) {
  const ms = await startOnce();
  times.push(ms);
  console.log(`  run ${i + 1}/${runs}: ${ms.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
console.log(
  `Warm start to first 200 /api/health over ${runs} runs: median ${median.toFixed(0)} ms, ` +
    `min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
);
