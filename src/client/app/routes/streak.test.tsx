// /streak (spec 1 §2 "Streak page"; issue 12 item 2) under a fake clock: the numbers as they stand now, and the
// Repair button: enabled when a single missed day can be repaired, otherwise disabled with the reason; a repair
// shows 'Streak repaired', updates the page and the header badge at once, and is sent to the account.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitStreakRecord } from '@shared/engagement/visit-streak-rules';
import { StreakBadge } from '@client/components/layout/streak-badge';
import { visitStreakStore } from '@client/lib/visit-streak-store';
import { renderWithProviders } from '@client/test/render';
// The kit's AccountSync imports the tracker, which hands the page its repair code, as the app does.
import { AccountSync, stubStreakServer } from '../visit-streak-test-kit';
import StreakRoute from './streak';

/** The value shown under a stat's label. */
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const repairButton = () => screen.getByRole('button', { name: 'Repair' });

function renderPage(record: VisitStreakRecord) {
  visitStreakStore.write(record);
  return renderWithProviders(
    <>
      <AccountSync />
      <StreakBadge />
      <StreakRoute />
    </>,
    { path: '/streak' },
  );
}

// 11:00 in New York on 2026-03-10.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Today's visit, counted after one missed day (2026-03-09) broke a 5-day streak. */
const brokenYesterday: VisitStreakRecord = {
  current: 1,
  best: 6,
  lastDate: '2026-03-10',
  startedAt: '2026-03-10',
  previousStreak: 5,
  previousStartedAt: '2026-03-04',
  brokenOn: '2026-03-10',
  lastRepairMonth: '2026-02',
};

describe('/streak', () => {
  it('shows every number of the spec, as the streak stands now', () => {
    stubStreakServer({ signedIn: false });
    renderPage({ current: 3, best: 10, lastDate: '2026-03-10', startedAt: '2026-03-08' });
    expect(screen.getByRole('heading', { name: 'Your Visit Streak' })).toBeInTheDocument();
    expect(stat('Current streak')).toBe('3 days');
    expect(stat('Best streak')).toBe('10 days');
    expect(stat('Last visit')).toBe('Mar 10, 2026');
    expect(stat('Streak started')).toBe('Mar 8, 2026');
    expect(stat('Days to beat your record')).toBe('8');
    expect(stat('Next milestone')).toBe('7 days');
    expect(
      screen.getByText('Nice start! Come back tomorrow to keep the streak going.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Translating' })).toHaveAttribute('href', '/');
  });

  it('shows 0 and its message once a missed day has broken the streak, Today and Unknown without dates', () => {
    stubStreakServer({ signedIn: false });
    renderPage({ current: 4, best: 4, lastDate: '2026-03-07', startedAt: '2026-03-04' });
    expect(stat('Current streak')).toBe('0 days');
    expect(
      screen.getByText(
        'Every streak starts with one visit. Translate something today to begin yours!',
      ),
    ).toBeInTheDocument();

    renderPage({ current: 0, best: 0 });
    expect(screen.getAllByText('Today').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unknown').length).toBeGreaterThan(0);
  });

  it('repairs a streak broken by one missed day: toast, numbers and badge updated, then refused this month', async () => {
    stubStreakServer({ signedIn: false });
    renderPage(brokenYesterday);
    expect(stat('Current streak')).toBe('1 day');
    expect(repairButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Visit streak: 1 day' })).toBeInTheDocument();

    await userEvent.click(repairButton());
    expect(await screen.findByText('Streak repaired')).toBeInTheDocument();
    // The 5 days before, the missed day, and today.
    expect(stat('Current streak')).toBe('7 days');
    expect(stat('Best streak')).toBe('7 days');
    expect(stat('Streak started')).toBe('Mar 4, 2026');
    expect(stat('Days to beat your record')).toBe('New Record!');
    expect(stat('Next milestone')).toBe('30 days');
    expect(screen.getByRole('link', { name: 'Visit streak: 7 days' })).toBeInTheDocument();
    expect(visitStreakStore.read()).toMatchObject({ current: 7, lastRepairMonth: '2026-03' });

    expect(repairButton()).toBeDisabled();
    expect(repairButton()).toHaveAccessibleDescription('Streak repair already used this month');
  });

  it('repairs before today’s visit is counted, and counts it', async () => {
    stubStreakServer({ signedIn: false });
    renderPage({ current: 5, best: 5, lastDate: '2026-03-08', startedAt: '2026-03-04' });
    expect(stat('Current streak')).toBe('0 days');
    await userEvent.click(repairButton());
    expect(await screen.findByText('Streak repaired')).toBeInTheDocument();
    expect(stat('Current streak')).toBe('7 days');
    expect(visitStreakStore.read()).toMatchObject({ current: 7, lastDate: '2026-03-10' });
  });

  it('disables Repair with the reason when this month’s repair is used', () => {
    stubStreakServer({ signedIn: false });
    renderPage({ ...brokenYesterday, lastRepairMonth: '2026-03' });
    expect(repairButton()).toBeDisabled();
    expect(screen.getByText('Streak repair already used this month')).toBeInTheDocument();
    expect(stat('Current streak')).toBe('1 day');
  });

  it('disables Repair with the reason when no single missed day can be repaired', () => {
    stubStreakServer({ signedIn: false });
    renderPage({ current: 3, best: 3, lastDate: '2026-03-10', startedAt: '2026-03-08' });
    expect(repairButton()).toBeDisabled();
    expect(repairButton()).toHaveAccessibleDescription(/^Nothing to repair\./);

    // Two missed days cannot be repaired either.
    renderPage({ current: 5, best: 5, lastDate: '2026-03-07', startedAt: '2026-03-03' });
    expect(
      screen.getAllByRole('button', { name: 'Repair' }).every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('sends a repair to the account while signed in', async () => {
    const calls = stubStreakServer({ signedIn: true });
    const { queryClient } = renderPage(brokenYesterday);
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/me'])).toBeTruthy());
    await userEvent.click(repairButton());
    // The repaired record is sent (after the exchange at start, which sent the unrepaired one).
    const sent = () =>
      calls
        .filter((call) => call.url === '/api/streak' && call.init?.method === 'PUT')
        .map(
          (call) => (JSON.parse(call.init?.body as string) as { streak: VisitStreakRecord }).streak,
        );
    await waitFor(() =>
      expect(sent()).toContainEqual(
        expect.objectContaining({ current: 7, lastRepairMonth: '2026-03' }),
      ),
    );
  });
});
