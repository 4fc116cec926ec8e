// GET /api/flashcards/settings (issue 29 item 1): a signed-in learner's desired retention, their fitted FSRS
// parameters and the expected daily workload for each retention. Read when Review settings open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSettings } from '@shared/schemas/review-settings';
import { apiJson } from '@client/lib/api-client';
import { flashcardsKeys } from './query-keys';

/** Only an account has these settings: the key carries 'account' like the feature's other account queries. */
export const reviewSettingsKey = [...flashcardsKeys.all, 'account', 'review-settings'] as const;

export const getReviewSettings = () => apiJson<ReviewSettings>('GET', '/api/flashcards/settings');

export const reviewSettingsQueryOptions = () =>
  queryOptions({ queryKey: reviewSettingsKey, queryFn: getReviewSettings, staleTime: 0 });

/** `enabled` false signed out: there are no settings to read. */
export function useReviewSettings(enabled = true) {
  return useQuery({ ...reviewSettingsQueryOptions(), enabled });
}
