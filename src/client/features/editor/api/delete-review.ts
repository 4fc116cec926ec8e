// DELETE /api/admin/review-queue/{id} (spec 2 §7 "Review queue").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { editorKeys } from './query-keys';

export const deleteReview = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/admin/review-queue/${encodeURIComponent(id)}`);

export function useDeleteReview(callbacks: MutationCallbacks<{ message: string }, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: deleteReview,
    // Also after a failure: a 404 means the review is already gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorKeys.reviewQueue }),
  });
}
