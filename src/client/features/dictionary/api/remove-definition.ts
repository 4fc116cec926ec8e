// DELETE /api/admin/definitions/{id} (issue 28): an admin removes a reader's definition and its votes; the term
// page's list is fetched again. The callbacks are the hook's, not `mutate`'s: the definition's controls have left
// the page by the time the refreshed list is in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import { termQueryKey } from './get-term';

type Answer = { message: string };

export const removeDefinition = (id: string) =>
  apiJson<Answer>('DELETE', `/api/admin/definitions/${encodeURIComponent(id)}`);

export function useRemoveDefinition(
  slug: string,
  {
    onSuccess,
    onError,
  }: { onSuccess?: (answer: Answer) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDefinition,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: termQueryKey(slug) });
      onSuccess?.(answer);
    },
    onError: (error) => onError?.(error),
  });
}
