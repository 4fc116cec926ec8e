// GET /api/flashcards/reviews?deckId: the deck's FSRS schedule and what was done today (for the daily limits);
// signed out, both come from this browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsResponse } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { localReviews } from '../local/local-store';
import { withOfflineCopy } from '../offline/offline-copies';
import { flashcardsKeys, storeQuery, type StoreMode } from './query-keys';

export async function getReviews(mode: StoreMode, deckId: string): Promise<ReviewsResponse> {
  if (mode === 'local') return localReviews(deckId);
  return apiJson<ReviewsResponse>(
    'GET',
    `/api/flashcards/reviews?${new URLSearchParams({ deckId }).toString()}`,
  );
}

export const reviewsQueryOptions = (mode: StoreMode, deckId: string) =>
  queryOptions({
    queryKey: flashcardsKeys.reviews(mode, deckId),
    ...storeQuery(mode),
    queryFn: withOfflineCopy(() => getReviews(mode, deckId)),
    // Cards fall due as time passes: coming back to Review asks again.
    staleTime: 0,
  });

export function useReviews(mode: StoreMode, deckId: string | null, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(mode, deckId ?? ''), enabled: enabled && !!deckId });
}
