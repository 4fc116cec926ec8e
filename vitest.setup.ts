// Set-up of every unit, API and component test file. Test files share their worker's modules and globals
// (vitest.config.ts: isolate false), so after each test what it stubbed is undone before anything else runs —
// the next test, or the next file's beforeAll: spies, stubbed globals and environment variables, fake timers, and a
// browser left offline (TanStack Query's network state is one per worker, and an 'online' event after the test's
// components are gone reaches no one: a test that ended on an 'offline' event left every later file's queries
// paused until they timed out).
import { onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});
