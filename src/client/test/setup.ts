// Component test setup: DOM matchers, cleanup, and the browser APIs happy-dom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default; with two test files per core's worth of work that is tight for
// a lazy route and a fake server. A wait that ends early costs nothing; only a real failure waits the 5 s.
configure({ asyncUtilTimeout: 5_000 });

// The server's readable `signed-in` hint (session-hint.ts): present, so the client asks GET /api/auth/me and each
// test's fake server decides whether there is a session; a test of a visitor's browser removes it.
beforeEach(() => {
  document.cookie = 'signed-in=1; path=/';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'signed-in=; path=/; max-age=0';
  vi.restoreAllMocks();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
