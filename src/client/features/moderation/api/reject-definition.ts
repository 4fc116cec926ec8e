// POST /api/admin/definitions/{id}/reject (issue 28): no body, so no Content-Type either; 409 when already decided.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const rejectDefinition = (id: string) =>
  apiJson<{ message: string }>('POST', `/api/admin/definitions/${encodeURIComponent(id)}/reject`);

export function useRejectDefinition(
  callbacks: MutationCallbacks<{ message: string }, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: rejectDefinition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.definitions }),
  });
}
