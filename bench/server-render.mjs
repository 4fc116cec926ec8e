// What server rendering costs a page request (issue 26 item 1): the built server on the embedded database, one
// client at a time, the five pages people land on, gzip accepted as a browser does. Prints p50/p95 per page and the
// compressed and plain sizes of the HTML; writes nothing.
// Usage: npm run build && npm run bench:render [-- --requests 60]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '60' } } });
const requests = Number(values.requests);
const PAGES = ['/', '/slang/rizz', '/dictionary', '/dictionary/american-slang', '/flashcards'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-render-bench-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  console.log('page                         p50 ms   p95 ms   HTML gzip   HTML');
  for (const path of PAGES) {
    const times = [];
    let sizes = [0, 0];
    // The first requests warm the server's caches and the JIT; they are not counted.
    for (let i = 0; i < requests + 5; i += 1) {
      const started = performance.now();
      // node:http, not fetch: fetch would undo the compression whose size is measured here.
      const { status, encoding, body } = await new Promise((resolve, reject) => {
        get(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
      const elapsed = performance.now() - started;
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      if (i >= 5) times.push(elapsed);
      sizes = [body.length, encoding === 'gzip' ? gunzipSync(body).length : body.length];
    }
    times.sort((a, b) => a - b);
    console.log(
      `${path.padEnd(28)} ${percentile(times, 0.5).toFixed(1).padStart(6)}   ${percentile(times, 0.95).toFixed(1).padStart(6)}   ${(sizes[0] / 1024).toFixed(1).padStart(6)} KB   ${(sizes[1] / 1024).toFixed(1).padStart(5)} KB`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
