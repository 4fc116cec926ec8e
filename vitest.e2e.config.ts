// End-to-end tests: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the built app.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // One seeded data dir for the run; each file's server starts from a copy of it (e2e/support/data-template.ts).
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One Chromium and one server per file, two files at a time: most of a browser test is waiting (rendering,
    // network, animations), so two workers keep CI's two cores busy.
    maxWorkers: 2,
  },
});
