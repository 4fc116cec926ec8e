// Unit, API and component tests. API tests build the Fastify app and call app.inject (no port).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vitest.aliases';

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
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'content/**/*.test.ts'],
          // Vitest's default excludes, and the fuzz suite, which has its own run (vitest.fuzz.config.ts, test:fuzz).
          exclude: ['**/node_modules/**', '**/.git/**', 'src/server/fuzz/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // Some component tests type and click through whole flows; with the other core busy too, 5 s is tight.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
