// DELETE /api/admin/suggestions/{id} (spec 2 §7): removes the suggestion; a term it created stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const deleteSuggestion = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/admin/suggestions/${encodeURIComponent(id)}`);

export function useDeleteSuggestion(
  callbacks: MutationCallbacks<{ message: string }, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: deleteSuggestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.suggestions }),
  });
}
