// Add New Slang (spec 2 §5 "Editor new slang", §7): GET /api/editor/check-duplicate?keyHash first, then
// POST /api/editor/add-slang (201, always pending). An existing entry, found by the check or reported by the
// server's 409, is a DuplicateSlangError.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorStyle } from '@shared/roles';
import type { CheckDuplicateResponse, EditorTranslation } from '@shared/schemas/editor';
import { translationKeyHash } from '@shared/schemas/translate';
import { apiJson, HttpError } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { editorKeys } from './query-keys';

export interface NewSlang {
  sourceText: string;
  finalOutput: string;
  targetStyle: EditorStyle;
  notes?: string;
}

export class DuplicateSlangError extends Error {
  constructor(
    readonly sourceText: string,
    /** The entry that already exists, when the server sent it. */
    readonly existing: EditorTranslation | null,
  ) {
    super(`"${sourceText}" already exists.`);
    this.name = 'DuplicateSlangError';
  }
}

export function checkDuplicate(style: EditorStyle, sourceText: string) {
  const params = new URLSearchParams({ keyHash: translationKeyHash(style, sourceText) });
  return apiJson<CheckDuplicateResponse>('GET', `/api/editor/check-duplicate?${params.toString()}`);
}

export async function addSlang(slang: NewSlang): Promise<EditorTranslation> {
  const duplicate = await checkDuplicate(slang.targetStyle, slang.sourceText);
  if (duplicate.exists) throw new DuplicateSlangError(slang.sourceText, duplicate.translation);
  try {
    return await apiJson<EditorTranslation>('POST', '/api/editor/add-slang', slang);
  } catch (error) {
    // Someone added it between the check and the add.
    if (error instanceof HttpError && error.status === 409) {
      throw new DuplicateSlangError(slang.sourceText, null);
    }
    throw error;
  }
}

export function useAddSlang(callbacks: MutationCallbacks<EditorTranslation, NewSlang> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: addSlang,
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorKeys.lists }),
  });
}
