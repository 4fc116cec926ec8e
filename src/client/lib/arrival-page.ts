// The page this document was opened on — the arrival page — until the first navigation inside the app (wouter
// announces pushState, the browser popstate).
// - Whether the visitor arrived on it from another site (issue 26 item 6): a search result or a link shared in a
//   chat. Such a visitor came for that page; a popup over it is the first thing they would close, and often the
//   reason they leave. Chat apps usually send no referrer, so a deep link without one counts as arriving from
//   elsewhere too; only the home page opened directly (typed, bookmarked, the installed app) does not.
// - Whether the page is still the one the server rendered: its title is the server's (see use-document-title.ts).
// Read when the app starts.

let arrival: { fromElsewhere: boolean } | null = null;

/** Records how this document was reached; called once when the app starts in the browser. */
export function recordArrival(
  location: Pick<Location, 'pathname' | 'origin'> = window.location,
  referrer = document.referrer,
) {
  let fromElsewhere: boolean;
  try {
    fromElsewhere = referrer
      ? new URL(referrer).origin !== location.origin
      : location.pathname !== '/';
  } catch {
    fromElsewhere = true;
  }
  arrival = { fromElsewhere };
  const leave = () => {
    arrival = null;
    removeEventListener('pushState', leave);
    removeEventListener('popstate', leave);
  };
  addEventListener('pushState', leave);
  addEventListener('popstate', leave);
}

/** True while the visitor is on the page they arrived on from another site. */
export const isArrivalPageFromElsewhere = () => arrival?.fromElsewhere === true;

/** True while the visitor is on the page this document was opened on. */
export const isOnArrivalPage = () => arrival !== null;
