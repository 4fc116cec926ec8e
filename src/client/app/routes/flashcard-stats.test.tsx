// /flashcards/stats from a stubbed server: the four charts with their tables (read by screen readers, shown by
// "Show as table"), the device's zone sent, the empty state with its way to Review, an error with a retry, and the
// sign-in prompt for visitors.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatsResponse } from '@shared/schemas/flashcard-stats';
import { GUARD_TEXT } from '@client/features/auth/components/guards';
import { STATS_TEXT as T } from '@client/features/flashcards/stats/texts';
import { LIST_STATE_TEXT } from '@client/components/ui/list-states';
import { renderWithProviders, stubFetch } from '@client/test/render';
import FlashcardStatsRoute from './flashcard-stats';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [] };

const FORECAST_DUE = [5, 0, 2];
const STATS: StatsResponse = {
  totalReviews: 1234,
  calendar: [
    { date: '2026-06-01', reviews: 12 },
    { date: '2027-03-09', reviews: 40 },
  ],
  retention: {
    young: { reviews: 120, passed: 100, rate: 100 / 120 },
    mature: { reviews: 0, passed: 0, rate: null },
  },
  states: { new: 3, learning: 2, review: 40, relearning: 1 },
  forecast: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2027, 2, 10 + index)).toISOString().slice(0, 10),
    due: FORECAST_DUE[index] ?? 0,
  })),
};
const EMPTY: StatsResponse = {
  ...STATS,
  totalReviews: 0,
  calendar: [],
  retention: {
    young: { reviews: 0, passed: 0, rate: null },
    mature: { reviews: 0, passed: 0, rate: null },
  },
  states: { new: 0, learning: 0, review: 0, relearning: 0 },
};

function server(answers: { status: number; body?: unknown }[], signedIn = true) {
  let call = 0;
  return stubFetch((url) => {
    if (url === '/api/auth/me') return signedIn ? { status: 200, body: { user } } : { status: 401 };
    if (url.startsWith('/api/flashcards/stats'))
      return answers[Math.min(call++, answers.length - 1)] ?? { status: 500 };
    return { status: 404 };
  });
}

/** The rows of a table as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/flashcards/stats', () => {
  it('draws the calendar, retention, states and forecast, each with its table', async () => {
    const calls = server([{ status: 200, body: STATS }]);
    renderWithProviders(<FlashcardStatsRoute />, { path: '/flashcards/stats' });

    const calendar = await screen.findByRole('region', { name: T.calendarTitle });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    expect(screen.getByText(T.totalReviews(1234))).toHaveTextContent('1,234 reviews in all');
    const statsCall = calls.find((call) => call.url.startsWith('/api/flashcards/stats'))!;
    expect(new URL(statsCall.url, 'http://x').searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );

    // A square for each of the 365 days, the busiest darkest; the days with reviews in the table.
    const squares = within(calendar).getByTestId('review-calendar').querySelectorAll('rect');
    expect(squares).toHaveLength(365);
    expect([...squares].filter((square) => square.dataset.level === '4')).toHaveLength(1);
    expect(squares[squares.length - 1]?.dataset.level).toBe('0');
    expect(rowsOf(within(calendar).getByRole('table', { name: T.calendarCaption }))).toEqual([
      ['Jun 1, 2026', '12'],
      ['Mar 9, 2027', '40'],
    ]);

    const retention = screen.getByRole('region', { name: T.retentionTitle });
    expect(rowsOf(within(retention).getByRole('table'))).toEqual([
      [T.young, '120', '100', '83.3%'],
      [T.mature, '0', '0', T.noRate],
    ]);

    const states = screen.getByRole('region', { name: T.statesTitle });
    expect(rowsOf(within(states).getByRole('table'))).toEqual([
      ['New', '3'],
      ['Learning', '2'],
      ['Review', '40'],
      ['Relearning', '1'],
    ]);
    expect(within(states).getByText(T.cardCount(46))).toBeVisible();

    const forecast = screen.getByRole('region', { name: T.forecastTitle });
    const forecastRows = rowsOf(within(forecast).getByRole('table'));
    expect(forecastRows).toHaveLength(30);
    expect(forecastRows.slice(0, 3)).toEqual([
      ['Today (Mar 10, 2027)', '5'],
      ['Mar 11, 2027', '0'],
      ['Mar 12, 2027', '2'],
    ]);
    const bars = within(forecast).getByTestId('forecast-chart').querySelectorAll('rect');
    expect([...bars].map((bar) => Number(bar.dataset.due))).toEqual(
      STATS.forecast.map((day) => day.due),
    );
    expect(within(forecast).getByText(T.forecastTotal(7))).toBeVisible();
  });

  it('shows a chart’s numbers as a table on request', async () => {
    server([{ status: 200, body: STATS }]);
    renderWithProviders(<FlashcardStatsRoute />, { path: '/flashcards/stats' });
    const forecast = await screen.findByRole('region', { name: T.forecastTitle });
    const table = within(forecast).getByRole('table');
    expect(table.parentElement).toHaveClass('sr-only');
    const toggle = within(forecast).getByRole('button', { name: T.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(forecast).getByRole('table').parentElement).not.toHaveClass('sr-only');
    expect(within(forecast).queryByTestId('forecast-chart')).toBeNull();
    // The other charts stay as they were.
    expect(
      within(screen.getByRole('region', { name: T.calendarTitle })).getByTestId('review-calendar'),
    ).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(within(forecast).getByTestId('forecast-chart')).toBeInTheDocument();
  });

  it('invites a learner without reviews to start reviewing', async () => {
    server([{ status: 200, body: EMPTY }]);
    renderWithProviders(<FlashcardStatsRoute />, { path: '/flashcards/stats' });
    expect(await screen.findByRole('heading', { name: T.emptyTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: T.startReviewing })).toHaveAttribute(
      'href',
      '/flashcards?mode=review',
    );
    expect(screen.queryByRole('region', { name: T.calendarTitle })).toBeNull();
  });

  it('says so when the statistics fail, and tries again', async () => {
    server([
      { status: 500, body: { error: 'Database down', code: 'INTERNAL_ERROR' } },
      { status: 200, body: STATS },
    ]);
    renderWithProviders(<FlashcardStatsRoute />, { path: '/flashcards/stats' });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);

    await userEvent.click(screen.getByRole('button', { name: LIST_STATE_TEXT.retry }));
    expect(await screen.findByRole('region', { name: T.calendarTitle })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a signed-out visitor to sign in, without asking for statistics', async () => {
    const calls = server([{ status: 200, body: STATS }], false);
    renderWithProviders(<FlashcardStatsRoute />, { path: '/flashcards/stats' });
    expect(await screen.findByText(GUARD_TEXT.signInTitle)).toBeVisible();
    expect(screen.getByText(GUARD_TEXT.signInPage)).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me']);
  });
});
