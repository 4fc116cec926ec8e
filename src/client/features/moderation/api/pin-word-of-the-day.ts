// POST /api/admin/word-of-the-day: an admin pins a term to a coming day. 400 for today or a past day, 404 for an
// unknown term; the answer's message says what was done.
import { useMutation } from '@tanstack/react-query';
import type { PinWordOfTheDayInput } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';

export const pinWordOfTheDay = (body: PinWordOfTheDayInput) =>
  apiJson<{ message: string }>('POST', '/api/admin/word-of-the-day', body);

export function usePinWordOfTheDay(
  callbacks: MutationCallbacks<{ message: string }, PinWordOfTheDayInput> = {},
) {
  return useMutation({ ...callbacks, mutationFn: pinWordOfTheDay });
}
