// DELETE /api/slang/{id} (spec 2 §7 "Admin dictionary"): removes a term and resolves its open reports.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const deleteTerm = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/slang/${encodeURIComponent(id)}`);

export function useDeleteTerm(callbacks: MutationCallbacks<{ message: string }, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: deleteTerm,
    // Also after a failure: a 404 means the term is already gone from the list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.terms }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.reports }),
      ]),
  });
}
