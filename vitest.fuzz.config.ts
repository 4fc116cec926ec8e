// The fuzz suite (src/server/fuzz): every route of the app, FUZZ_RUNS hostile requests each (1,000 by default,
// what CI runs; settings.ts lists the knobs). Run by `npm run test:fuzz`; the default `vitest run` leaves the
// folder out, so it is not run twice. Same aliases and global set-up (the PGlite template, the run's PostgreSQL
// database) as the node project, plus the set-up that prints the summary at the end.
import { defineConfig } from 'vitest/config';
import { alias } from './vitest.aliases';

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'fuzz',
    environment: 'node',
    include: ['src/server/fuzz/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts', 'src/server/fuzz/summary-setup.ts'],
    // A whole database's share of the run is one test; each request has its own deadline (run.ts).
    testTimeout: 1_200_000,
    hookTimeout: 60_000,
    // Two files share the routes (suite.ts): one worker per core of CI's two.
    maxWorkers: 2,
  },
});
