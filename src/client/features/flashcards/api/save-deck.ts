// POST /api/flashcards/decks and PUT /api/flashcards/decks/{deckId} (spec 2 §4 "Deck management", §5 "Custom
// deck"): create or edit a custom deck — on the account when signed in, in this browser otherwise.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDeckData, Deck, DeckSummary } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { createLocalDeck, toSummary, updateLocalDeck } from '../local/local-store';
import { flashcardsKeys, type StoreMode } from './query-keys';

export interface SaveDeckVariables {
  /** The deck to edit; absent to create one. */
  deckId?: string;
  data: CustomDeckData;
}

export async function saveDeck(
  mode: StoreMode,
  { deckId, data }: SaveDeckVariables,
): Promise<Deck> {
  if (mode === 'local') return deckId ? updateLocalDeck(deckId, data) : createLocalDeck(data);
  const { deck } = deckId
    ? await apiJson<{ deck: Deck }>(
        'PUT',
        `/api/flashcards/decks/${encodeURIComponent(deckId)}`,
        data,
      )
    : await apiJson<{ deck: Deck }>('POST', '/api/flashcards/decks', data);
  return deck;
}

export function useSaveDeck(
  mode: StoreMode,
  callbacks: MutationCallbacks<Deck, SaveDeckVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (variables: SaveDeckVariables) => saveDeck(mode, variables),
    onSuccess: (deck, ...rest) => {
      queryClient.setQueryData(flashcardsKeys.deck(mode, deck.id), deck);
      // The picker shows the new or renamed deck at once; the refetch below confirms the list.
      queryClient.setQueryData<DeckSummary[]>(flashcardsKeys.decks(mode), (decks) => {
        if (!decks) return decks;
        const summary = toSummary(deck);
        return decks.some(({ id }) => id === deck.id)
          ? decks.map((item) => (item.id === deck.id ? summary : item))
          : [...decks, summary];
      });
      void queryClient.invalidateQueries({ queryKey: flashcardsKeys.decks(mode) });
      callbacks.onSuccess?.(deck, ...rest);
    },
    onError: (error, ...rest) => {
      console.error('Saving the deck failed', error);
      callbacks.onError?.(error, ...rest);
    },
  });
}
