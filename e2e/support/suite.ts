// Per-file set-up of the end-to-end suite: one server (fresh DATA_DIR) and one Chromium, with a desktop page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eSuite {
  server: RunningServer;
  browser: Browser;
  /** A desktop page that records page errors and CSP violations in `problems`. */
  page: Page;
  problems: string[];
  /** Console errors the file's tests cause on purpose (see newPage); a test may push one before causing it. */
  expectedConsoleErrors: RegExp[];
}

/**
 * Registers beforeAll/afterAll hooks; the returned object is filled in before the first test runs.
 * `env` adds to (or overrides) the server's environment, e.g. ADMIN_EMAIL and ADMIN_PASSWORD. The server starts
 * from a copy of the run's seeded data dir, unless `emptyDataDir` asks for a real first start.
 */
export function useE2eSuite(
  options: {
    env?: Record<string, string>;
    emptyDataDir?: boolean;
    expectedConsoleErrors?: RegExp[];
  } = {},
): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    suite.server = await startServer(
      options.env,
      options.emptyDataDir ? {} : { template: inject('e2eDataTemplate') },
    );
    suite.browser = await launchBrowser();
    const opened = await newPage(suite.browser, suite.server.baseUrl, {
      ...(options.expectedConsoleErrors
        ? { expectedConsoleErrors: options.expectedConsoleErrors }
        : {}),
    });
    suite.page = opened.page;
    suite.problems = opened.problems;
    suite.expectedConsoleErrors = opened.expectedConsoleErrors;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    suite.server?.cleanup();
  });
  return suite;
}
