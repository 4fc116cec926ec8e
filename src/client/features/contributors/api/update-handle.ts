// PUT /api/account/handle: chooses or changes the reader's handle. 400 for a handle the schema refuses, 409 for one
// that is taken or a change within a month of the last (the message says when), 401 when signed out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandleInput, HandleStatus } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { contributorKeys } from './get-contributor';
import { handleQueryKey } from './get-handle';

export const updateHandle = (body: HandleInput) =>
  apiJson<HandleStatus>('PUT', '/api/account/handle', body);

export function useUpdateHandle(callbacks: MutationCallbacks<HandleStatus, HandleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateHandle,
    onSuccess: (...args) => {
      queryClient.setQueryData(handleQueryKey, args[0]);
      // The old address no longer answers and the new one does.
      void queryClient.invalidateQueries({ queryKey: contributorKeys.all });
      return callbacks.onSuccess?.(...args);
    },
  });
}
