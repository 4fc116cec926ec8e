import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_SLANG_DECK_NAME } from '@shared/flashcards/my-slang';
import { cardKeyOf } from '@shared/flashcards/packs';
import { DICTIONARY_TEXT } from '@client/features/dictionary/texts';
import { MY_SLANG_TEXT } from '@client/features/flashcards/components/add-to-my-slang-toast';
import {
  localDecksStore,
  localSchedulesStore,
} from '@client/features/flashcards/local/local-store';
import { rizzFixture } from '@client/test/dictionary-fixtures';
import { renderWithProviders, stubFetch } from '@client/test/render';
import ExplanationTermsToDeck from './add-to-deck';
import { AppRouter } from './router';

const RIZZ = rizzFixture({ example: 'He has so much rizz.' });

const MY_SLANG = {
  id: 'deck-9',
  name: MY_SLANG_DECK_NAME,
  description: 'Slang you added',
  localeHint: 'My slang',
  speechLocale: 'en-US',
  isCustom: true,
  cardCount: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
};

/** The term API, the session (signed in or not) and, signed in, POST /api/flashcards/my-slang. */
function server({ signedIn }: { signedIn: boolean }) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/me')
      return signedIn
        ? { status: 200, body: { user: { id: 'u1', email: 'sam@example.com', roles: [] } } }
        : { status: 401 };
    if (url === '/api/slang/rizz') return { status: 200, body: RIZZ };
    if (url === '/api/flashcards/my-slang' && init?.method === 'POST')
      return signedIn
        ? { status: 200, body: { deck: MY_SLANG, added: true } }
        : { status: 401, body: { error: 'Unauthorized' } };
    return { status: 404 };
  });
}

const toastArea = () => within(screen.getByRole('region', { name: /Notifications/, hidden: true }));
const mySlang = () => localDecksStore.read().find((deck) => deck.name === MY_SLANG_DECK_NAME);

describe('“Practise it” on a term page', () => {
  it('signed out, adds the term with its meaning and example to this browser’s My slang, due now', async () => {
    const calls = server({ signedIn: false });
    renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    const practise = await screen.findByRole('button', { name: DICTIONARY_TEXT.practise });
    await userEvent.click(practise);

    expect(await toastArea().findByText(MY_SLANG_TEXT.added)).toBeVisible();
    const deck = mySlang();
    expect(deck?.cards).toEqual([
      { term: 'rizz', meaning: RIZZ.meaning, example: 'He has so much rizz.' },
    ]);
    expect(localSchedulesStore.read()[deck!.id]?.[cardKeyOf('rizz')]?.state.state).toBe('new');
    expect(toastArea().getByRole('link', { name: MY_SLANG_TEXT.openDeck })).toHaveAttribute(
      'href',
      `/flashcards?deckId=${deck!.id}&mode=review`,
    );
    expect(calls.some(({ url }) => url === '/api/flashcards/my-slang')).toBe(false);

    // A second click says it is there already; the deck keeps one card.
    await userEvent.click(practise);
    expect(await toastArea().findByText(MY_SLANG_TEXT.already)).toBeVisible();
    expect(mySlang()?.cards).toHaveLength(1);
  });

  it('signed in, sends the card to the account', async () => {
    const calls = server({ signedIn: true });
    renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    // The header shows the account once the session is known.
    await screen.findByRole('button', { name: /Account menu for sam@example.com/ });
    await userEvent.click(await screen.findByRole('button', { name: DICTIONARY_TEXT.practise }));
    expect(await toastArea().findByText(MY_SLANG_TEXT.added)).toBeVisible();
    expect(
      calls
        .filter(({ url }) => url === '/api/flashcards/my-slang')
        .map(({ init }) => JSON.parse(init?.body as string) as unknown),
    ).toEqual([{ term: 'rizz', meaning: RIZZ.meaning, example: 'He has so much rizz.' }]);
    expect(toastArea().getByRole('link', { name: MY_SLANG_TEXT.openDeck })).toHaveAttribute(
      'href',
      '/flashcards?deckId=deck-9&mode=review',
    );
    expect(localDecksStore.read()).toEqual([]);
  });
});

describe('the translator’s terms panel', () => {
  it('adds a term from the explanation to My slang in one click', async () => {
    server({ signedIn: false });
    renderWithProviders(
      <ExplanationTermsToDeck terms={[{ term: 'no cap', meaning: 'for real, no lie' }]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add “no cap” to my deck' }));
    expect(await toastArea().findByText(MY_SLANG_TEXT.added)).toBeVisible();
    await waitFor(() =>
      expect(mySlang()?.cards).toEqual([{ term: 'no cap', meaning: 'for real, no lie' }]),
    );
  });
});
