// PUT /api/flashcards/settings (issue 29 item 1): the retention a signed-in learner aims for; the answer is the
// settings as they now are (the workload with them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettings, ReviewSettingsInput } from '@shared/schemas/review-settings';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { reviewSettingsKey } from './get-review-settings';

export const saveReviewSettings = (input: ReviewSettingsInput) =>
  apiJson<ReviewSettings>('PUT', '/api/flashcards/settings', input);

export function useSaveReviewSettings(
  callbacks: MutationCallbacks<ReviewSettings, ReviewSettingsInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    ...callbacks,
    onSuccess: (settings, input, ...rest) => {
      queryClient.setQueryData(reviewSettingsKey, settings);
      return callbacks.onSuccess?.(settings, input, ...rest);
    },
  });
}
