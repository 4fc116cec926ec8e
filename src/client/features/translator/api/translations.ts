// /api/translations/* (spec 1 §7): the signed-in user's history and saved lists, explicit saves, deletes and
// ratings. Lists are refreshed after translating, saving or deleting (spec 1 §4).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  RateTranslationRequest,
  RateTranslationResponse,
  StoredTranslation,
  TranslationRecord,
} from '@shared/schemas/translations';
import { apiJson, HttpError } from '@client/lib/api-client';

export const translationKeys = {
  all: ['/api/translations'] as const,
  history: ['/api/translations', 'history'] as const,
  saved: ['/api/translations', 'saved'] as const,
  recent: ['/api/translations', 'recent'] as const,
};

/** Marks every list stale so open dialogs and pages show the change. */
export function refreshTranslationLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: translationKeys.all });
}

/** GET /api/translations/history: a 401 gives an empty list, any other failure an error (spec 1 §7). */
export async function getTranslationHistory(): Promise<StoredTranslation[]> {
  try {
    return await apiJson<StoredTranslation[]>('GET', '/api/translations/history');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return [];
    throw error;
  }
}

export function useTranslationHistory(enabled: boolean) {
  return useQuery({
    queryKey: translationKeys.history,
    queryFn: getTranslationHistory,
    enabled,
  });
}

/** GET /api/translations/saved: only when signed in and the list is shown; no retry (spec 1 §7). */
export function useSavedTranslations(enabled: boolean) {
  return useQuery({
    queryKey: translationKeys.saved,
    queryFn: () => apiJson<StoredTranslation[]>('GET', '/api/translations/saved'),
    enabled,
    retry: false,
  });
}

/** POST /api/translations/history: the automatic history entry after a translation; failure only logged. */
export async function recordHistory(record: TranslationRecord): Promise<void> {
  try {
    await apiJson<StoredTranslation>('POST', '/api/translations/history', record);
  } catch (error) {
    console.warn('Could not add the translation to history', error);
  }
}

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: TranslationRecord) =>
      apiJson<StoredTranslation>('POST', '/api/translations/save', record),
    onSettled: () => refreshTranslationLists(queryClient),
  });
}

export function useDeleteSavedTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<void>('DELETE', `/api/translations/saved/${encodeURIComponent(id)}`),
    onSettled: () => refreshTranslationLists(queryClient),
  });
}

export function useRateTranslation() {
  return useMutation({
    mutationFn: (body: RateTranslationRequest) =>
      apiJson<RateTranslationResponse>('POST', '/api/translations/rate', body),
  });
}
