// Today's reviews of every deck, on the device (issue 29 item 3): the screen copies what it shows (offline-copies.ts),
// but a learner with cards due in several decks opens only one of them before the train leaves. Once the screen is
// idle online, each other deck with cards due now is fetched too (its cards, progress and schedule), so its copies
// exist and its queue opens offline. One deck after another, at most MAX_DUE_DECKS; nothing when offline.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '@client/lib/after-first-paint';
import { deckQueryOptions } from '../api/get-deck';
import { progressQueryOptions } from '../api/get-progress';
import { reviewsQueryOptions } from '../api/get-reviews';
import type { StoreMode } from '../api/query-keys';

/** More decks with cards due than this is rare; their queues wait for the network. */
export const MAX_DUE_DECKS = 12;

/** The decks to copy: those with cards due now, most due first, the one on screen left out (it is copied anyway). */
export function dueDeckIds(due: Record<string, number>, shown: string | null): string[] {
  return Object.entries(due)
    .filter(([deckId, count]) => count > 0 && deckId !== shown)
    .sort(([, a], [, b]) => b - a)
    .map(([deckId]) => deckId)
    .slice(0, MAX_DUE_DECKS);
}

/** Fetches each deck's cards, progress and schedule in turn (already cached ones are not asked again). */
export async function fetchDueDecks(
  client: QueryClient,
  mode: StoreMode,
  deckIds: readonly string[],
  isCancelled: () => boolean,
) {
  for (const deckId of deckIds) {
    if (isCancelled() || !navigator.onLine) return;
    await Promise.all([
      client.prefetchQuery(deckQueryOptions(mode, deckId)),
      client.prefetchQuery(progressQueryOptions(mode, deckId)),
      client.prefetchQuery(reviewsQueryOptions(mode, deckId)),
    ]);
  }
}

/** Signed in, once idle: copies the other decks with cards due (see above). */
export function useKeepDueDecks(
  mode: StoreMode,
  due: Record<string, number>,
  shown: string | null,
) {
  const client = useQueryClient();
  const signature = mode === 'account' ? dueDeckIds(due, shown).join('\n') : '';
  useEffect(() => {
    if (!signature) return;
    let cancelled = false;
    const cancel = afterFirstPaint(
      () => void fetchDueDecks(client, mode, signature.split('\n'), () => cancelled),
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, [client, mode, signature]);
}
