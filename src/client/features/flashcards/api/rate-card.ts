// POST /api/flashcards/reviews (issue 11 item 4): one rating of a card (Need Review or a wrong answer = again,
// Got It! or a right answer = good); FSRS schedules it and the review is logged. Signed out, the browser runs the
// same scheduler. A failure is only logged: the study or quiz goes on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRating } from '@shared/flashcards/review-scheduler';
import type { ReviewsResponse, ScheduledCard } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { rateLocalCard } from '../local/local-store';
import { flashcardsKeys, type StoreMode } from './query-keys';

export interface RateCardVariables {
  deckId: string;
  cardKey: string;
  rating: ReviewRating;
}

export async function rateCard(
  mode: StoreMode,
  variables: RateCardVariables,
): Promise<ScheduledCard> {
  if (mode === 'local') return rateLocalCard(variables.deckId, variables.cardKey, variables.rating);
  const { card } = await apiJson<{ card: ScheduledCard }>(
    'POST',
    '/api/flashcards/reviews',
    variables,
  );
  return card;
}

export function useRateCard(mode: StoreMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RateCardVariables) => rateCard(mode, variables),
    // The schedule on screen follows at once (Review's queue moves on); the refetch below confirms it.
    onSuccess: (card, { deckId, cardKey }) =>
      queryClient.setQueryData(
        flashcardsKeys.reviews(mode, deckId),
        (current: ReviewsResponse | undefined) => {
          if (!current) return current;
          const before = current.cards.find((candidate) => candidate.cardKey === cardKey);
          const wasNew = !before || before.state.state === 'new';
          return {
            cards: before
              ? current.cards.map((candidate) => (candidate.cardKey === cardKey ? card : candidate))
              : [...current.cards, card],
            doneToday: {
              newCards: current.doneToday.newCards + (wasNew ? 1 : 0),
              reviews: current.doneToday.reviews + (wasNew ? 0 : 1),
            },
          };
        },
      ),
    onError: (error) => console.error('Scheduling the card failed', error),
    onSettled: (_data, _error, { deckId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flashcardsKeys.reviews(mode, deckId) }),
        queryClient.invalidateQueries({ queryKey: flashcardsKeys.due(mode) }),
      ]),
  });
}
