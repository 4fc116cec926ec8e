// GET /api/editor/translations/{id}/history: every recorded change of an entry (who, before, after, when).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditorChange } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import { editorKeys } from './query-keys';

export const getTranslationHistory = (id: string) =>
  apiJson<{ changes: EditorChange[] }>(
    'GET',
    `/api/editor/translations/${encodeURIComponent(id)}/history`,
  );

export const translationHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: editorKeys.history(id),
    queryFn: () => getTranslationHistory(id),
    // Others change entries too: each opening of the edit form asks again.
    staleTime: 0,
  });

export function useTranslationHistory(id: string) {
  return useQuery(translationHistoryQueryOptions(id));
}
