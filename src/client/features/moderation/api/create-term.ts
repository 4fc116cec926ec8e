// POST /api/slang (spec 2 §7 "Admin dictionary"): adds a term; a taken address is a 409 with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTermInput, SlangTerm } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const createTerm = (body: AdminTermInput) => apiJson<SlangTerm>('POST', '/api/slang', body);

export function useCreateTerm(callbacks: MutationCallbacks<SlangTerm, AdminTermInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: createTerm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.terms }),
  });
}
