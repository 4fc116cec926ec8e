// GET /api/flashcards/stats: the signed-in learner's statistics, the days read in this device's time zone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isKnownTimeZone } from '@shared/flashcards/review-stats';
import type { StatsResponse } from '@shared/schemas/flashcard-stats';
import { apiJson } from '@client/lib/api-client';
import { flashcardsKeys } from '../../api/query-keys';

/** This device's zone when the server can read it; otherwise none, and the server reads days in UTC. */
export function deviceTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : undefined;
}

export function getStats(timeZone: string | undefined): Promise<StatsResponse> {
  const query = timeZone ? `?${new URLSearchParams({ tz: timeZone }).toString()}` : '';
  return apiJson<StatsResponse>('GET', `/api/flashcards/stats${query}`);
}

export const statsQueryOptions = (timeZone: string | undefined) =>
  queryOptions({
    queryKey: [...flashcardsKeys.all, 'account', 'stats', timeZone ?? 'UTC'] as const,
    queryFn: () => getStats(timeZone),
    // Every review changes them: coming back to the page asks again.
    staleTime: 0,
  });

/**
 * The statistics, fetched once `enabled`: the page enables it only in the browser, after hydration, because the
 * server rendering it does not know the device's zone.
 */
export function useStats(enabled: boolean) {
  return useQuery({ ...statsQueryOptions(enabled ? deviceTimeZone() : undefined), enabled });
}
