import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyChallengeState } from '@shared/engagement/daily-challenge';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders } from '@client/test/render';
import { dailyChallengeStore } from '../local/play-history';
import { cardsOf, deckOf, fakeFlashcardsApi } from '../test/fake-flashcards-api';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashcardsScreen } from './flashcards-screen';

const confetti = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../lib/celebrate', () => ({ celebrate: confetti }));

// Twenty cards, two packs: a newcomer opens pack 1's ten, so the highest draw (min(15, 60 % of 20) = 12) is
// lowered to 10, and the progress toasts come at 3, 6 and 9.
const GEN_Z = deckOf('gen_z_english', 'Gen Z English', cardsOf(20));
const BUSINESS = deckOf('business_en', 'Business English', cardsOf(12, 'business'), {
  localeHint: 'Business',
});
const DAY_1 = new Date(2026, 2, 10, 10, 0);
const at = (day: number, hour = 10) => new Date(2026, 2, 9 + day, hour, 0);

// The toast area's viewport loads at idle or with the first toast; loaded here, so the first toast shows as it is
// raised.
beforeAll(async () => {
  await import('@client/components/ui/toast-viewport');
});

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(DAY_1);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  confetti.mockClear();
  dismissToast();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function openScreen() {
  fakeFlashcardsApi({ decks: [GEN_Z, BUSINESS] });
  // The highest target the deck allows (the draw is the only use of randomness that matters here).
  vi.spyOn(Math, 'random').mockReturnValue(0.999);
  return renderWithProviders(<FlashcardsScreen signedIn={false} />, { path: '/flashcards' });
}

const card = () => screen.findByRole('region', { name: /^Flip \d+ cards?$/ });
const flipButton = () => screen.getByRole('button', { name: new RegExp(`^${T.flipCard}:`) });
/** An open toast, by its title. */
const openToast = (title: string) =>
  document.querySelector(`li[data-state="open"]`)?.textContent?.includes(title) ?? false;
const weekLabels = () =>
  within(screen.getByRole('list', { name: T.streakWeek }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));

/** Flips the card shown to its meaning, then Got It! moves on to the next one. */
async function flipAndMoveOn(term: number) {
  expect(await screen.findByText(`term ${term}`, { selector: 'span' })).toBeVisible();
  await user.click(flipButton());
  await user.click(screen.getByRole('button', { name: T.gotIt }));
}

const seed = (state: Partial<DailyChallengeState> & Pick<DailyChallengeState, 'challenge'>) =>
  dailyChallengeStore.write({
    flipped: [],
    claimedDate: null,
    dayStreak: 0,
    lastClaimDate: null,
    ...state,
  });
const challengeOn = (date: string, progress: number, targetDeck = 'gen_z_english') => ({
  id: `daily-${date}-${targetDeck}`,
  type: 'flip_cards' as const,
  title: 'Flip 10 cards',
  description: 'Flip 10 different cards in Gen Z English today.',
  targetDeck,
  target: 10,
  progress,
  date,
});
const TEN_FLIPPED = cardsOf(10).map(({ term }) => term);

