// POST /api/editor/translations/{id}/approve (spec 2 §7 "Editors"): approves a pending entry (and rejects the
// other candidates for its key). The version the list showed makes approving a changed entry a 409.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorTranslation } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { editorKeys } from './query-keys';

export interface ApproveTranslationVariables {
  id: string;
  version: number;
}

export const approveTranslation = ({ id, version }: ApproveTranslationVariables) =>
  apiJson<EditorTranslation>('POST', `/api/editor/translations/${encodeURIComponent(id)}/approve`, {
    version,
  });

export function useApproveTranslation(
  callbacks: MutationCallbacks<EditorTranslation, ApproveTranslationVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: approveTranslation,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editorKeys.lists }),
        queryClient.invalidateQueries({ queryKey: editorKeys.history(id) }),
      ]),
  });
}
