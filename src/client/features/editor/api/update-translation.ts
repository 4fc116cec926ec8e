// PATCH /api/editor/translations/{id} (spec 2 §7 "Editors"): the edited text and notes, or (admins) the lock,
// with the version the form was opened with. A 409 is a stale version (details.current is the entry as it is
// now, see stale-version.ts) or a locked entry (the reason in `error`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorTranslation, EditorUpdateInput } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { editorKeys } from './query-keys';

export interface UpdateTranslationVariables {
  id: string;
  body: EditorUpdateInput;
}

export const updateTranslation = ({ id, body }: UpdateTranslationVariables) =>
  apiJson<EditorTranslation>('PATCH', `/api/editor/translations/${encodeURIComponent(id)}`, body);

export function useUpdateTranslation(
  callbacks: MutationCallbacks<EditorTranslation, UpdateTranslationVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateTranslation,
    // Also after a 409: the list then shows the entry as it is now.
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editorKeys.lists }),
        queryClient.invalidateQueries({ queryKey: editorKeys.history(id) }),
      ]),
  });
}
