// Whether ratings of an account wait in this browser's review outbox, told without opening IndexedDB: the outbox
// writes the number here after every change and says so with an event, and the header's sync notice reads it on
// every page (a synchronous read, so the notice shows on the first render after a reload with ratings still
// waiting). One number per account (review-outbox.ts): another account's waiting ratings are not this one's.
export const OFFLINE_SYNC_TEXT = 'Offline — your progress will sync';

/** localStorage: how many ratings wait (absent when none), under this key and the account's id. */
export const PENDING_RATINGS_KEY = 'slangbridge:review-outbox:pending';
const keyOf = (owner: string | undefined) =>
  owner ? `${PENDING_RATINGS_KEY}:${owner}` : PENDING_RATINGS_KEY;
/** Dispatched on window when the number changes in this tab; other tabs get the storage event. */
export const PENDING_RATINGS_EVENT = 'slangbridge:review-outbox';

export function hasPendingRatings(owner?: string): boolean {
  try {
    return Number(globalThis.localStorage?.getItem(keyOf(owner)) ?? 0) > 0;
  } catch {
    // Storage blocked (a privacy mode): the outbox is then unusable too.
    return false;
  }
}

export function setPendingRatings(count: number, owner?: string): void {
  try {
    if (count > 0) localStorage.setItem(keyOf(owner), String(count));
    else localStorage.removeItem(keyOf(owner));
  } catch {
    // Only the notice reads it; the ratings themselves are in IndexedDB.
  }
  window.dispatchEvent(new Event(PENDING_RATINGS_EVENT));
}

/** Calls `listener` when the network comes or goes, or the number of waiting ratings changes (in any tab). */
export function subscribeToSyncStatus(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PENDING_RATINGS_KEY)) listener();
  };
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  window.addEventListener(PENDING_RATINGS_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    window.removeEventListener(PENDING_RATINGS_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
