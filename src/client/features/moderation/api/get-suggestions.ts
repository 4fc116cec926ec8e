// GET /api/admin/suggestions?status&search (spec 2 §7 "Admin suggestions"): the submissions list and the pending
// count, polled every 30 s (spec 2 §4, §9).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_POLL_MS } from '@shared/dictionary';
import type { AdminSuggestion } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { moderationKeys, type SuggestionStatusFilter } from './query-keys';

export interface SuggestionList {
  suggestions: AdminSuggestion[];
  pendingCount: number;
}

export function getSuggestions(status: SuggestionStatusFilter, search: string) {
  const params = new URLSearchParams({ status });
  if (search) params.set('search', search);
  return apiJson<SuggestionList>('GET', `/api/admin/suggestions?${params.toString()}`);
}

export const suggestionsQueryOptions = (status: SuggestionStatusFilter, search: string) =>
  queryOptions({
    queryKey: moderationKeys.suggestionList(status, search),
    queryFn: () => getSuggestions(status, search),
    refetchInterval: ADMIN_POLL_MS,
    // A new filter or search keeps the previous list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSuggestions(status: SuggestionStatusFilter, search: string) {
  return useQuery(suggestionsQueryOptions(status, search));
}
