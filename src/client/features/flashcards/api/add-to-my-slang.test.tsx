import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CUSTOM_DECK_CARDS_MAX,
  MY_SLANG_DECK_NAME,
  MY_SLANG_DESCRIPTION,
  MY_SLANG_FULL_MESSAGE,
  MY_SLANG_LOCALE_HINT,
} from '@shared/flashcards/my-slang';
import { cardKeyOf } from '@shared/flashcards/packs';
import type { DeckSummary } from '@shared/schemas/flashcards';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { addToMySlangAndTell, MY_SLANG_TEXT } from '../components/add-to-my-slang-toast';
import {
  addLocalToMySlang,
  createLocalDeck,
  localDecksStore,
  localDueCounts,
  localReviews,
  localSchedulesStore,
  rateLocalCard,
} from '../local/local-store';
import { cardsOf } from '../test/fake-flashcards-api';
import { addToMySlang, mySlangCard, mySlangReviewLink } from './add-to-my-slang';

const NO_CAP = { term: 'no cap', meaning: 'For real, no lie', example: 'That was fire, no cap.' };
const RIZZ = { term: 'rizz', meaning: 'Charm' };

const mySlangDecks = () =>
  localDecksStore.read().filter((deck) => deck.name === MY_SLANG_DECK_NAME);

describe('adding to My slang, signed out (this browser)', () => {
  it('creates the deck once, never adds a term twice, and schedules each new card as due now', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const first = addLocalToMySlang(NO_CAP, now);
    expect(first.added).toBe(true);
    expect(first.deck).toMatchObject({
      name: MY_SLANG_DECK_NAME,
      description: MY_SLANG_DESCRIPTION,
      localeHint: MY_SLANG_LOCALE_HINT,
      isCustom: true,
      cardCount: 1,
    });
    expect(first.deck.id).toMatch(/^local-/);

    // The same term again (another spelling of it): nothing changes.
    const again = addLocalToMySlang(
      { ...NO_CAP, term: '  No Cap ' },
      new Date(now.getTime() + 1000),
    );
    expect(again).toEqual({ deck: first.deck, added: false });

    const second = addLocalToMySlang(RIZZ, now);
    expect(second).toMatchObject({ added: true, deck: { id: first.deck.id, cardCount: 2 } });

    expect(mySlangDecks()).toHaveLength(1);
    expect(mySlangDecks()[0]?.cards).toEqual([NO_CAP, RIZZ]);

    // Both wait in Review: new cards, due at the moment they were added, with no review logged yet.
    const schedule = localSchedulesStore.read()[first.deck.id] ?? {};
    expect(Object.keys(schedule).sort()).toEqual([cardKeyOf('no cap'), cardKeyOf('rizz')]);
    expect(schedule[cardKeyOf('no cap')]).toMatchObject({
      state: { state: 'new', due: now.toISOString(), reps: 0 },
      logs: [],
    });
    expect(localReviews(first.deck.id, now).doneToday).toEqual({ newCards: 0, reviews: 0 });
    expect(localDueCounts(now)).toEqual({ [first.deck.id]: 2 });
  });

  it('adds to the My slang deck already kept, and leaves a card already scheduled as it is', () => {
    const deck = createLocalDeck({
      name: MY_SLANG_DECK_NAME,
      description: MY_SLANG_DESCRIPTION,
      localeHint: MY_SLANG_LOCALE_HINT,
      cards: [RIZZ],
    });
    const reviewed = rateLocalCard(deck.id, cardKeyOf('rizz'), 'good');
    const result = addLocalToMySlang(RIZZ);
    expect(result).toMatchObject({ added: false, deck: { id: deck.id } });
    expect(localSchedulesStore.read()[deck.id]?.[cardKeyOf('rizz')]?.state).toEqual(reviewed.state);
    expect(addLocalToMySlang(NO_CAP).deck).toMatchObject({ id: deck.id, cardCount: 2 });
    expect(mySlangDecks()).toHaveLength(1);
  });

  it('refuses a card more than a full deck holds, as the server does', () => {
    createLocalDeck({
      name: MY_SLANG_DECK_NAME,
      description: MY_SLANG_DESCRIPTION,
      localeHint: MY_SLANG_LOCALE_HINT,
      cards: cardsOf(CUSTOM_DECK_CARDS_MAX),
    });
    expect(() => addLocalToMySlang(NO_CAP)).toThrow(MY_SLANG_FULL_MESSAGE);
    expect(mySlangDecks()[0]?.cards).toHaveLength(CUSTOM_DECK_CARDS_MAX);
  });
});

