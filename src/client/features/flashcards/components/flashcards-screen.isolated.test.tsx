import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { localProgressStore, localSchedulesStore } from '../local/local-store';
import { highScoresOf, lastQuizStore } from '../local/play-history';
import { fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashcardsScreen } from './flashcards-screen';

const confetti = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../lib/celebrate', () => ({ celebrate: confetti }));

/** A viewport at least `minWidth` px wide as far as media queries are concerned. */
function viewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

const originalMatchMedia = window.matchMedia.bind(window);
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  confetti.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const options = () =>
  within(screen.getByRole('group', { name: T.chooseMeaning })).getAllByRole('button');
const term = async (text: string) =>
  expect(await screen.findByText(text, { selector: 'p, span' })).toBeVisible();

async function startQuiz() {
  await term('term 1');
  await user.click(screen.getByRole('button', { name: T.quiz }));
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
}

/** Answers the pack's ten questions right, waiting for each next card. */
async function answerPackCorrectly(check?: (question: number) => void) {
  for (let question = 1; question <= 10; question += 1) {
    await term(`term ${question}`);
    await user.click(screen.getByRole('button', { name: `meaning ${question}` }));
    expect(screen.getByText(T.correct)).toBeVisible();
    check?.(question);
    await wait(800);
  }
}

