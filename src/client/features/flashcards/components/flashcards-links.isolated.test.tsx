import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { addLocalToMySlang } from '../local/local-store';
import { cardsOf, deckOf, fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashcardsScreen } from './flashcards-screen';

vi.mock('../lib/celebrate', () => ({ celebrate: () => Promise.resolve() }));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
});
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const term = async (text: string) =>
  expect(await screen.findByText(text, { selector: 'p, span' })).toBeVisible();
const modeButton = (name: string) =>
  within(screen.getByRole('group', { name: T.modeGroup })).getByRole('button', { name });

describe('Flashcards screen: ?mode=', () => {
  it('opens a card added to My slang in Review, due, with the deck’s "1 due"', async () => {
    fakeFlashcardsApi();
    const { deck } = addLocalToMySlang({ term: 'no cap', meaning: 'For real, no lie' });
    renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: `/flashcards?deckId=${deck.id}&mode=review`,
    });
    await term('no cap');
    expect(modeButton(T.review)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: T.deckLabel })).toHaveValue(deck.id);
    expect(screen.getByText(T.dueBadge(1))).toBeVisible();
    expect(screen.getByRole('option', { name: T.deckOption('My slang', 1) })).toBeInTheDocument();
  });

  it('opens a quiz on an open pack, and Study when the pack is locked', async () => {
    fakeFlashcardsApi();
    const { unmount } = renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: '/flashcards?deckId=gen_z_english&mode=quiz',
    });
    expect(await screen.findByRole('group', { name: T.chooseMeaning })).toBeVisible();
    expect(modeButton(T.quiz)).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: '/flashcards?deckId=gen_z_english&termIndex=10&mode=quiz',
    });
    await term('term 11');
    expect(modeButton(T.study)).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a mode it does not know', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: '/flashcards?deckId=gen_z_english&mode=cram',
    });
    await term('term 1');
    expect(modeButton(T.study)).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Flashcards screen: a quiz asks each card once', () => {
  it('turns Previous and Random off during a quiz (← too) and sends one question per card', async () => {
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<FlashcardsScreen signedIn />, {
      path: '/flashcards?deckId=gen_z_english&mode=quiz',
    });
    await term('term 1');
    expect(screen.getByRole('button', { name: T.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.random })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.next })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'meaning 1' }));
    await wait(800);
    await term('term 2');
    await user.keyboard('{ArrowLeft}');
    await term('term 2');

    for (let question = 2; question <= 10; question += 1) {
      await term(`term ${question}`);
      await user.click(screen.getByRole('button', { name: `meaning ${question}` }));
      await wait(800);
    }
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/flashcards/quiz-result')).toEqual([
        { deckId: 'gen_z_english', packNumber: 1, score: 10, totalQuestions: 10 },
      ]),
    );

    // Back in Study, Previous works again.
    // The pack-unlocked dialog's code loads when the pack unlocks; it takes the pointer once it has settled.
    const unlocked = await screen.findByRole('dialog', { name: T.packUnlockedTitle });
    await waitFor(() => expect(getComputedStyle(unlocked).pointerEvents).toBe('auto'));
    await user.click(within(unlocked).getByRole('button', { name: T.continuePack }));
    await user.click(screen.getByRole('button', { name: T.switchToStudy }));
    await term('term 1');
    expect(screen.getByRole('button', { name: T.previous })).toBeEnabled();
    await user.keyboard('{ArrowLeft}');
    await term('term 10');
  });
});

describe('Flashcards screen: ?deckId=&termIndex= (the daily slang popup’s Practice Now)', () => {
  it('opens the card in a locked pack for a signed-in newcomer, study only', async () => {
    fakeFlashcardsApi({
      signedIn: true,
      decks: [deckOf('iraqi_arabic', 'Iraqi Arabic', cardsOf(30))],
    });
    renderWithProviders(<FlashcardsScreen signedIn />, {
      path: '/flashcards?deckId=iraqi_arabic&termIndex=21',
    });
    await term('term 22');
    expect(screen.getByLabelText('Card 2 of 10, Pack 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pack 3, locked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(modeButton(T.quiz)).toBeDisabled();
  });

  it('opens the linked card while the screen is open, even after another deck was picked', async () => {
    fakeFlashcardsApi({
      decks: [
        deckOf('gen_z_english', 'Gen Z English', cardsOf(12)),
        deckOf('business_en', 'Business English', cardsOf(12, 'deal')),
      ],
    });
    const { location } = renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: '/flashcards',
    });
    await term('term 1');
    await user.selectOptions(screen.getByRole('combobox', { name: T.deckLabel }), 'business_en');
    await term('deal 1');

    act(() => location.navigate('/flashcards?deckId=gen_z_english&termIndex=10'));
    await term('term 11');
    expect(screen.getByRole('combobox', { name: T.deckLabel })).toHaveValue('gen_z_english');
    expect(screen.getByLabelText('Card 1 of 2, Pack 2')).toBeVisible();
  });
});
