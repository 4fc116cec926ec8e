// The visit streak's counting and account sync (issue 12 item 2), under a fake clock: a visit counts once per
// streak day (6 AM New York time) on start and when the tab becomes visible again, the header badge follows at
// once, and a signed-in visitor's record is sent to /api/streak and the merged answer adopted.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitStreakRecord } from '@shared/engagement/visit-streak-rules';
import { StreakBadge } from '@client/components/layout/streak-badge';
import { visitStreakStore } from '@client/lib/visit-streak-store';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AccountSync, STREAK_USER, stubStreakServer } from './visit-streak-test-kit';
import { VisitStreakTracker } from './visit-streak-tracker';

const setClock = (iso: string) => vi.setSystemTime(new Date(iso));
const badge = () => screen.getByRole('link', { name: /^Visit streak:/ });
const renderApp = () =>
  renderWithProviders(
    <>
      <VisitStreakTracker />
      <AccountSync />
      <StreakBadge />
    </>,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('counting the visit streak', () => {
  it('counts the visit on start, once per streak day, and the badge shows it at once', async () => {
    stubStreakServer({ signedIn: false });
    // 11:00 in New York on 2026-03-10; the last visit was the day before.
    setClock('2026-03-10T15:00:00Z');
    visitStreakStore.write({
      current: 3,
      best: 3,
      lastDate: '2026-03-09',
      startedAt: '2026-03-07',
    });

    const first = renderApp();
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 4 days'));
    expect(badge()).toHaveTextContent('4');
    expect(visitStreakStore.read()).toMatchObject({
      current: 4,
      best: 4,
      lastDate: '2026-03-10',
      startedAt: '2026-03-07',
      lastCountedAtMs: Date.parse('2026-03-10T15:00:00Z'),
    });

    // Another start the same day counts nothing.
    first.unmount();
    setClock('2026-03-10T23:00:00Z');
    renderApp();
    expect(badge()).toHaveAccessibleName('Visit streak: 4 days');
    expect(visitStreakStore.read().current).toBe(4);

    // The tab comes back the next day: counted, and the badge follows without a reload.
    setClock('2026-03-11T12:00:00Z');
    await act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 5 days'));

    // 05:30 in New York is still the previous streak day.
    setClock('2026-03-12T09:30:00Z');
    await act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(badge()).toHaveAccessibleName('Visit streak: 5 days');
    expect(visitStreakStore.read().lastDate).toBe('2026-03-11');

    // 06:00 starts a new one.
    setClock('2026-03-12T10:00:00Z');
    await act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 6 days'));
  });

  it('starts again at 1 after a missed day (the badge shows the stored count until the visit is counted)', async () => {
    stubStreakServer({ signedIn: false });
    setClock('2026-03-10T15:00:00Z');
    visitStreakStore.write({
      current: 8,
      best: 8,
      lastDate: '2026-03-07',
      startedAt: '2026-02-28',
    });
    renderWithProviders(<StreakBadge />);
    expect(badge()).toHaveAccessibleName('Visit streak: 8 days');

    renderWithProviders(<VisitStreakTracker />);
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 1 day'));
    expect(visitStreakStore.read()).toMatchObject({ current: 1, best: 8, startedAt: '2026-03-10' });
  });

  it('sends nothing to the server while signed out', async () => {
    const calls = stubStreakServer({ signedIn: false });
    setClock('2026-03-10T15:00:00Z');
    renderApp();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/me')).toBe(true));
    await act(() => Promise.resolve());
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 1 day'));
    expect(calls.filter((call) => call.url === '/api/streak')).toEqual([]);
  });
});

describe('syncing with the account', () => {
  const accountRecord: VisitStreakRecord = {
    current: 9,
    best: 12,
    lastDate: '2026-03-10',
    startedAt: '2026-03-02',
    lastRepairMonth: '2026-02',
  };

  it('on start while signed in, sends the counted local record and adopts the merged answer', async () => {
    const calls = stubStreakServer({ signedIn: true, streakAnswer: () => accountRecord });
    setClock('2026-03-10T15:00:00Z');
    visitStreakStore.write({
      current: 2,
      best: 2,
      lastDate: '2026-03-09',
      startedAt: '2026-03-08',
    });

    renderApp();
    await waitFor(() => expect(badge()).toHaveAccessibleName('Visit streak: 9 days'));

    // The first exchange carries today's counted visit (adopting the answer may send it once more).
    const puts = calls.filter((call) => call.url === '/api/streak');
    expect(puts.length).toBeGreaterThanOrEqual(1);
    expect(puts[0]!.init?.method).toBe('PUT');
    expect(JSON.parse(puts[0]!.init?.body as string)).toEqual({
      streak: expect.objectContaining({ current: 3, best: 3, lastDate: '2026-03-10' }) as unknown,
    });
    expect(visitStreakStore.read()).toMatchObject(accountRecord);
  });

  it('on sign-in, sends the local record and adopts the merged answer; the larger local streak stays', async () => {
    const calls = stubStreakServer({
      signedIn: false,
      // The server's record is shorter: the merged answer is the local streak with the account's best.
      streakAnswer: (sent) => ({ ...sent, best: 20, lastRepairMonth: '2026-03' }),
    });
    setClock('2026-03-10T15:00:00Z');
    visitStreakStore.write({
      current: 4,
      best: 4,
      lastDate: '2026-03-09',
      startedAt: '2026-03-06',
    });
    const { queryClient } = renderApp();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/me')).toBe(true));
    expect(calls.filter((call) => call.url === '/api/streak')).toEqual([]);

    await act(() => queryClient.setQueryData(['/api/auth/me'], STREAK_USER));
    await waitFor(() => expect(visitStreakStore.read().best).toBe(20));
    expect(visitStreakStore.read()).toMatchObject({
      current: 5,
      best: 20,
      lastDate: '2026-03-10',
      lastRepairMonth: '2026-03',
    });
    expect(badge()).toHaveAccessibleName('Visit streak: 5 days');
    expect(calls.filter((call) => call.url === '/api/streak').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the local record when the server cannot be reached', async () => {
    stubFetch((url) =>
      url === '/api/auth/me'
        ? { status: 200, body: { user: STREAK_USER } }
        : { status: 503, body: { error: 'Down.', code: 'SERVICE_UNAVAILABLE' } },
    );
    setClock('2026-03-10T15:00:00Z');
    visitStreakStore.write({
      current: 2,
      best: 2,
      lastDate: '2026-03-09',
      startedAt: '2026-03-08',
    });
    renderApp();
    await waitFor(() => expect(visitStreakStore.read()).toMatchObject({ current: 3, best: 3 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(visitStreakStore.read()).toMatchObject({ current: 3, best: 3 });
    expect(badge()).toHaveAccessibleName('Visit streak: 3 days');
  });
});
