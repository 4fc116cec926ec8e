// "Import CSV" on the flashcards page (issue 29 item 5): a file's preview names each bad line and why, the focus
// goes to the preview, a new deck needs a name, and "Import N cards" saves the good rows through the deck API —
// into a new deck, or added to an existing one without the terms it already has; signed out, into a deck kept in
// this browser. The Export menu is there for a signed-in learner only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARD_MEANING_MAX } from '@shared/schemas/flashcards';
import { renderWithProviders } from '@client/test/render';
import { FlashcardsScreen } from '../components/flashcards-screen';
import { EXPORT_TEXT } from '../export/texts';
import { localDecksStore } from '../local/local-store';
import { cardsOf, deckOf, fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT } from '../texts';
import { IMPORT_CSV_TEXT as T } from './texts';

const deckSelect = () => screen.getByRole('combobox', { name: FLASHCARDS_TEXT.deckLabel });

async function openImport() {
  await screen.findByText('term 1', { selector: 'span' });
  await userEvent.click(screen.getByRole('button', { name: T.importCsv }));
  return screen.findByRole('dialog', { name: T.title });
}

const csvFile = (text: string) => new File([text], 'cards.csv', { type: 'text/csv' });

describe('Import CSV', () => {
  it('previews a file line by line, then imports the good rows into a new deck', async () => {
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    const dialog = await openImport();

    expect(within(dialog).getByText(T.nothingYet)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: T.importCards(0) })).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText(T.file),
      csvFile(
        [
          'term;meaning;example',
          'rizz;charm;He has rizz.',
          ';no term',
          `bussin;${'x'.repeat(CARD_MEANING_MAX + 1)}`,
          'RIZZ;again',
          'cap;a lie',
        ].join('\n'),
      ),
    );

    // The preview takes the focus and says what will happen.
    const heading = within(dialog).getByRole('heading', { name: T.previewHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await within(dialog).findByText(T.summary(2, 3))).toBeVisible();
    const table = within(dialog).getByRole('table', { name: T.tableCaption(2, T.thisNewDeck) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2rizzcharmHe has rizz.', '6capa lie']);
    const problems = within(dialog).getByRole('list');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3: A term is required.',
      `Line 4: A meaning must be ${CARD_MEANING_MAX} characters or less.`,
      `Line 5: ${T.alreadyOnLine('RIZZ', 2)}`,
    ]);
    // The file is shown as text, to be corrected in place.
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(T.paste).value).toContain(
      'cap;a lie',
    );

    // A new deck needs its name.
    await userEvent.click(within(dialog).getByRole('button', { name: T.importCards(2) }));
    expect(within(dialog).getByText('Deck name is required.')).toBeVisible();
    expect(within(dialog).getByLabelText(new RegExp(`^${T.newDeckName}`))).toHaveFocus();
    expect(api.bodiesOf('POST /api/flashcards/decks')).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(`^${T.newDeckName}`)),
      'Imported',
    );
    expect(
      within(dialog).getByRole('table', { name: T.tableCaption(2, 'Imported') }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.importCards(2) }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/flashcards/decks')).toEqual([
      {
        name: 'Imported',
        description: 'Custom deck: Imported',
        localeHint: 'Custom',
        cards: [
          { term: 'rizz', meaning: 'charm', example: 'He has rizz.' },
          { term: 'cap', meaning: 'a lie' },
        ],
      },
    ]);
    expect(await screen.findByText(T.imported(2, 'Imported'))).toBeVisible();
    // The new deck is selected; the focus is back on the button that opened the dialog.
    await waitFor(() => expect(deckSelect()).toHaveValue(api.decks.at(-1)!.id));
    expect(screen.getByRole('button', { name: T.importCsv })).toHaveFocus();
  });

  it('adds pasted cards to the selected custom deck, leaving out the terms it already has', async () => {
    const mine = deckOf('custom-mine', 'Mine', [{ term: 'slay', meaning: 'do great' }], {
      isCustom: true,
    });
    const api = fakeFlashcardsApi({
      signedIn: true,
      decks: [deckOf('gen_z_english', 'Gen Z English', cardsOf(12)), mine],
    });
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    await screen.findByText('term 1', { selector: 'span' });
    await userEvent.selectOptions(deckSelect(), 'custom-mine');
    await screen.findByText('slay', { selector: 'span' });
    await userEvent.click(screen.getByRole('button', { name: T.importCsv }));
    const dialog = await screen.findByRole('dialog', { name: T.title });

    // The selected custom deck is the one offered.
    expect(within(dialog).getByRole('radio', { name: T.existingDeck })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: T.existingDeckLabel })).toHaveValue(
      'custom-mine',
    );
    await userEvent.type(within(dialog).getByLabelText(T.paste), 'Slay\tserve{Enter}bet\tok');
    expect(await within(dialog).findByText(T.summary(1, 1))).toBeVisible();
    expect(within(dialog).getByText(T.alreadyInDeck('Slay'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.importCards(1) }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('PUT /api/flashcards/decks/custom-mine')).toEqual([
      {
        name: 'Mine',
        description: 'Mine deck',
        localeHint: 'Gen Z',
        cards: [
          { term: 'slay', meaning: 'do great' },
          { term: 'bet', meaning: 'ok' },
        ],
      },
    ]);
    expect(await screen.findByText(T.imported(1, 'Mine'))).toBeVisible();
    expect(deckSelect()).toHaveValue('custom-mine');
    expect(screen.getByRole('button', { name: EXPORT_TEXT.export })).toBeVisible();
  });

  it('signed out, imports into a deck kept in this browser, and offers no export', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    const dialog = await openImport();
    // No custom deck yet: a new one is the only choice.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${T.newDeckName}`)), 'Local');
    await userEvent.type(within(dialog).getByLabelText(T.paste), 'no cap,for real');
    await userEvent.click(await within(dialog).findByRole('button', { name: T.importCards(1) }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localDecksStore.read()).toMatchObject([
      { name: 'Local', cards: [{ term: 'no cap', meaning: 'for real' }] },
    ]);
    expect(screen.queryByRole('button', { name: EXPORT_TEXT.export })).not.toBeInTheDocument();
  });
});
