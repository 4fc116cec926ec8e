// POST /api/flashcards/optimize (issue 29 item 1): fit the learner's FSRS parameters to their reviews now ("Optimize
// now" in Review settings). A 409 says how many more reviews the optimizer needs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptimizeResponse } from '@shared/schemas/review-settings';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { reviewSettingsKey } from './get-review-settings';

export const optimizeReviewParameters = () =>
  apiJson<OptimizeResponse>('POST', '/api/flashcards/optimize');

export function useOptimizeReviewParameters(
  callbacks: MutationCallbacks<OptimizeResponse, void> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimizeReviewParameters,
    ...callbacks,
    // The fit (or the count of reviews) changed the settings shown beside the button.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewSettingsKey }),
  });
}
