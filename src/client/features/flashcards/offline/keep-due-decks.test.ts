// The decks with cards due, copied ahead for offline study: most due first, the deck on screen left out, at most
// MAX_DUE_DECKS; each one's cards, progress and schedule fetched in turn, none once cancelled or offline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { stubFetch } from '@client/test/render';
import { flashcardsKeys } from '../api/query-keys';
import { dueDeckIds, fetchDueDecks, MAX_DUE_DECKS } from './keep-due-decks';

afterEach(() => vi.restoreAllMocks());

describe('the decks kept for offline study', () => {
  it('are the decks with cards due, most due first, without the one on screen', () => {
    expect(dueDeckIds({ a: 2, b: 0, c: 9, shown: 5 }, 'shown')).toEqual(['c', 'a']);
    const many = Object.fromEntries(
      Array.from({ length: MAX_DUE_DECKS + 3 }, (_, index) => [`d${index}`, index + 1]),
    );
    expect(dueDeckIds(many, null)).toHaveLength(MAX_DUE_DECKS);
  });

  it('are fetched one after another, each with its cards, progress and schedule', async () => {
    const calls = stubFetch((url) => {
      if (url.startsWith('/api/flashcards/decks/'))
        return { status: 200, body: { deck: { id: url.split('/').pop(), cards: [] } } };
      if (url.startsWith('/api/flashcards/progress/')) return { status: 200, body: {} };
      return { status: 200, body: { cards: [], doneToday: { newCards: 0, reviews: 0 } } };
    });
    const client = createQueryClient();
    await fetchDueDecks(client, 'account', ['c', 'a'], () => false);
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/flashcards/decks/c',
      '/api/flashcards/progress/c',
      '/api/flashcards/reviews?deckId=c',
      '/api/flashcards/decks/a',
      '/api/flashcards/progress/a',
      '/api/flashcards/reviews?deckId=a',
    ]);
    expect(client.getQueryData(flashcardsKeys.deck('account', 'a'))).toMatchObject({ id: 'a' });
  });

  it('are not fetched once cancelled or with no network', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    await fetchDueDecks(createQueryClient(), 'account', ['c', 'a'], () => true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await fetchDueDecks(createQueryClient(), 'account', ['c', 'a'], () => false);
    expect(calls).toEqual([]);
  });
});
