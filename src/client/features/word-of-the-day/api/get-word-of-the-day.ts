// GET /api/word-of-the-day[?date=YYYY-MM-DD]: the day's term (today's without a date). A day without one is a 404.
// Also read by the small link on the home page, so this module imports nothing the first load does not carry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { HttpError, apiJson } from '@client/lib/api-client';

export const getWordOfTheDay = (date: string | null) =>
  apiJson<WordOfTheDay>(
    'GET',
    date ? `/api/word-of-the-day?date=${encodeURIComponent(date)}` : '/api/word-of-the-day',
  );

/** Today's word changes once a day: a tab left open asks again after a while; a past day's never changes. */
const TODAY_STALE_MS = 10 * 60_000;

export const wordOfTheDayQueryOptions = (date: string | null = null) =>
  queryOptions({
    queryKey: ['word-of-the-day', 'day', date ?? 'today'] as const,
    queryFn: () => getWordOfTheDay(date),
    staleTime: date ? Infinity : TODAY_STALE_MS,
  });

export function useWordOfTheDay(date: string | null = null, { enabled = true } = {}) {
  return useQuery({ ...wordOfTheDayQueryOptions(date), enabled });
}

/** The server has no word for that day (not a failure: the page says so). */
export const isNoWord = (error: unknown) => error instanceof HttpError && error.status === 404;
