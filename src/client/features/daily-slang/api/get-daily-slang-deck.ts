// GET /api/flashcards/decks/{deckId}: the deck of the day's term, read by the daily slang popup (one built-in
// deck, the same for everyone, so it needs no sign-in and no flashcards state).
import { queryOptions } from '@tanstack/react-query';
import type { Deck } from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';

export async function getDailySlangDeck(deckId: string): Promise<Deck> {
  const { deck } = await apiJson<{ deck: Deck }>(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(deckId)}`,
  );
  return deck;
}

export const dailySlangDeckQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: ['daily-slang', 'deck', deckId] as const,
    queryFn: () => getDailySlangDeck(deckId),
  });
