// DELETE /api/flashcards/decks/{deckId} (spec 2 §4 "Deck management"): removes a custom deck and its cards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { deleteLocalDeck } from '../local/local-store';
import { flashcardsKeys, type StoreMode } from './query-keys';

export async function deleteDeck(mode: StoreMode, deckId: string): Promise<void> {
  if (mode === 'local') return deleteLocalDeck(deckId);
  await apiJson<void>('DELETE', `/api/flashcards/decks/${encodeURIComponent(deckId)}`);
}

export function useDeleteDeck(mode: StoreMode, callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (deckId: string) => deleteDeck(mode, deckId),
    onSuccess: (data, deckId, ...rest) => {
      queryClient.removeQueries({ queryKey: flashcardsKeys.deck(mode, deckId) });
      void queryClient.invalidateQueries({ queryKey: flashcardsKeys.decks(mode) });
      void queryClient.invalidateQueries({ queryKey: flashcardsKeys.due(mode) });
      callbacks.onSuccess?.(data, deckId, ...rest);
    },
    onError: (error, ...rest) => {
      console.error('Deleting the deck failed', error);
      callbacks.onError?.(error, ...rest);
    },
  });
}
