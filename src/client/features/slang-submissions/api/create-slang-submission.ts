// POST /api/slang-submissions (spec 2 §7): the add form's submission, always filed as pending from a user.
// On failure the caller reads the `error` field through HttpError.serverMessage.
import { useMutation } from '@tanstack/react-query';
import type { SubmissionCreated } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

/** The body as the spec's client sends it (spec 2 §3 "Slang submission"). */
export interface SlangSubmissionBody {
  term: string;
  meaning: string;
  context: string | null;
  example: string | null;
  createdBy: string | null;
  status: 'pending';
  source: 'user';
}

export const createSlangSubmission = (body: SlangSubmissionBody) =>
  apiJson<SubmissionCreated>('POST', '/api/slang-submissions', body);

export function useCreateSlangSubmission() {
  return useMutation({ mutationFn: createSlangSubmission });
}
