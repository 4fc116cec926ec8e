// The flashcards feature's query keys. Each key carries where the data lives ('account' on the server when signed
// in, 'local' in this browser otherwise), so signing in or out never shows one store's data as the other's.
import { DEVICE_QUERY } from '@client/lib/query-client';

export type StoreMode = 'account' | 'local';

/** A query of this browser's store reads the device: see DEVICE_QUERY in src/client/lib/query-client.ts. */
export const storeMeta = (mode: StoreMode) => (mode === 'local' ? DEVICE_QUERY : undefined);

export const flashcardsKeys = {
  all: ['flashcards'] as const,
  decks: (mode: StoreMode) => ['flashcards', mode, 'decks'] as const,
  deck: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'deck', deckId] as const,
  progress: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'progress', deckId] as const,
  reviews: (mode: StoreMode, deckId: string) => ['flashcards', mode, 'reviews', deckId] as const,
  due: (mode: StoreMode) => ['flashcards', mode, 'due'] as const,
};
