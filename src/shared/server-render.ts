// What the server's rendering of a page (src/client/entry-server.tsx, run by src/server/render) and the browser's
// hydration of it (src/client/main.tsx) agree on.
import type { DehydratedState } from '@tanstack/react-query';
import type { StreakDayWindow } from './engagement/streak-day-window';

/** The id of the JSON script element that carries the queries a server-rendered page was rendered with. */
export const PREFETCHED_QUERIES_ID = 'prefetched-queries';

/**
 * The queries a page was rendered with on the server, as they travel in the page (JSON), and the visit streak's
 * day at the time with the instants it spans, so the browser need not work it out while it takes the page over.
 */
export type PrefetchedQueries = DehydratedState & { streakDay?: StreakDayWindow };

/** The app's rendering of one page. */
export interface ServerRender {
  /** The markup that goes inside #root. */
  html: string;
  prefetched: PrefetchedQueries;
  /** The lazily loaded modules the page rendered (paths from src/client, as in Vite's manifest). */
  modules: string[];
}

/**
 * The prefetched queries without the instants that say when the server fetched them, which differ on every request:
 * two renders of the same content compare equal (a page's weak ETag is computed on this; issue 26 item 5).
 */
export function withoutFetchTimes(prefetched: PrefetchedQueries): PrefetchedQueries {
  return {
    ...prefetched,
    queries: prefetched.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}