describe('Daily challenge card', () => {
  it("shows today's challenge for the selected deck: title, description, progress, no streak yet", async () => {
    openScreen();
    const region = await card();
    expect(within(region).getByRole('heading', { name: 'Flip 10 cards' })).toBeVisible();
    expect(within(region).getByText(T.dailyChallenge)).toBeVisible();
    expect(
      within(region).getByText('Flip 10 different cards in Gen Z English today.'),
    ).toBeVisible();
    expect(within(region).getByText(T.challengeProgress(0, 10))).toBeVisible();
    expect(within(region).getByRole('progressbar', { name: 'Progress: 0/10' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(region).getByRole('button', { name: T.claimReward })).toBeDisabled();
    expect(within(region).getByText(T.dayStreak(0))).toBeVisible();
    expect(weekLabels()).toEqual(
      Array.from({ length: 7 }, (_, index) => T.weekDay(index + 1, 7, false)),
    );
    expect(dailyChallengeStore.read()).toMatchObject({
      challenge: { targetDeck: 'gen_z_english', target: 10, progress: 0, date: '2026-03-10' },
      flipped: [],
    });
  });

  it('counts each card of the deck once; progress toasts at 3, 6 and 9 for 2 s; the completion toast for 3 s', async () => {
    openScreen();
    const region = await card();

    // Turning the card to its back counts; back to the front and over again does not.
    expect(await screen.findByText('term 1', { selector: 'span' })).toBeVisible();
    await user.click(flipButton());
    expect(within(region).getByText('Progress: 1/10')).toBeVisible();
    await user.click(flipButton());
    await user.keyboard(' ');
    expect(screen.getByText('meaning 1')).toBeVisible();
    expect(within(region).getByText('Progress: 1/10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.gotIt }));

    await flipAndMoveOn(2);
    expect(openToast('Progress:')).toBe(false);
    await flipAndMoveOn(3);
    expect(within(region).getByText('Progress: 3/10')).toBeVisible();
    expect(openToast('Progress: 3/10')).toBe(true);
    await wait(1800);
    expect(openToast('Progress: 3/10')).toBe(true);
    await wait(300);
    expect(openToast('Progress: 3/10')).toBe(false);

    for (const term of [4, 5, 6]) await flipAndMoveOn(term);
    expect(openToast('Progress: 6/10')).toBe(true);
    for (const term of [7, 8, 9]) await flipAndMoveOn(term);
    expect(openToast('Progress: 9/10')).toBe(true);
    expect(within(region).getByRole('button', { name: T.claimReward })).toBeDisabled();

    await flipAndMoveOn(10);
    expect(within(region).getByText('Progress: 10/10')).toBeVisible();
    expect(openToast(T.challengeComplete)).toBe(true);
    expect(screen.getByText(T.challengeCompleteText)).toBeVisible();
    expect(within(region).getByRole('button', { name: T.claimReward })).toBeEnabled();
    await wait(2800);
    expect(openToast(T.challengeComplete)).toBe(true);
    await wait(300);
    expect(openToast(T.challengeComplete)).toBe(false);

    // Got It! on card 10 wraps round to card 1: flipped again, it changes nothing.
    await flipAndMoveOn(1);
    expect(within(region).getByText('Progress: 10/10')).toBeVisible();
    expect(dailyChallengeStore.read().flipped).toEqual(TEN_FLIPPED);
  });

  it('counts flips in Review too, but not in another deck, which offers to switch back', async () => {
    openScreen();
    const region = await card();
    await user.click(screen.getByRole('button', { name: T.review }));
    expect(await screen.findByText('term 1', { selector: 'span' })).toBeVisible();
    await user.click(flipButton());
    expect(within(region).getByText('Progress: 1/10')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: T.deckLabel }), 'business_en');
    expect(await screen.findByText('business 1', { selector: 'span' })).toBeVisible();
    // Today's challenge keeps its deck.
    expect(within(region).getByRole('heading', { name: 'Flip 10 cards' })).toBeVisible();
    expect(within(region).getByText(T.otherDeck('Gen Z English'))).toBeVisible();
    await user.click(flipButton());
    expect(within(region).getByText('Progress: 1/10')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: T.switchToDeck('Gen Z English') }));
    expect(screen.getByRole('combobox', { name: T.deckLabel })).toHaveValue('gen_z_english');
    expect(await screen.findByText('term 1', { selector: 'span' })).toBeVisible();
    expect(within(region).queryByText(T.otherDeck('Gen Z English'))).not.toBeInTheDocument();
  });

  it("claims: busy for about 0.5 s, then '+1 day', confetti, the 4 s toast and 'Claimed Today'; day 1 lit", async () => {
    seed({ challenge: challengeOn('2026-03-10', 10), flipped: TEN_FLIPPED });
    openScreen();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: T.claimReward }));

    const busy = within(region).getByRole('button', { name: T.claiming });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await wait(400);
    expect(within(region).getByRole('button', { name: T.claiming })).toBeVisible();
    expect(confetti).not.toHaveBeenCalled();
    await wait(150);

    const claimed = within(region).getByRole('button', { name: T.claimedToday });
    expect(claimed).toHaveAttribute('aria-disabled', 'true');
    expect(within(region).getByText(T.plusOneDay)).toBeVisible();
    expect(within(region).getByText(T.dayStreak(1))).toBeVisible();
    expect(weekLabels()[0]).toBe(T.weekDay(1, 7, true));
    expect(weekLabels()[1]).toBe(T.weekDay(2, 7, false));
    expect(confetti).toHaveBeenCalledOnce();
    expect(openToast(T.claimToast)).toBe(true);
    expect(screen.getByText(T.claimToastText(1))).toBeVisible();
    expect(dailyChallengeStore.read()).toMatchObject({
      claimedDate: '2026-03-10',
      lastClaimDate: '2026-03-10',
      dayStreak: 1,
    });

    await wait(2100);
    expect(within(region).queryByText(T.plusOneDay)).not.toBeInTheDocument();
    expect(openToast(T.claimToast)).toBe(true);
    await wait(2000);
    expect(openToast(T.claimToast)).toBe(false);

    // Once a day: pressing it again changes nothing.
    await user.click(claimed);
    await wait(600);
    expect(within(region).getByText(T.dayStreak(1))).toBeVisible();
    expect(dailyChallengeStore.read().dayStreak).toBe(1);
  });

  it('a new day brings a new challenge at 0; the streak stays after a claim yesterday and resets after a missed day', async () => {
    seed({
      challenge: challengeOn('2026-03-10', 10),
      flipped: TEN_FLIPPED,
      claimedDate: '2026-03-10',
      lastClaimDate: '2026-03-10',
      dayStreak: 3,
    });
    vi.setSystemTime(at(2));
    const first = openScreen();
    let region = await card();
    expect(within(region).getByText('Progress: 0/10')).toBeVisible();
    expect(within(region).getByRole('button', { name: T.claimReward })).toBeDisabled();
    expect(within(region).getByText(T.dayStreak(3))).toBeVisible();
    expect(weekLabels().slice(2, 4)).toEqual([T.weekDay(3, 7, true), T.weekDay(4, 7, false)]);
    expect(dailyChallengeStore.read()).toMatchObject({
      challenge: { date: '2026-03-11', progress: 0 },
      flipped: [],
      claimedDate: null,
      dayStreak: 3,
    });
    first.unmount();

    // The 11th was not claimed: on the 13th the streak is gone.
    vi.setSystemTime(at(4));
    openScreen();
    region = await card();
    expect(within(region).getByText('Progress: 0/10')).toBeVisible();
    expect(within(region).getByText(T.dayStreak(0))).toBeVisible();
    expect(weekLabels().every((label) => label?.endsWith('not yet'))).toBe(true);
    expect(dailyChallengeStore.read().challenge?.date).toBe('2026-03-13');
  });

  it('a tab left open past midnight counts the first flip of the new day for a new challenge', async () => {
    seed({ challenge: challengeOn('2026-03-10', 4), flipped: TEN_FLIPPED.slice(0, 4) });
    openScreen();
    const region = await card();
    expect(within(region).getByText('Progress: 4/10')).toBeVisible();
    vi.setSystemTime(at(2, 0));
    expect(await screen.findByText('term 1', { selector: 'span' })).toBeVisible();
    await user.click(flipButton());
    await waitFor(() => expect(within(region).getByText('Progress: 1/10')).toBeVisible());
    expect(dailyChallengeStore.read()).toMatchObject({
      challenge: { date: '2026-03-11', progress: 1 },
      flipped: ['term 1'],
    });
  });

  it("remakes today's challenge for the selected deck when its deck is gone, and carries over the old per-deck streak", async () => {
    seed({ challenge: challengeOn('2026-03-10', 2, 'deleted-deck') });
    localStorage.setItem(
      'slangbridge:flashcards-day-streak:v1',
      JSON.stringify({ gen_z_english: { dayStreak: 4, lastPlayedDate: '2026-03-09' } }),
    );
    openScreen();
    const region = await card();
    expect(
      within(region).getByText('Flip 10 different cards in Gen Z English today.'),
    ).toBeVisible();
    expect(within(region).getByText('Progress: 0/10')).toBeVisible();
    expect(within(region).getByText(T.dayStreak(4))).toBeVisible();
    expect(localStorage.getItem('slangbridge:flashcards-day-streak:v1')).toBeNull();
    expect(dailyChallengeStore.read()).toMatchObject({
      challenge: { targetDeck: 'gen_z_english' },
      dayStreak: 4,
      lastClaimDate: '2026-03-09',
    });
  });
});
