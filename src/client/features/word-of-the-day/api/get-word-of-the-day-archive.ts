// GET /api/word-of-the-day/archive?page=N: the past words, newest first, 30 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WordOfTheDayArchive } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const getWordOfTheDayArchive = (page: number) =>
  apiJson<WordOfTheDayArchive>('GET', `/api/word-of-the-day/archive?page=${page}`);

export const wordOfTheDayArchiveQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['word-of-the-day', 'archive', page] as const,
    queryFn: () => getWordOfTheDayArchive(page),
    // A new day adds a word at the top of page 1 (and moves every page by one): not worth keeping for ever.
    staleTime: 10 * 60_000,
  });

export function useWordOfTheDayArchive(page: number) {
  return useQuery({
    ...wordOfTheDayArchiveQueryOptions(page),
    // The page shown stays while the next one loads: the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
