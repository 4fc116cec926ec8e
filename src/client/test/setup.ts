// Component test setup: DOM matchers, cleanup, and the browser APIs happy-dom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { resetAfterFirstPaintQueue } from '@client/lib/after-first-paint';

// findBy… and waitFor give up after 1 s by default; with two test files per core's worth of work that is tight for
// a lazy route and a fake server. A wait that ends early costs nothing; only a real failure waits the 5 s.
configure({ asyncUtilTimeout: 5_000 });

// The server's readable `signed-in` hint (session-hint.ts): present, so the client asks GET /api/auth/me and each
// test's fake server decides whether there is a session; a test of a visitor's browser removes it.
beforeEach(() => {
  document.cookie = 'signed-in=1; path=/';
});

// Test files share one DOM per worker (vitest.config.ts: isolate false), so each test leaves the page as a new one
// finds it: what a test rendered, portalled, stored or put on the html element goes (vitest.setup.ts undoes spies,
// stubs and fake timers). The environment's own fetch is kept on the global the first time, so later files in the
// worker find it too.
const pristine = globalThis as typeof globalThis & { __pristineFetch?: typeof fetch };
pristine.__pristineFetch ??= globalThis.fetch;

afterEach(() => {
  cleanup();
  // The idle queue lives in its module: a wake-up scheduled under a test's fake timers never comes.
  resetAfterFirstPaintQueue();
  // The toast store lives in its module: a toast a test left open would show in the next file's Toaster.
  dismissToast();
  // Dialogs lock scrolling and pointer events with attributes and styles on body and html.
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'signed-in=; path=/; max-age=0';
  // Tests define these as own properties over the prototype's; removing them brings the prototype's back.
  for (const key of ['share', 'clipboard'] as const) Reflect.deleteProperty(navigator, key);
  Reflect.deleteProperty(document, 'execCommand');
  globalThis.fetch = pristine.__pristineFetch!;
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
