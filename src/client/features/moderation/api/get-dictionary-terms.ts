// GET /api/dictionary?lang&query&page&pageSize (spec 2 §7 "Admin dictionary"): one page of the terms of one
// language or all, filtered by text, with the total that matched and the page count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_TERMS_PAGE_SIZE } from '@shared/dictionary';
import type { DictionaryList } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { moderationKeys, type LanguageFilter } from './query-keys';

export type DictionaryTermList = DictionaryList;

export function getDictionaryTerms(language: LanguageFilter, query: string, page: number) {
  const params = new URLSearchParams({
    lang: language,
    query,
    page: String(page),
    pageSize: String(ADMIN_TERMS_PAGE_SIZE),
  });
  return apiJson<DictionaryTermList>('GET', `/api/dictionary?${params.toString()}`);
}

export const dictionaryTermsQueryOptions = (
  language: LanguageFilter,
  query: string,
  page: number,
) =>
  queryOptions({
    queryKey: moderationKeys.termList(language, query, page),
    queryFn: () => getDictionaryTerms(language, query, page),
    placeholderData: keepPreviousData,
  });

export function useDictionaryTerms(language: LanguageFilter, query: string, page: number) {
  return useQuery(dictionaryTermsQueryOptions(language, query, page));
}
