// DELETE /api/api-keys/{keyId}: revokes a key; its next call to the API is refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { apiKeysKeys } from './query-keys';

export async function revokeApiKey(keyId: string): Promise<void> {
  await apiJson<void>('DELETE', `/api/api-keys/${encodeURIComponent(keyId)}`);
}

export function useRevokeApiKey(callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: revokeApiKey,
    onSuccess: (data, keyId, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      callbacks.onSuccess?.(data, keyId, ...rest);
    },
    onError: (error, ...rest) => {
      // A key that is already gone (revoked elsewhere) leaves the list too.
      void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      callbacks.onError?.(error, ...rest);
    },
  });
}
