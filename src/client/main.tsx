// Browser entry point. A page the server rendered (its markup in #root, its queries in #prefetched-queries) is
// hydrated: React takes over the markup as it is, with the same data, so nothing on the screen changes. Any other
// page (the development server, a page the server could not render) is rendered here from nothing.
import './zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { rememberStreakDayWindow } from '@shared/engagement/streak-day-window';
import { PREFETCHED_QUERIES_ID, type PrefetchedQueries } from '@shared/server-render';
import { startServiceWorker } from './features/pwa/lib/start-service-worker';
import { recordArrival } from './lib/arrival-page';
import { revivePrefetched } from './lib/query-client';
import './index.css';

recordArrival();
const container = document.getElementById('root')!;
const prefetched = document.getElementById(PREFETCHED_QUERIES_ID)?.textContent;
if (prefetched) {
  const state = JSON.parse(prefetched) as PrefetchedQueries;
  rememberStreakDayWindow(state.streakDay);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (a default-priority render is never split): taps and scrolls stay responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, <AppRoot prefetched={revivePrefetched(state)} />);
  });
} else {
  createRoot(container).render(<AppRoot />);
}
startServiceWorker();
