// PUT /api/slang/{id} (spec 2 §7 "Admin dictionary"): edits a term (its address stays) and resolves the term's
// open reports, so the reports list is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTermInput, SlangTerm } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const updateTerm = ({ id, body }: { id: string; body: AdminTermInput }) =>
  apiJson<SlangTerm>('PUT', `/api/slang/${encodeURIComponent(id)}`, body);

export function useUpdateTerm(
  callbacks: MutationCallbacks<SlangTerm, { id: string; body: AdminTermInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateTerm,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.terms }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.reports }),
      ]),
  });
}
