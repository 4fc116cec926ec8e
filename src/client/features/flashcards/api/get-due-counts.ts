// GET /api/flashcards/due: cards due now per deck, for the deck selector's "N due". A failure is logged and the
// counts are simply not shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '@client/lib/api-client';
import { localDueCounts } from '../local/local-store';
import { withOfflineCopy } from '../offline/offline-copies';
import { flashcardsKeys, storeQuery, type StoreMode } from './query-keys';

export async function getDueCounts(mode: StoreMode): Promise<Record<string, number>> {
  if (mode === 'local') return localDueCounts();
  const { due } = await apiJson<{ due: Record<string, number> }>('GET', '/api/flashcards/due');
  return due;
}

export const dueCountsQueryOptions = (mode: StoreMode) =>
  queryOptions({
    queryKey: flashcardsKeys.due(mode),
    ...storeQuery(mode),
    queryFn: withOfflineCopy(() => getDueCounts(mode)),
    staleTime: 60_000,
  });

const NONE: Record<string, number> = {};

export function useDueCounts(mode: StoreMode, enabled = true): Record<string, number> {
  const query = useQuery({ ...dueCountsQueryOptions(mode), enabled });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Loading the due counts failed', error);
  }, [error]);
  return query.data ?? NONE;
}
