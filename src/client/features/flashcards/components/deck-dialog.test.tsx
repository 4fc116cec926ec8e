import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { localDecksStore } from '../local/local-store';
import { selectedDeckStore } from '../local/play-history';
import { fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashcardsScreen } from './flashcards-screen';

const deckSelect = () => screen.getByRole('combobox', { name: T.deckLabel });

async function openCreate() {
  await screen.findByText('term 1', { selector: 'span' });
  await userEvent.click(screen.getByRole('button', { name: T.newDeck }));
  return screen.findByRole('dialog', { name: T.createDeckTitle });
}

describe('custom deck dialogs', () => {
  it('validates: name required, one whole card at least, always one row, remove only with several', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    const dialog = await openCreate();

    expect(within(dialog).getByLabelText(T.termLabel(1))).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: T.removeCard(1) })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: T.saveDeck }));
    expect(within(dialog).getByText('Deck name is required.')).toBeVisible();
    expect(
      within(dialog).getByText('Add at least one card with both a term and a meaning.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Deck name/)).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText(/^Deck name/), 'Street talk');
    // A term without a meaning is no card.
    await userEvent.type(within(dialog).getByLabelText(T.termLabel(1)), 'bet');
    await userEvent.click(within(dialog).getByRole('button', { name: T.saveDeck }));
    expect(
      within(dialog).getByText('Add at least one card with both a term and a meaning.'),
    ).toBeVisible();
    expect(localDecksStore.read()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: T.addCard }));
    expect(within(dialog).getByLabelText(T.termLabel(2))).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: T.removeCard(1) })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: T.removeCard(2) })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(T.termLabel(2)), 'no cap');
    await userEvent.type(within(dialog).getByLabelText(T.meaningLabel(2)), 'for real');
    await userEvent.type(within(dialog).getByLabelText(T.exampleLabel(2)), 'No cap, it was great.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.saveDeck }));

    // Saved in the browser with the incomplete row dropped, and selected.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(T.deckCreated)).toBeVisible();
    const [saved] = localDecksStore.read();
    expect(saved).toMatchObject({
      name: 'Street talk',
      description: 'Custom deck: Street talk',
      localeHint: 'Custom',
      isCustom: true,
      cards: [{ term: 'no cap', meaning: 'for real', example: 'No cap, it was great.' }],
    });
    await waitFor(() => expect(deckSelect()).toHaveValue(saved!.id));
    expect(selectedDeckStore.read()).toBe(saved!.id);
    expect(await screen.findByText('no cap', { selector: 'span' })).toBeVisible();
  });

  it('edits and deletes a custom deck signed in; deleting the selected deck selects gen_z_english', async () => {
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    // Built-in decks offer no edit or delete.
    await screen.findByText('term 1', { selector: 'span' });
    expect(screen.queryByRole('button', { name: T.editDeck })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.deleteDeck })).not.toBeInTheDocument();

    const create = await openCreate();
    await userEvent.type(within(create).getByLabelText(/^Deck name/), 'Mine');
    await userEvent.type(within(create).getByLabelText(T.termLabel(1)), 'slay');
    await userEvent.type(within(create).getByLabelText(T.meaningLabel(1)), 'do great');
    await userEvent.click(within(create).getByRole('button', { name: T.addCard }));
    await userEvent.type(within(create).getByLabelText(T.termLabel(2)), 'bussin');
    await userEvent.type(within(create).getByLabelText(T.meaningLabel(2)), 'delicious');
    await userEvent.click(within(create).getByRole('button', { name: T.saveDeck }));
    await waitFor(() => expect(deckSelect()).toHaveValue('custom-1'));
    expect(api.bodiesOf('POST /api/flashcards/decks')).toEqual([
      {
        name: 'Mine',
        description: 'Custom deck: Mine',
        localeHint: 'Custom',
        cards: [
          { term: 'slay', meaning: 'do great' },
          { term: 'bussin', meaning: 'delicious' },
        ],
      },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: T.editDeck }));
    const edit = await screen.findByRole('dialog', { name: T.editDeckTitle });
    expect(within(edit).getByLabelText(T.termLabel(2))).toHaveValue('bussin');
    await userEvent.click(within(edit).getByRole('button', { name: T.removeCard(1) }));
    await userEvent.click(within(edit).getByRole('button', { name: T.saveDeck }));
    expect(await screen.findByText(T.deckUpdated)).toBeVisible();
    expect(api.bodiesOf('PUT /api/flashcards/decks/custom-1')).toMatchObject([
      { name: 'Mine', cards: [{ term: 'bussin', meaning: 'delicious' }] },
    ]);
    expect(await screen.findByText('bussin', { selector: 'span' })).toBeVisible();

    // The confirmation's code loads once a custom deck is chosen; its button is enabled then.
    await waitFor(() => expect(screen.getByRole('button', { name: T.deleteDeck })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: T.deleteDeck }));
    const confirm = await screen.findByRole('alertdialog', { name: T.deleteDeckTitle });
    expect(within(confirm).getByText(T.deleteDeckQuestion)).toBeVisible();
    expect(T.deleteDeckQuestion).toBe(
      'This action cannot be undone. This will permanently delete the deck and all of its flashcards.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(deckSelect()).toHaveValue('gen_z_english'));
    expect(api.calls.some((call) => call.init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText(T.deckDeleted)).toBeVisible();
  });
});
