// The flashcards feature's query keys. Each key carries where the data lives ('account' on the server when signed
// in, 'local' in this browser otherwise), so signing in or out never shows one store's data as the other's.
import { DEVICE_QUERY } from '@client/lib/query-client';
import { OFFLINE_COPY } from '../offline/offline-copies';

export type StoreMode = 'account' | 'local';

/**
 * The options every flashcards query shares. A query of this browser's store reads the device (DEVICE_QUERY in
 * src/client/lib/query-client.ts); every answer is copied for offline use, and the query runs with no network too
 * (TanStack Query would pause it), so that the copy answers (../offline/offline-copies.ts).
 */
export const storeQuery = (mode: StoreMode) => ({
  meta: mode === 'local' ? { ...DEVICE_QUERY, ...OFFLINE_COPY } : OFFLINE_COPY,
  networkMode: 'always' as const,
});

export const flashcardsKeys = {
  all: ['flashcards'] as const,
  decks: (mode: StoreMode) => ['flashcards', mode, 'decks'] as const,
  deck: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'deck', deckId] as const,
  progress: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'progress', deckId] as const,
  reviews: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'reviews', deckId] as const,
  due: (mode: StoreMode) => ['flashcards', mode, 'due'] as const,
};
