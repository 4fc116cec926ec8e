// End-to-end tests: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the built app.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One Chromium and one server per file; two cores, so files run one at a time.
    fileParallelism: false,
  },
});
