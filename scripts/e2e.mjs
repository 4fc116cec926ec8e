// `npm run test:e2e`: builds the app when needed, then runs the end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Build unless the caller just did (npm test builds in a step of its own): the suite must test the code as
// it is now.
if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', '--silent', 'build']);
run('npx', [
  'vitest',
  'run',
  '--config',
  'vitest.e2e.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/e2e.json',
]);
