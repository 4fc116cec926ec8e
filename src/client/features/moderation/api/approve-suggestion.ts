// POST /api/admin/suggestions/{id}/approve (spec 2 §7): the admin's edited body becomes a dictionary term. A 409
// (already decided, or the address is taken) carries the reason in `error`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTermInput, SlangTerm } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const approveSuggestion = ({ id, body }: { id: string; body: AdminTermInput }) =>
  apiJson<SlangTerm>('POST', `/api/admin/suggestions/${encodeURIComponent(id)}/approve`, body);

export function useApproveSuggestion(
  callbacks: MutationCallbacks<SlangTerm, { id: string; body: AdminTermInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: approveSuggestion,
    // Also after a 409: the list then shows the suggestion's current state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.suggestions }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.terms }),
      ]),
  });
}
