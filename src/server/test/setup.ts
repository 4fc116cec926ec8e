// Node test setup. Test files share their worker's modules (vitest.config.ts: isolate false), so a test that turned
// fake timers on does not leave them on for the next file; stubbed globals, environment variables and spies are
// undone by the config's unstub/restore options.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
