// GET /api/flashcards/decks: the deck selector's list. Signed in, the server lists the built-in decks and the
// person's own; signed out, the built-in decks come from the server and the custom ones from this browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckSummary } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { localDeckSummaries } from '../local/local-store';
import { withOfflineCopy } from '../offline/offline-copies';
import { flashcardsKeys, storeQuery, type StoreMode } from './query-keys';

export async function getDecks(mode: StoreMode): Promise<DeckSummary[]> {
  const { decks } = await apiJson<{ decks: DeckSummary[] }>('GET', '/api/flashcards/decks');
  if (mode === 'account') return decks;
  return [...decks.filter((deck) => !deck.isCustom), ...localDeckSummaries()];
}

export const decksQueryOptions = (mode: StoreMode) =>
  queryOptions({
    queryKey: flashcardsKeys.decks(mode),
    ...storeQuery(mode),
    queryFn: withOfflineCopy(() => getDecks(mode)),
  });

export function useDecks(mode: StoreMode, enabled = true) {
  return useQuery({ ...decksQueryOptions(mode), enabled });
}
