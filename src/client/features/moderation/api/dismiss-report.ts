// POST /api/admin/reports/{id}/dismiss: closes a report without changing the term (no body, no Content-Type).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { moderationKeys } from './query-keys';

export const dismissReport = (id: string) =>
  apiJson<{ message: string }>('POST', `/api/admin/reports/${encodeURIComponent(id)}/dismiss`);

export function useDismissReport(callbacks: MutationCallbacks<{ message: string }, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: dismissReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.reports }),
  });
}
