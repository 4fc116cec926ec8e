// Unit, API and component tests. API tests build the Fastify app and call app.inject (no port).
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { alias } from './vitest.aliases';

// Test files share their worker's loaded modules (isolate: false): importing the app and its libraries once per
// worker instead of once per file halves the suite's time. A file that replaces a module (vi.mock) or must see a
// module load for the first time is named *.isolated.test.ts(x) and runs in a fresh module graph of its own
// (isolated-test-files.test.ts checks the names). What a test changes on globals is undone after it: the DOM
// project's setup file, and the unstub/restore options below.
const ISOLATED = '**/*.isolated.test.{ts,tsx}';
const FUZZ = 'src/server/fuzz/**';
const DEFAULT_EXCLUDES = ['**/node_modules/**', '**/.git/**'];

const nodeTests = {
  environment: 'node',
  // The fuzz suite has its own run (vitest.fuzz.config.ts, test:fuzz).
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  unstubEnvs: true,
  unstubGlobals: true,
  restoreMocks: true,
} satisfies TestProjectInlineConfiguration['test'];
const NODE_INCLUDE = ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'content/**/*.test.ts'];

const domTests = {
  environment: 'happy-dom',
  setupFiles: ['src/client/test/setup.ts'],
  // Some component tests type and click through whole flows; with the other core busy too, 5 s is tight.
  testTimeout: 30_000,
} satisfies TestProjectInlineConfiguration['test'];
const DOM_INCLUDE = ['src/client/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Test files are independent (each has its
    // own PGlite, and rows on the shared PostgreSQL database are told apart by id), so both cores run them.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          ...nodeTests,
          name: 'node',
          isolate: false,
          include: NODE_INCLUDE,
          exclude: [...DEFAULT_EXCLUDES, FUZZ, ISOLATED],
        },
      },
      {
        resolve: { alias },
        test: {
          ...nodeTests,
          name: 'node-isolated',
          include: NODE_INCLUDE.map((glob) => glob.replace('*.test.ts', '*.isolated.test.ts')),
          exclude: [...DEFAULT_EXCLUDES, FUZZ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...domTests,
          name: 'dom',
          isolate: false,
          include: DOM_INCLUDE,
          exclude: [...DEFAULT_EXCLUDES, ISOLATED],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...domTests,
          name: 'dom-isolated',
          include: ['src/client/**/*.isolated.test.{ts,tsx}'],
          exclude: DEFAULT_EXCLUDES,
        },
      },
    ],
  },
});
