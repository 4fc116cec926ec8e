// `npm start`: builds what is missing or older than the sources, then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of a file, or of the files under a directory. */
const newestIn = (path) => {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true }))
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  return newest;
};

const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const stale = (output, ...sources) =>
  !existsSync(output) || Math.max(...sources.map(newestIn)) > statSync(output).mtimeMs;

// The client build also depends on its configuration and the build's own plugin (the page boot script, ADR 013).
if (
  stale(
    'dist/client/index.html',
    'src/client',
    'src/shared',
    'vite.config.ts',
    'scripts/vite-page-boot.ts',
  )
)
  run('build:client');
if (stale('dist/render/entry-server.js', 'src/client', 'src/shared')) run('build:render');
if (stale('dist/server/server.js', 'src/server', 'src/shared')) run('build:server');

// NODE_ENV is left as given: deployments set NODE_ENV=production (which demands a real AUTH_SECRET and
// PUBLIC_URL); the local quick start runs the same build without those, on http://localhost:PORT.
await import(new URL('../dist/server/server.js', import.meta.url).href);
