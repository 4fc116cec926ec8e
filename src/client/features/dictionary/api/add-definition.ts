// POST /api/slang/{slug}/definitions: a signed-in reader's definition of a term, sent to the moderators. It waits
// as pending, so the term page's list (approved definitions only) stays as it is.
import { useMutation } from '@tanstack/react-query';
import type { DefinitionCreated, DefinitionInput } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const addDefinition = (slug: string, body: DefinitionInput) =>
  apiJson<DefinitionCreated>('POST', `/api/slang/${encodeURIComponent(slug)}/definitions`, body);

export function useAddDefinition(slug: string) {
  return useMutation({ mutationFn: (body: DefinitionInput) => addDefinition(slug, body) });
}
