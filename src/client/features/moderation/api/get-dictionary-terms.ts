// GET /api/dictionary?lang&query (spec 2 §7 "Admin dictionary"): the terms of one language or all, filtered by
// text; the server sends at most 200 and the total that matched.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlangTerm } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { moderationKeys, type LanguageFilter } from './query-keys';

export interface DictionaryTermList {
  terms: SlangTerm[];
  total: number;
}

export function getDictionaryTerms(language: LanguageFilter, query: string) {
  const params = new URLSearchParams({ lang: language, query });
  return apiJson<DictionaryTermList>('GET', `/api/dictionary?${params.toString()}`);
}

export const dictionaryTermsQueryOptions = (language: LanguageFilter, query: string) =>
  queryOptions({
    queryKey: moderationKeys.termList(language, query),
    queryFn: () => getDictionaryTerms(language, query),
    placeholderData: keepPreviousData,
  });

export function useDictionaryTerms(language: LanguageFilter, query: string) {
  return useQuery(dictionaryTermsQueryOptions(language, query));
}
