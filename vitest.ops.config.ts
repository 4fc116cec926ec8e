// The suites that run the built production server as a deployment does: `npm run test:cluster` (three replicas
// on PostgreSQL and Redis behind a balancer) and `npm run test:faults` (restarts and outages under load). They
// need TEST_DATABASE_URL and REDIS_URL (CI sets both) and dist/ (npm test builds it first).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ops',
    include: ['ops/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file starts servers and may restart PostgreSQL or Redis: never two at once.
    fileParallelism: false,
  },
});
