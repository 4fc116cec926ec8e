// GET /api/flashcards/progress/{deckId} (spec 2 §7): unlocked packs, best scores and the unlock settings. Only
// asked of the server when signed in; anonymous progress lives in this browser. A failure is logged and the
// defaults stay (pack 1 open, 90 % to unlock).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { emptyProgress, FLASHCARD_SETTINGS } from '@shared/flashcards/packs';
import type { ProgressResponse } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { localProgress } from '../local/local-store';
import { withOfflineCopy } from '../offline/offline-copies';
import { flashcardsKeys, storeQuery, type StoreMode } from './query-keys';

export async function getProgress(mode: StoreMode, deckId: string): Promise<ProgressResponse> {
  if (mode === 'local') return localProgress(deckId);
  return apiJson<ProgressResponse>('GET', `/api/flashcards/progress/${encodeURIComponent(deckId)}`);
}

export const progressQueryOptions = (mode: StoreMode, deckId: string) =>
  queryOptions({
    queryKey: flashcardsKeys.progress(mode, deckId),
    ...storeQuery(mode),
    queryFn: withOfflineCopy(() => getProgress(mode, deckId)),
  });

const DEFAULTS: ProgressResponse = { progress: emptyProgress(), settings: FLASHCARD_SETTINGS };

/** The deck's progress and settings; the defaults while loading or after a failure. */
export function useProgress(mode: StoreMode, deckId: string | null) {
  const query = useQuery({ ...progressQueryOptions(mode, deckId ?? ''), enabled: !!deckId });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Loading the flashcard progress failed', error);
  }, [error]);
  return { ...(query.data ?? DEFAULTS), isPending: query.isPending && !!deckId };
}
