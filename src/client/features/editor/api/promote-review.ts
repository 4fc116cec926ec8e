// POST /api/admin/review-queue/{id}/promote (spec 2 §7 "Review queue"): the improved translation becomes the
// approved editor translation and the review is resolved, in one step on the server. 409 once resolved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorTranslation, PromoteReviewInput, ReviewEntry } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { editorKeys } from './query-keys';

export interface PromoteReviewVariables {
  id: string;
  body: PromoteReviewInput;
}

export interface PromoteReviewResult {
  review: ReviewEntry;
  translation: EditorTranslation;
}

export const promoteReview = ({ id, body }: PromoteReviewVariables) =>
  apiJson<PromoteReviewResult>(
    'POST',
    `/api/admin/review-queue/${encodeURIComponent(id)}/promote`,
    body,
  );

export function usePromoteReview(
  callbacks: MutationCallbacks<PromoteReviewResult, PromoteReviewVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: promoteReview,
    // Also after a 409: the queue then shows the review as resolved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editorKeys.reviewQueue }),
        queryClient.invalidateQueries({ queryKey: editorKeys.lists }),
      ]),
  });
}