describe('adding to My slang, signed in (the account)', () => {
  it('posts the card to /api/flashcards/my-slang and stores nothing in the browser', async () => {
    const deck: DeckSummary = {
      id: 'deck-1',
      name: MY_SLANG_DECK_NAME,
      description: MY_SLANG_DESCRIPTION,
      localeHint: MY_SLANG_LOCALE_HINT,
      speechLocale: 'en-US',
      isCustom: true,
      cardCount: 1,
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    const calls = stubFetch(() => ({ status: 200, body: { deck, added: true } }));
    await expect(addToMySlang('account', { ...NO_CAP, example: null })).resolves.toEqual({
      deck,
      added: true,
    });
    expect(
      calls.map(({ url, init }) => [
        url,
        init?.method,
        JSON.parse(init?.body as string) as unknown,
      ]),
    ).toEqual([
      ['/api/flashcards/my-slang', 'POST', { term: 'no cap', meaning: 'For real, no lie' }],
    ]);
    expect(localDecksStore.read()).toEqual([]);
    expect(localSchedulesStore.read()).toEqual({});
  });
});

describe('the card and the link', () => {
  it('trims the texts, cuts them at the card limits and drops an empty example', () => {
    expect(mySlangCard({ term: '  rizz ', meaning: 'Charm\n and  wit', example: '  ' })).toEqual({
      term: 'rizz',
      meaning: 'Charm and wit',
    });
    const long = mySlangCard({ term: 'x', meaning: 'm'.repeat(400), example: 'e'.repeat(400) });
    expect(long.meaning).toHaveLength(300);
    expect(long.meaning.endsWith('…')).toBe(true);
    expect(long.example).toHaveLength(300);
  });

  it('opens the deck in Review', () => {
    expect(mySlangReviewLink('local-a b')).toBe('/flashcards?deckId=local-a+b&mode=review');
  });
});

describe('one click: add, refresh and tell', () => {
  const toastArea = () =>
    within(screen.getByRole('region', { name: /Notifications/, hidden: true }));
  // The toast area's viewport loads lazily (at idle, or with the first toast); loaded here, so the first test does not wait on
  // its first import (which took longer than a test waits on a loaded machine).
  beforeAll(async () => {
    await import('@client/components/ui/toast-viewport');
  });

  it('says "Added to My slang" with a link to the deck in Review, then "Already in My slang"', async () => {
    const { queryClient } = renderWithProviders(<></>);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await act(async () => {
      await expect(addToMySlangAndTell(queryClient, false, NO_CAP)).resolves.toBe(true);
    });
    const deckId = mySlangDecks()[0]!.id;
    expect(toastArea().getByText(MY_SLANG_TEXT.added)).toBeVisible();
    expect(
      toastArea().getByText(MY_SLANG_TEXT.waitsInReview('no cap'), { exact: false }),
    ).toBeVisible();
    expect(toastArea().getByRole('link', { name: MY_SLANG_TEXT.openDeck })).toHaveAttribute(
      'href',
      `/flashcards?deckId=${deckId}&mode=review`,
    );
    // The deck list, the deck, its schedule and the "N due" counts of this store refetch.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['flashcards', 'local'] });

    await act(async () => {
      await addToMySlangAndTell(queryClient, false, NO_CAP);
    });
    expect(toastArea().getByText(MY_SLANG_TEXT.already)).toBeVisible();
    expect(mySlangDecks()).toHaveLength(1);
  });

  it('says why when the server refuses, and resolves false', async () => {
    stubFetch(() => ({ status: 409, body: { error: MY_SLANG_FULL_MESSAGE } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = renderWithProviders(<></>);
    await act(async () => {
      await expect(addToMySlangAndTell(queryClient, true, NO_CAP)).resolves.toBe(false);
    });
    expect(toastArea().getByText(MY_SLANG_TEXT.failedTitle)).toBeVisible();
    expect(toastArea().getByText(MY_SLANG_FULL_MESSAGE)).toBeVisible();
  });
});
