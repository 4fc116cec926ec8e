// The flashcards screen waits for the browser's data to move into the account before it reads the account, so a
// deck made before signing in is never shown as missing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flashcardsKeys } from '../api/query-keys';
import { hasLocalFlashcards } from '../local/local-keys';

/** True once the screen may read: signed out, nothing to move, or the move settled (moved or kept for later). */
export function useLocalImport(signedIn: boolean | null): boolean {
  const queryClient = useQueryClient();
  const needed = signedIn === true && hasLocalFlashcards();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    // Loaded only when there is something to move: it carries the import schemas (zod), which every other visit
    // of the flashcards screen would evaluate for nothing.
    void import('../local/import-local-data')
      .then(({ importLocalFlashcards }) => importLocalFlashcards())
      .then(async (outcome) => {
        if (outcome === 'imported')
          await queryClient.invalidateQueries({ queryKey: flashcardsKeys.all });
      })
      // A chunk that failed to load leaves the browser's data where it is, for the next visit; the screen goes on.
      .catch((error: unknown) => console.error('Loading the flashcards import failed', error))
      .finally(() => {
        if (live) setSettled(true);
      });
    return () => {
      live = false;
    };
  }, [needed, queryClient]);
  return signedIn !== null && (!needed || settled);
}
