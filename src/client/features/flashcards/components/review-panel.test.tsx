import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newReviewCard } from '@shared/flashcards/review-scheduler';
import { renderWithProviders } from '@client/test/render';
import { localSchedulesStore, rateLocalCard } from '../local/local-store';
import { reviewLimitsStore } from '../local/play-history';
import { fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashcardsScreen } from './flashcards-screen';

const NOW = new Date('2026-03-02T10:00:00');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
});
afterEach(() => vi.useRealTimers());

const shown = (text: string) => screen.findByText(text, { selector: 'span' });

describe('Review mode', () => {
  it('shows due cards first, then new ones within the daily limit; ratings schedule them with FSRS', async () => {
    // Seen two days ago and overdue since; seen a minute ago (a new card done today) and not due yet.
    rateLocalCard('gen_z_english', 'term 2', 'good', new Date(NOW.getTime() - 2 * DAY));
    rateLocalCard('gen_z_english', 'term 5', 'good', new Date(NOW.getTime() - MINUTE));
    reviewLimitsStore.write({ newPerDay: 2, reviewsPerDay: 200 });
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });

    await shown('term 1');
    expect(screen.getByRole('option', { name: 'Gen Z English · 1 due' })).toBeInTheDocument();
    expect(screen.getByText(T.dueBadge(1))).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.review }));
    // The overdue card, then one new card (one of the two new cards a day is used already).
    await shown('term 2');
    expect(screen.getByLabelText('Card 1 of 2')).toBeVisible();
    expect(screen.getByText(T.reviewDone(1, 0))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pack 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(`^${T.flipCard}:`) }));
    await user.click(screen.getByRole('button', { name: T.gotIt }));
    await shown('term 1');
    expect(screen.getByLabelText('Card 1 of 1')).toBeVisible();
    expect(localSchedulesStore.read()['gen_z_english']?.['term 2']?.state.state).toBe('review');

    await user.click(screen.getByRole('button', { name: new RegExp(`^${T.flipCard}:`) }));
    await user.click(screen.getByRole('button', { name: T.needReview }));
    expect(await screen.findByRole('heading', { name: T.nothingDue })).toBeVisible();
    expect(screen.getByText(T.nextDue('in 1 minute'))).toBeVisible();
    expect(screen.getByText(T.reviewDone(2, 1))).toBeVisible();

    // Two minutes later the forgotten card is due again.
    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE));
    await user.click(screen.getByRole('button', { name: T.checkAgain }));
    await shown('term 1');
  });

  it('marks a leech and shows its example up front; the daily limits are settings', async () => {
    localSchedulesStore.write({
      gen_z_english: {
        'term 3': {
          state: {
            ...newReviewCard(new Date(NOW.getTime() - DAY)),
            state: 'relearning',
            reps: 20,
            lapses: 8,
          },
          logs: [],
        },
      },
    });
    fakeFlashcardsApi();
    renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
    await shown('term 1');
    await user.click(screen.getByRole('button', { name: T.review }));
    await shown('term 3');
    expect(screen.getByText(T.leech)).toBeVisible();
    expect(screen.getByText('Example: example 3')).toBeVisible();
    expect(screen.getByLabelText('Card 1 of 10')).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.reviewSettings }));
    const newPerDay = await screen.findByLabelText(T.newPerDay);
    expect(newPerDay).toHaveValue(20);
    expect(screen.getByLabelText(T.reviewsPerDay)).toHaveValue(200);
    await user.clear(newPerDay);
    await user.type(newPerDay, '0');
    await user.click(screen.getByRole('button', { name: T.saveSettings }));
    await waitFor(() => expect(screen.getByLabelText('Card 1 of 1')).toBeVisible());
    expect(reviewLimitsStore.read()).toEqual({ newPerDay: 0, reviewsPerDay: 200 });
  });
});
