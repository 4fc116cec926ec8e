// POST /api/admin/definitions/{id}/approve (issue 28): the definition appears on its term's page (no body, no
// Content-Type). A 409 (already decided) carries the reason in `error`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const approveDefinition = (id: string) =>
  apiJson<{ message: string }>('POST', `/api/admin/definitions/${encodeURIComponent(id)}/approve`);

export function useApproveDefinition(
  callbacks: MutationCallbacks<{ message: string }, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: approveDefinition,
    // Also after a 409: the list then shows the definition's current state. A term page this browser already
    // loaded lists the new definition when it is opened again (the dictionary feature's ['slang-term', slug]).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.definitions }),
        queryClient.invalidateQueries({ queryKey: ['slang-term'] }),
      ]),
  });
}