describe('Flashcards screen: study', () => {
  it('flips to the meaning and example; Got It! scores and moves on; ratings feed the schedule', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await term('term 1');
    expect(screen.getByRole('combobox', { name: T.deckLabel })).toHaveValue('gen_z_english');
    expect(screen.getByLabelText('Card 1 of 10, Pack 1')).toHaveTextContent('1/10 · Pack 1');
    expect(screen.getByText('Gen Z')).toBeVisible();

    // Learning Progress: pack 2 is locked and does not open.
    const pack2 = screen.getByRole('button', { name: 'Pack 2, locked' });
    expect(pack2).toHaveAttribute('aria-disabled', 'true');
    await user.click(pack2);
    // Its explanation opens instead (once its code has loaded); Escape closes it.
    await screen.findByRole('dialog', { name: T.lockedPackTitle(2) });
    expect(screen.getByLabelText('Card 1 of 10, Pack 1')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: T.lockedPackTitle(2) })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: T.gotIt })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${T.flipCard}:`) }));
    expect(screen.getByText('meaning 1')).toBeVisible();
    expect(screen.getByText('Example: example 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.gotIt }));
    await term('term 2');
    expect(screen.getByText(`${T.score}:`).parentElement).toHaveTextContent('Score: 1');

    // Space flips, → and ← move.
    await user.keyboard(' ');
    expect(screen.getByText('meaning 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.needReview }));
    await term('term 3');
    await user.keyboard('{ArrowRight}');
    await term('term 4');
    await user.keyboard('{ArrowLeft}');
    await term('term 3');

    await waitFor(() =>
      expect(localSchedulesStore.read()['gen_z_english']?.['term 1']?.logs[0]?.rating).toBe('good'),
    );
    expect(localSchedulesStore.read()['gen_z_english']?.['term 2']?.logs[0]?.rating).toBe('again');
  });

  // Issue 25 item 6: the reason was a hover tooltip, which a phone never shows.
  it('explains a locked pack on a tap, Enter or Space, to screen readers too', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await term('term 1');
    const explanation = () => screen.queryByRole('dialog', { name: T.lockedPackTitle(2) });

    // The popover's code loads with the first press (the button is drawn again inside it).
    await user.click(screen.getByRole('button', { name: 'Pack 2, locked' }));
    const opened = await screen.findByRole('dialog', { name: T.lockedPackTitle(2) });
    const pack2 = screen.getByRole('button', { name: 'Pack 2, locked' });
    expect(opened).toBeVisible();
    expect(opened).toHaveAccessibleDescription(T.lockedPackHow(2, 90));
    expect(opened).toContainElement(document.activeElement as HTMLElement);
    expect(pack2).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Card 1 of 10, Pack 1')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(explanation()).not.toBeInTheDocument();
    expect(pack2).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(explanation()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(explanation()).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(explanation()).toBeVisible();
    expect(screen.getByText(T.lockedPackHow(2, 90))).toBeVisible();
  });

  it('opens ?deckId=&termIndex= on that card, even in a pack the quiz keeps locked', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, {
      path: '/flashcards?deckId=gen_z_english&termIndex=10',
    });
    await term('term 11');
    expect(screen.getByLabelText('Card 1 of 2, Pack 2')).toBeVisible();
    expect(screen.getByRole('button', { name: T.quiz })).toBeDisabled();
  });
});

describe('Flashcards screen: quiz', () => {
  it('shows 3 options below 768 px', async () => {
    viewportWidth(500);
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await startQuiz();
    expect(options()).toHaveLength(3);
  });

  it('shows 4 options from 768 px; +10 for a right answer; the next card after 800 ms; Time Up! at 0.0', async () => {
    viewportWidth(1024);
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await startQuiz();
    expect(options()).toHaveLength(4);
    expect(screen.getByTestId('quiz-seconds')).toHaveTextContent('10.0s');
    await wait(1500);
    expect(screen.getByTestId('quiz-seconds')).toHaveTextContent(/^8\.\ds$/);

    await user.click(screen.getByRole('button', { name: 'meaning 1' }));
    expect(screen.getByText(T.correct)).toBeVisible();
    expect(screen.getByText(T.score).nextElementSibling).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'meaning 1' })).toBeDisabled();

    await wait(600);
    expect(screen.getByText(T.correct)).toBeVisible();
    await wait(250);
    await term('term 2');
    expect(screen.getByTestId('quiz-seconds')).toHaveTextContent('10.0s');

    await wait(10_000);
    expect(screen.getByText(T.timeUp)).toBeVisible();
    expect(screen.getByTestId('quiz-seconds')).toHaveTextContent('0.0s');
    expect(screen.getByText(T.streak).nextElementSibling).toHaveTextContent('0');
    await wait(800);
    await term('term 3');
    await waitFor(() =>
      expect(localSchedulesStore.read()['gen_z_english']?.['term 2']?.logs[0]?.rating).toBe(
        'again',
      ),
    );
  });

  it('ends when the pack wraps: grade S, high score, the unlock dialog (no toast) and confetti; Explore Pack 2', async () => {
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await startQuiz();
    await answerPackCorrectly((question) => {
      if (question === 2) expect(screen.getByText(T.inARow(2))).toBeVisible();
      if (question === 3) expect(screen.getByLabelText(T.streakFlame(3))).toBeVisible();
    });

    // The summary sits behind the modal dialog (hidden from the accessibility tree while it is open).
    expect(
      await screen.findByRole('heading', { name: T.quizComplete, hidden: true }),
    ).toBeVisible();
    expect(screen.getByTestId('quiz-grade')).toHaveTextContent('S');
    expect(screen.getByText('Gen Z English - Pack 1')).toBeVisible();
    expect(highScoresOf('gen_z_english')).toMatchObject([
      { score: 100, accuracy: 100, streak: 10 },
    ]);
    expect(lastQuizStore.read()?.summary.totalQuestions).toBe(10);

    const dialog = await screen.findByRole('dialog', { name: T.packUnlockedTitle });
    expect(within(dialog).getByText(T.packUnlockedText(2))).toBeVisible();
    // One announcement of the unlock (issue 25 item 12): the dialog, not the toast as well.
    expect(screen.queryByText(T.unlockToast(2))).not.toBeInTheDocument();
    // Once for the pass and the unlock together.
    await waitFor(() => expect(confetti).toHaveBeenCalledOnce());
    expect(localProgressStore.read()['gen_z_english']?.unlockedPacks).toEqual([1, 2]);

    await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).toBe('auto'));
    await user.click(within(dialog).getByRole('button', { name: T.explorePack(2) }));
    await term('term 11');
    expect(screen.getByLabelText('Card 1 of 2, Pack 2')).toBeVisible();
    expect(screen.getByRole('button', { name: T.study })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pack 1, completed, best 100%' })).toBeVisible();
  });

  it('announces an unlock that arrives after Retry with a toast, not a dialog over the new quiz', async () => {
    fakeFlashcardsApi({ signedIn: true });
    // The server's answer to the quiz result waits until the person has started the next quiz.
    const answerFetch = globalThis.fetch;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (input, init) =>
      typeof input === 'string' && input.includes('/api/flashcards/quiz-result')
        ? held.then(() => answerFetch(input, init))
        : answerFetch(input, init);
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    await startQuiz();
    await answerPackCorrectly();
    await user.click(await screen.findByRole('button', { name: T.retryQuiz }));
    await waitFor(() => expect(options().length).toBeGreaterThan(0));

    release();
    expect(await screen.findByText(T.unlockToast(2))).toBeVisible();
    expect(screen.queryByRole('dialog', { name: T.packUnlockedTitle })).not.toBeInTheDocument();
    expect(options().length).toBeGreaterThan(0);
  });

  it('signed in, the result and every answer go to the server, which decides the unlock', async () => {
    const api = fakeFlashcardsApi({ signedIn: true });
    renderWithProviders(<FlashcardsScreen signedIn />, { path: '/flashcards' });
    await startQuiz();
    await answerPackCorrectly();
    expect(await screen.findByRole('dialog', { name: T.packUnlockedTitle })).toBeVisible();
    expect(api.bodiesOf('POST /api/flashcards/quiz-result')).toEqual([
      { deckId: 'gen_z_english', packNumber: 1, score: 10, totalQuestions: 10 },
    ]);
    await waitFor(() => expect(api.bodiesOf('POST /api/flashcards/reviews')).toHaveLength(10));
    expect(api.bodiesOf('POST /api/flashcards/reviews')[0]).toEqual({
      deckId: 'gen_z_english',
      cardKey: 'term 1',
      rating: 'good',
      // When it was made: a rating kept offline is scheduled at that time (issue 29 item 3).
      reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    expect(localProgressStore.read()).toEqual({});

    // The pack-unlocked dialog's code loads when the pack unlocks; it takes the pointer once it has settled.
    const unlocked = await screen.findByRole('dialog', { name: T.packUnlockedTitle });
    await waitFor(() => expect(getComputedStyle(unlocked).pointerEvents).toBe('auto'));
    await user.click(within(unlocked).getByRole('button', { name: T.continuePack }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.retryQuiz }));
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(screen.getByText(T.score).nextElementSibling).toHaveTextContent('0');
  });
});
