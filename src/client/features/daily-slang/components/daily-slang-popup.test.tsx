// The daily slang popup (issue 12 item 3) with the clock passed in: once per calendar day until Escape, the close
// button or 'Maybe Later' dismiss it; back the next day; off with the Settings switch; 'Practice Now' marks it
// seen and opens that very card on /flashcards; never over a dialog already open.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Deck } from '@shared/schemas/flashcards';
import { Dialog, DialogContent, DialogTitle } from '@client/components/ui/dialog';
import { dailyTeaserStore, updateDailyTeaserSettings } from '@client/lib/daily-teaser-settings';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DAILY_SLANG_TEXT as T } from '../texts';
import { DailySlangPopup } from './daily-slang-popup';

// Local noon, so the calendar day is the same in every time zone the tests run in.
const at = (day: string) => () => new Date(`${day}T12:00:00`);
// 2026-03-08: digit sum 21 → deck 21 % 6 = 3 (iraqi_arabic), card 21 % 30 = 21.
const DAY = '2026-03-08';
// 2026-03-09: digit sum 22 → deck 22 % 6 = 4 (rioplatense_spanish), card 22 % 30 = 22.
const NEXT_DAY = '2026-03-09';

const deckOf = (id: string): Deck => ({
  id,
  name: `Deck ${id}`,
  description: '',
  localeHint: 'Slang',
  speechLocale: 'en-US',
  isCustom: false,
  cardCount: 30,
  createdAt: '2026-01-01T00:00:00.000Z',
  cards: Array.from({ length: 30 }, (_, index) => ({
    term: `${id} term ${index}`,
    meaning: `${id} meaning ${index}`,
    ...(index % 2 === 0 ? { example: `${id} example ${index}` } : {}),
  })),
});

/** Answers GET /api/flashcards/decks/{id} with a 30-card deck, or `status` for every call. */
function stubDecks(status = 200) {
  return stubFetch((url) => {
    const match = /^\/api\/flashcards\/decks\/([^/]+)$/.exec(url);
    if (status !== 200) return { status, body: { error: 'Down.' } };
    return match
      ? { status: 200, body: { deck: deckOf(match[1]!) } }
      : { status: 404, body: { error: 'Not found.' } };
  });
}

const popup = () => screen.findByRole('dialog', { name: T.title });
/** Lets a pending deck fetch settle, then checks that no popup came. */
async function expectNoPopup() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('the daily slang popup', () => {
  it("shows the day's term, its meaning and example, fetching only that deck", async () => {
    const calls = stubDecks();
    renderWithProviders(<DailySlangPopup now={at(NEXT_DAY)} />);
    const dialog = await popup();
    const term = within(dialog).getByRole('region', { name: T.termLabel });
    expect(within(term).getByText('rioplatense_spanish term 22')).toBeVisible();
    expect(within(term).getByText('rioplatense_spanish meaning 22')).toBeVisible();
    expect(within(term).getByText(/^Example:/)).toHaveTextContent(
      `${T.exampleLabel} rioplatense_spanish example 22`,
    );
    expect(within(dialog).getByText(T.description('Deck rioplatense_spanish'))).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/flashcards/decks/rioplatense_spanish']);
    // Shown, not yet dismissed.
    expect(dailyTeaserStore.read()).toMatchObject({
      lastSeenDate: NEXT_DAY,
      teaserDismissed: false,
    });
  });

  it('shows no example line for a card without one', async () => {
    stubDecks();
    renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    const dialog = await popup();
    expect(within(dialog).getByText('iraqi_arabic term 21')).toBeVisible();
    expect(within(dialog).queryByText(/^Example:/)).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      T.maybeLater,
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: T.maybeLater })),
    ],
  ])('%s hides it for the rest of the day; it is back the next day', async (_way, dismiss) => {
    const user = userEvent.setup();
    stubDecks();
    const first = renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await popup();
    await dismiss(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dailyTeaserStore.read()).toMatchObject({ lastSeenDate: DAY, teaserDismissed: true });
    first.unmount();

    // Another page the same day (a little before midnight): nothing, and no deck fetched.
    const calls = stubDecks();
    const again = renderWithProviders(<DailySlangPopup now={() => new Date(`${DAY}T23:59:00`)} />);
    await expectNoPopup();
    expect(calls).toHaveLength(0);
    again.unmount();

    renderWithProviders(<DailySlangPopup now={at(NEXT_DAY)} />);
    expect(within(await popup()).getByText('rioplatense_spanish term 22')).toBeVisible();
  });

  it('shows again the same day while it has not been dismissed', async () => {
    stubDecks();
    const first = renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await popup();
    first.unmount();
    renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await popup();
  });

  it('does not show while the Settings switch is off, and closes when it is turned off', async () => {
    const calls = stubDecks();
    updateDailyTeaserSettings({ settingEnabled: false });
    const off = renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await expectNoPopup();
    expect(calls).toHaveLength(0);
    off.unmount();

    updateDailyTeaserSettings({ settingEnabled: true });
    renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await popup();
    act(() => updateDailyTeaserSettings({ settingEnabled: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Practice Now' marks it seen and opens that very card on /flashcards", async () => {
    const user = userEvent.setup();
    stubDecks();
    const { location } = renderWithProviders(<DailySlangPopup now={at(DAY)} />, {
      path: '/about',
    });
    await popup();
    await user.click(screen.getByRole('button', { name: T.practiceNow }));
    expect(location.history).toEqual(['/about', '/flashcards?deckId=iraqi_arabic&termIndex=21']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dailyTeaserStore.read()).toMatchObject({ lastSeenDate: DAY, teaserDismissed: true });
  });

  it('never pops up over a dialog already open, and does not count as seen then', async () => {
    stubDecks();
    renderWithProviders(
      <>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Settings</DialogTitle>
          </DialogContent>
        </Dialog>
        <DailySlangPopup now={at(DAY)} />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: T.title })).not.toBeInTheDocument();
    expect(dailyTeaserStore.read().lastSeenDate).toBeNull();
  });

  it('waits while the visitor is typing in a field, and shows once the focus leaves it', async () => {
    stubDecks();
    renderWithProviders(
      <>
        <textarea aria-label="Text to translate" />
        <button type="button">Translate</button>
        <DailySlangPopup now={at(DAY)} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Text to translate' });
    field.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: T.title })).not.toBeInTheDocument();
    expect(dailyTeaserStore.read().lastSeenDate).toBeNull();

    act(() => screen.getByRole('button', { name: 'Translate' }).focus());
    expect(await popup()).toBeInTheDocument();
  });

  it('shows nothing when its deck cannot be loaded', async () => {
    stubDecks(503);
    renderWithProviders(<DailySlangPopup now={at(DAY)} />);
    await expectNoPopup();
    expect(dailyTeaserStore.read().lastSeenDate).toBeNull();
  });
});
