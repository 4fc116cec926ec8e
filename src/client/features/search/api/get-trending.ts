// GET /api/trending: the terms most viewed and searched in the last 7 days, most first (up to 10; may be none).
// Shown on the dictionary page and in the search dialog before anything is typed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trending } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const getTrending = () => apiJson<Trending>('GET', '/api/trending');

export const trendingQueryOptions = () =>
  queryOptions({
    queryKey: ['trending'] as const,
    queryFn: getTrending,
    // A week's counts move slowly.
    staleTime: 10 * 60_000,
  });

export function useTrending() {
  return useQuery(trendingQueryOptions());
}
