// POST /api/admin/suggestions/{id}/reject (spec 2 §7): no body, so no Content-Type either.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const rejectSuggestion = (id: string) =>
  apiJson<{ message: string }>('POST', `/api/admin/suggestions/${encodeURIComponent(id)}/reject`);

export function useRejectSuggestion(
  callbacks: MutationCallbacks<{ message: string }, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: rejectSuggestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.suggestions }),
  });
}
