// PUT /api/admin/definitions/{id} (issue 28): an admin corrects a reader's definition (the entry's own one is
// edited with the term, in /admin/dictionary); the term page's list is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefinitionInput } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { termQueryKey } from './get-term';

export interface EditDefinitionVariables {
  id: string;
  body: DefinitionInput;
}

export const editDefinition = ({ id, body }: EditDefinitionVariables) =>
  apiJson<{ message: string }>('PUT', `/api/admin/definitions/${encodeURIComponent(id)}`, body);

export function useEditDefinition(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termQueryKey(slug) }),
  });
}
