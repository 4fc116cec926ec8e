// POST /api/flashcards/reviews (issue 11 item 4): one rating of a card (Need Review or a wrong answer = again,
// Got It! or a right answer = good); FSRS schedules it and the review is logged. Signed out, the browser runs the
// same scheduler. Signed in, each rating carries an Idempotency-Key and the time it was made, and one made offline
// (or whose POST gets no answer) waits in the outbox (../offline) to be sent when the network returns; meanwhile
// the browser's own FSRS estimate moves the card on, so the review queue advances (issue 29 item 3). A refused
// rating is only logged: the study or quiz goes on.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isLeech, reviewCard, type ReviewRating } from '@shared/flashcards/review-scheduler';
import type { ReviewsResponse, ScheduledCard } from '@shared/schemas/flashcards';
import { rateLocalCard } from '../local/local-store';
import { newIdempotencyKey, submitRating } from '../offline/outbox-sync';
import { flashcardsKeys, type StoreMode } from './query-keys';

export interface RateCardVariables {
  deckId: string;
  cardKey: string;
  rating: ReviewRating;
}

export interface RatedCard {
  card: ScheduledCard;
  /** True when the rating waits in the outbox: `card` is this browser's estimate, not the server's answer. */
  queued: boolean;
}

/** The card after a rating at `at`, from the schedule on screen: what the server will answer, near enough. */
function estimateOf(
  queryClient: QueryClient,
  { deckId, cardKey, rating }: RateCardVariables,
  at: Date,
): ScheduledCard {
  const shown = queryClient.getQueryData<ReviewsResponse>(
    flashcardsKeys.reviews('account', deckId),
  );
  const before = shown?.cards.find((candidate) => candidate.cardKey === cardKey)?.state ?? null;
  const { card } = reviewCard(before, rating, at);
  return { deckId, cardKey, state: card, leech: isLeech(card) };
}

export async function rateCard(
  mode: StoreMode,
  variables: RateCardVariables,
  queryClient: QueryClient,
): Promise<RatedCard> {
  if (mode === 'local')
    return {
      card: rateLocalCard(variables.deckId, variables.cardKey, variables.rating),
      queued: false,
    };
  const at = new Date();
  const { card } = await submitRating({
    ...variables,
    key: newIdempotencyKey(),
    reviewedAt: at.toISOString(),
  });
  return card
    ? { card, queued: false }
    : { card: estimateOf(queryClient, variables, at), queued: true };
}

export function useRateCard(mode: StoreMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RateCardVariables) => rateCard(mode, variables, queryClient),
    // Offline too: the rating then goes to the outbox (TanStack Query would hold it until the network returns).
    networkMode: 'always',
    // The schedule on screen follows at once (Review's queue moves on); the refetch below confirms it.
    onSuccess: ({ card }, { deckId, cardKey }) =>
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
    // A queued rating is not refetched: the server does not have it yet, and its older schedule would put the card
    // back in the queue. The sync notice refetches once the outbox has been sent.
    onSettled: (rated, _error, { deckId }) =>
      rated?.queued
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: flashcardsKeys.reviews(mode, deckId) }),
            queryClient.invalidateQueries({ queryKey: flashcardsKeys.due(mode) }),
          ]),
  });
}
