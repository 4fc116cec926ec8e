// POST /api/slang/suggest (spec 2 §7): the suggest form's payload; only the OK status matters to the form.
import { useMutation } from '@tanstack/react-query';
import type { SubmissionCreated } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

/** spec 2 §3 "Suggestion payload"; empty optional fields go out as null. */
export interface SlangSuggestionBody {
  term: string;
  meaning: string;
  longExplanation: string | null;
  context: string | null;
  example: string | null;
}

export const suggestSlangTerm = (body: SlangSuggestionBody) =>
  apiJson<SubmissionCreated>('POST', '/api/slang/suggest', body);

export function useSuggestSlangTerm() {
  return useMutation({ mutationFn: suggestSlangTerm });
}
