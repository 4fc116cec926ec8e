// POST /api/flashcards/quiz-result (spec 2 §7): a finished quiz on a pack. Signed in, the server decides the
// unlock; signed out, the browser applies the same rule to its own progress. A failure is only logged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProgressResponse,
  QuizResultInput,
  QuizResultResponse,
} from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { recordLocalQuizResult } from '../local/local-store';
import { flashcardsKeys, type StoreMode } from './query-keys';

export interface QuizResultVariables extends QuizResultInput {
  /** The deck's size: the browser needs it to know how many packs there are. */
  cardCount: number;
}

export function submitQuizResult(
  mode: StoreMode,
  { cardCount, ...result }: QuizResultVariables,
): Promise<QuizResultResponse> {
  if (mode === 'local')
    return Promise.resolve().then(() => recordLocalQuizResult(result.deckId, result, cardCount));
  return apiJson<QuizResultResponse>('POST', '/api/flashcards/quiz-result', result);
}

export function useSubmitQuizResult(
  mode: StoreMode,
  callbacks: MutationCallbacks<QuizResultResponse, QuizResultVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (variables: QuizResultVariables) => submitQuizResult(mode, variables),
    onSuccess: (data, variables, ...rest) => {
      queryClient.setQueryData(
        flashcardsKeys.progress(mode, variables.deckId),
        (current: ProgressResponse | undefined) =>
          current ? { ...current, progress: data.progress } : current,
      );
      void queryClient.invalidateQueries({
        queryKey: flashcardsKeys.progress(mode, variables.deckId),
      });
      callbacks.onSuccess?.(data, variables, ...rest);
    },
    onError: (error, ...rest) => {
      console.error('Recording the quiz result failed', error);
      callbacks.onError?.(error, ...rest);
    },
  });
}
