// Unit, API and component tests. API tests build the Fastify app and call app.inject (no port).
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type TestProjectInlineConfiguration,
  type UserWorkspaceConfig,
} from 'vitest/config';
import { alias } from './vitest.aliases';

// Test files share their worker's loaded modules (isolate: false): importing the app and its libraries once per
// worker instead of once per file halves the suite's time. A file that replaces a module (vi.mock) or must see a
// module load for the first time is named *.isolated.test.ts(x) and runs in a fresh module graph of its own
// (isolated-test-files.test.ts checks the names). What a test stubs is undone after it (vitest.setup.ts); the DOM
// project's setup file also leaves the page as a new file finds it.
const DEFAULT_EXCLUDES = ['**/node_modules/**', '**/.git/**'];
const COMMON_SETUP = 'vitest.setup.ts';

type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/** Two projects from one set of options: the shared-module one, and `<name>-isolated` for *.isolated.test.* files. */
function sharedAndIsolated(
  name: string,
  include: string[],
  exclude: string[],
  test: TestOptions,
  plugins: UserWorkspaceConfig['plugins'] = [],
): TestProjectInlineConfiguration[] {
  const isolatedInclude = include.map((glob) => glob.replace('*.test.', '*.isolated.test.'));
  const project = (overrides: TestOptions) => ({
    plugins,
    resolve: { alias },
    test: { ...test, setupFiles: [COMMON_SETUP].concat(test.setupFiles ?? []), ...overrides },
  });
  return [
    project({
      name,
      isolate: false,
      include,
      exclude: [...DEFAULT_EXCLUDES, ...exclude, ...isolatedInclude],
    }),
    project({
      name: `${name}-isolated`,
      include: isolatedInclude,
      exclude: [...DEFAULT_EXCLUDES, ...exclude],
    }),
  ];
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Test files are independent (each has its
    // own PGlite, and rows on the shared PostgreSQL database are told apart by id), so both cores run them.
    maxWorkers: 2,
    projects: [
      ...sharedAndIsolated(
        'node',
        [
          'src/shared/**/*.test.ts',
          'src/server/**/*.test.ts',
          'content/**/*.test.ts',
          'scripts/**/*.test.ts',
        ],
        // The fuzz suite has its own run (vitest.fuzz.config.ts, test:fuzz).
        ['src/server/fuzz/**'],
        {
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      ),
      ...sharedAndIsolated(
        'dom',
        ['src/client/**/*.test.{ts,tsx}'],
        [],
        {
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
          // Some component tests type and click through whole flows; with the other core busy too, 5 s is tight.
          testTimeout: 30_000,
        },
        [react()],
      ),
    ],
  },
});
