// POST /api/api-keys {name}: creates a key; the answer carries its secret, the only time it is ever sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyInput, CreateApiKeyResponse } from '@shared/schemas/api-keys';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { apiKeysKeys } from './query-keys';

export function createApiKey(input: CreateApiKeyInput): Promise<CreateApiKeyResponse> {
  return apiJson<CreateApiKeyResponse>('POST', '/api/api-keys', input);
}

export function useCreateApiKey(
  callbacks: MutationCallbacks<CreateApiKeyResponse, CreateApiKeyInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: createApiKey,
    onSuccess: (data, input, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      callbacks.onSuccess?.(data, input, ...rest);
    },
  });
}
