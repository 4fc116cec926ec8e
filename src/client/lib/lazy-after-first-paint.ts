// A part of a server-rendered page that the browser takes over only once the page has loaded and the browser is
// idle: its code is not part of the page's first load. The server renders it whole, with its data; in the browser
// React leaves that markup as it is until the code arrives (a lazily loaded part is hydrated when its code does), so
// nothing moves and its links work as plain links meanwhile. In a page rendered in the browser (a later navigation)
// the part shows its Suspense fallback until then: give the boundary a fallback of the part's size (and, on a page of
// app/, a HydrationMark beside the part, as in every lazily loaded part of a page).
//
// The wait is the one of ./after-first-paint.ts (the load event, then an idle period, at most 2 s), kept here rather
// than taken from that module: a lazily loaded chunk importing it makes the bundler split it, with Vite's preload
// helper, out of the entry into chunks of their own (≈ 0.4 KB more on every page's first load, bench/bundle-size.mjs).
// Its queue spreads jobs over idle periods; this job only starts a download, and React hydrates the part when the
// code arrives, in a task of its own.
import { lazy, type ComponentType } from 'react';

const IDLE_TIMEOUT_MS = 2000;

function pageLoadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

// ComponentType<any>, as React.lazy's own signature: any component, its props inferred from the module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyAfterFirstPaint<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
) {
  return lazy(async () => {
    // On the server there is nothing to wait for: the page is rendered with the part.
    if (typeof document !== 'undefined') await pageLoadedAndIdle();
    return load();
  });
}
