// The names of what an anonymous visitor's flashcards keep in this browser and later move into an account at
// sign-in (custom decks, pack progress, review schedules). Kept tiny and free of the feature's other code: the
// app header checks it on every page to decide whether the import code needs loading at all.
export const MOVABLE_STORES = {
  decks: { name: 'flashcards-decks', version: 1 },
  progress: { name: 'flashcards-progress', version: 1 },
  reviews: { name: 'flashcards-reviews', version: 1 },
} as const;

/** The localStorage key `storedValue` uses for a store (lib/storage.ts: `slangbridge:<name>:v<version>`). */
export const storageKeyOf = ({ name, version }: { name: string; version: number }) =>
  `slangbridge:${name}:v${version}`;

/** True when this browser holds flashcards data that belongs in the account once signed in. */
export function hasLocalFlashcards(): boolean {
  try {
    return Object.values(MOVABLE_STORES).some((store) => {
      const raw = globalThis.localStorage?.getItem(storageKeyOf(store));
      return !!raw && raw !== '[]' && raw !== '{}';
    });
  } catch {
    return false;
  }
}
