// GET /api/flashcards/decks/{deckId}: one deck with its cards (a deck made in this browser is read from it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deck } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { isLocalDeckId, localDeck } from '../local/local-store';
import { withOfflineCopy } from '../offline/offline-copies';
import { flashcardsKeys, storeQuery, type StoreMode } from './query-keys';

export async function getDeck(mode: StoreMode, deckId: string): Promise<Deck> {
  if (mode === 'local' && isLocalDeckId(deckId)) return localDeck(deckId);
  const { deck } = await apiJson<{ deck: Deck }>(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(deckId)}`,
  );
  return deck;
}

export const deckQueryOptions = (mode: StoreMode, deckId: string) =>
  queryOptions({
    queryKey: flashcardsKeys.deck(mode, deckId),
    ...storeQuery(mode),
    queryFn: withOfflineCopy(() => getDeck(mode, deckId)),
  });

export function useDeck(mode: StoreMode, deckId: string | null) {
  return useQuery({ ...deckQueryOptions(mode, deckId ?? ''), enabled: !!deckId });
}
