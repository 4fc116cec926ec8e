import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { FlashcardsScreen } from '../components/flashcards-screen';
import { hasLocalFlashcards } from '../local/local-keys';
import { createLocalDeck, recordLocalQuizResult } from '../local/local-store';
import { selectedDeckStore } from '../local/play-history';
import { cardsOf, fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { useMoveLocalFlashcardsOnSignIn } from './use-move-local-flashcards';

/** Stands in for the app header: signed out until its button is pressed. */
function Header() {
  const [signedIn, setSignedIn] = useState(false);
  useMoveLocalFlashcardsOnSignIn(signedIn);
  return (
    <button type="button" onClick={() => setSignedIn(true)}>
      Sign in
    </button>
  );
}

const localDeck = () =>
  createLocalDeck({
    name: 'Before sign-in',
    description: 'Custom deck: Before sign-in',
    localeHint: 'Custom',
    cards: cardsOf(3, 'word'),
  });

describe('moving the browser’s flashcards at sign-in', () => {
  it('does nothing with nothing kept', async () => {
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });

  it('imports when a session appears, once', async () => {
    localDeck();
    recordLocalQuizResult('gen_z_english', { packNumber: 1, score: 10, totalQuestions: 10 }, 12);
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<Header />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(hasLocalFlashcards()).toBe(false));
    expect(api.bodiesOf('POST /api/flashcards/import')).toHaveLength(1);
  });

  it('the screen waits for the move, then shows the moved deck from the account', async () => {
    const deck = localDeck();
    selectedDeckStore.write(deck.id);
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    expect(await screen.findByText('word 1', { selector: 'span' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: T.deckLabel })).toHaveValue('custom-1');
    expect(screen.getByRole('button', { name: T.editDeck })).toBeVisible();
    // The deck list was asked for only after the import answered.
    const paths = api.calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url}`);
    expect(paths.indexOf('POST /api/flashcards/import')).toBeLessThan(
      paths.indexOf('GET /api/flashcards/decks'),
    );
  });
});
