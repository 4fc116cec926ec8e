// The page this document was opened on — the arrival page — until the first navigation inside the app (wouter
// announces pushState, the browser popstate).
// - Whether the visitor arrived on it from another site (issue 26 item 6): a search result or a link shared in a
//   chat. Such a visitor came for that page; a popup over it is the first thing they would close, and often the
//   reason they leave. Chat apps usually send no referrer, so a deep link without one counts as arriving from
//   elsewhere too; only the home page opened directly (typed, bookmarked, the installed app) does not.
// - Whether it is the visitor's first page with us ever (this browser holds no visit of theirs yet): a newcomer
//   sees the product before any popup. Lighthouse's fresh browser is such a newcomer; the popup opening over the
//   first page cost that load ≈ 0.7 s of main thread at its 4× slowdown.
// - Whether the page is still the one the server rendered: its title is the server's (see use-document-title.ts).
// Read when the app starts, before this visit is counted (the streak counts it after the first paint).

import { visitStreakStore } from './visit-streak-store';

let arrival: { fromElsewhere: boolean; firstVisit: boolean } | null = null;

/** Whether this browser has counted a visit before (the visit streak's record is there). */
function visitedBefore(): boolean {
  try {
    return globalThis.localStorage?.getItem(visitStreakStore.key) != null;
  } catch {
    return false;
  }
}

/** Records how this document was reached; called once when the app starts in the browser. */
export function recordArrival(
  location: Pick<Location, 'pathname' | 'origin'> = window.location,
  referrer = document.referrer,
  firstVisit = !visitedBefore(),
) {
  let fromElsewhere: boolean;
  try {
    fromElsewhere = referrer
      ? new URL(referrer).origin !== location.origin
      : location.pathname !== '/';
  } catch {
    fromElsewhere = true;
  }
  arrival = { fromElsewhere, firstVisit };
  const leave = () => {
    arrival = null;
    removeEventListener('pushState', leave);
    removeEventListener('popstate', leave);
  };
  addEventListener('pushState', leave);
  addEventListener('popstate', leave);
}

/**
 * True while the visitor is on a page the daily popup leaves alone: the one they arrived on from another site, or
 * their first page with us ever. The popup waits for their next page or visit (still once a day).
 */
export const isArrivalPageToLeaveAlone = () =>
  arrival !== null && (arrival.fromElsewhere || arrival.firstVisit);

/** True while the visitor is on the page this document was opened on. */
export const isOnArrivalPage = () => arrival !== null;
