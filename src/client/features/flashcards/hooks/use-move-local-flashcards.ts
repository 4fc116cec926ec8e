// The app's sign-in hook point for flashcards: when a session appears and this browser still holds an anonymous
// visitor's decks, progress or schedules, they move into the account (POST /api/flashcards/import). The import
// code loads only then, so every other page stays as light as before.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasLocalFlashcards } from '../local/local-keys';

export function useMoveLocalFlashcardsOnSignIn(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || !hasLocalFlashcards()) return;
    void import('../local/import-local-data')
      .then(({ importLocalFlashcards }) => importLocalFlashcards())
      .then((outcome) => {
        if (outcome === 'imported')
          // flashcardsKeys.all, spelled out so the query keys stay out of every page's first load.
          void queryClient.invalidateQueries({ queryKey: ['flashcards'] });
      })
      .catch((error: unknown) => console.error('Loading the flashcards import failed', error));
  }, [signedIn, queryClient]);
}
