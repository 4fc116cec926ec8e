// Set-up of every unit, API and component test file. Test files share their worker's modules and globals
// (vitest.config.ts: isolate false), so after each test what it stubbed is undone before anything else runs —
// the next test, or the next file's beforeAll: spies, stubbed globals and environment variables, fake timers.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
