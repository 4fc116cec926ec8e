// Whether ratings wait in this browser's review outbox, told without opening IndexedDB: the outbox writes the
// number here after every change and says so with an event, and the header's sync notice reads it on every page
// (a synchronous read, so the notice shows on the first render after a reload with ratings still waiting).
export const OFFLINE_SYNC_TEXT = 'Offline — your progress will sync';

/** localStorage: how many ratings wait (absent when none). */
export const PENDING_RATINGS_KEY = 'slangbridge:review-outbox:pending';
/** Dispatched on window when the number changes in this tab; other tabs get the storage event. */
export const PENDING_RATINGS_EVENT = 'slangbridge:review-outbox';

export function hasPendingRatings(): boolean {
  try {
    return Number(globalThis.localStorage?.getItem(PENDING_RATINGS_KEY) ?? 0) > 0;
  } catch {
    // Storage blocked (a privacy mode): the outbox is then unusable too.
    return false;
  }
}

export function setPendingRatings(count: number): void {
  try {
    if (count > 0) localStorage.setItem(PENDING_RATINGS_KEY, String(count));
    else localStorage.removeItem(PENDING_RATINGS_KEY);
  } catch {
    // Only the notice reads it; the ratings themselves are in IndexedDB.
  }
  window.dispatchEvent(new Event(PENDING_RATINGS_EVENT));
}

/** Calls `listener` when the network comes or goes, or the number of waiting ratings changes (in any tab). */
export function subscribeToSyncStatus(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_RATINGS_KEY || event.key === null) listener();
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
