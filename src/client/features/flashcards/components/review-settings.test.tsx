// Review settings of a signed-in learner (issue 29 item 1): the desired retention with the reviews a day it brings,
// saved with the form; where the fit of their FSRS parameters stands; "Optimize now" and what it says (fitted, or
// how many reviews are still needed). Signed out, the dialog only says what signing in adds.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REVIEW_LIMITS } from '@shared/flashcards/review-scheduler';
import type { OptimizeResponse, ReviewSettings } from '@shared/schemas/review-settings';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { FLASHCARDS_TEXT as T } from '../texts';
import { ReviewSettings as ReviewSettingsButton } from './review-settings';

const SETTINGS: ReviewSettings = {
  desiredRetention: 0.9,
  parameters: null,
  fittedReviews: null,
  logLoss: null,
  defaultLogLoss: null,
  fittedAt: null,
  reviews: 47,
  minReviews: 64,
  workload: [
    { retention: 0.7, reviewsPerDay: 3.1 },
    { retention: 0.75, reviewsPerDay: 3.8 },
    { retention: 0.8, reviewsPerDay: 4.6 },
    { retention: 0.85, reviewsPerDay: 6 },
    { retention: 0.9, reviewsPerDay: 8.4 },
    { retention: 0.93, reviewsPerDay: 10.9 },
    { retention: 0.95, reviewsPerDay: 14.2 },
    { retention: 0.97, reviewsPerDay: 21.5 },
  ],
};
const FIT: OptimizeResponse = {
  reviews: 1234,
  parameters: Array.from({ length: 21 }, (_, index) => index / 10),
  logLoss: 0.31,
  defaultLogLoss: 0.35,
};

/** The settings API in memory: GET, PUT (keeps the retention) and POST optimize answering `optimize`. */
function fakeSettingsApi(optimize: { status: number; body: unknown }) {
  let settings = SETTINGS;
  const calls = stubFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (route === 'GET /api/flashcards/settings') return { status: 200, body: settings };
    if (route === 'PUT /api/flashcards/settings') {
      const { desiredRetention } = JSON.parse(init?.body as string) as { desiredRetention: number };
      settings = { ...settings, desiredRetention };
      return { status: 200, body: settings };
    }
    if (route === 'POST /api/flashcards/optimize') {
      if (optimize.status === 200) {
        const fit = optimize.body as OptimizeResponse;
        settings = {
          ...settings,
          parameters: fit.parameters,
          fittedReviews: fit.reviews,
          logLoss: fit.logLoss,
          defaultLogLoss: fit.defaultLogLoss,
          fittedAt: '2026-12-07T10:00:00.000Z',
        };
      }
      return optimize;
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  return { calls, routes: () => calls.map(({ url, init }) => `${init?.method ?? 'GET'} ${url}`) };
}

const openSettings = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: T.reviewSettings }));
  return screen.findByRole('combobox', { name: T.desiredRetention });
};

describe('Review settings of an account', () => {
  it('offers retentions from 70% to 97% with the reviews a day each brings, and saves the one picked', async () => {
    const api = fakeSettingsApi({ status: 200, body: FIT });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ReviewSettingsButton limits={DEFAULT_REVIEW_LIMITS} onChange={onChange} account />,
    );

    const retention = await openSettings(user);
    expect(retention).toHaveValue('0.9');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '70%',
      '75%',
      '80%',
      '85%',
      '90%',
      '93%',
      '95%',
      '97%',
    ]);
    expect(screen.getByText(T.workloadPerDay('8.4'))).toBeVisible();
    expect(retention).toHaveAccessibleDescription(T.workloadPerDay('8.4'));
    expect(screen.getByText(T.reviewsToGo(17))).toBeVisible();

    await user.selectOptions(retention, '0.8');
    expect(screen.getByText(T.workloadPerDay('4.6'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.saveSettings }));
    await waitFor(() => expect(api.routes()).toContain('PUT /api/flashcards/settings'));
    const put = api.calls.find(({ init }) => init?.method === 'PUT');
    expect(JSON.parse(put?.init?.body as string)).toEqual({ desiredRetention: 0.8 });
    expect(onChange).toHaveBeenCalledWith(DEFAULT_REVIEW_LIMITS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await openSettings(user)).toHaveValue('0.8');
  });

  it('fits now on demand and says how the fit compares with the defaults', async () => {
    fakeSettingsApi({ status: 200, body: FIT });
    const user = userEvent.setup();
    renderWithProviders(
      <ReviewSettingsButton limits={DEFAULT_REVIEW_LIMITS} onChange={vi.fn()} account />,
    );
    await openSettings(user);

    await user.click(screen.getByRole('button', { name: T.optimizeNow }));
    expect(await screen.findByText(T.optimized)).toBeVisible();
    expect(screen.getByText(T.optimizedText('1,234'))).toBeVisible();
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date('2026-12-07T10:00:00.000Z'),
    );
    expect(await screen.findByText(T.fittedStatus('1,234', date, '0.310', '0.350'))).toBeVisible();
  });

  it('says how many more reviews the optimizer needs when it refuses', async () => {
    const message =
      'FSRS needs at least 64 reviews of cards seen on an earlier day to fit your own parameters: 17 more reviews to go.';
    fakeSettingsApi({
      status: 409,
      body: { error: message, code: 'CONFLICT', reviewsNeeded: 17 },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ReviewSettingsButton limits={DEFAULT_REVIEW_LIMITS} onChange={vi.fn()} account />,
    );
    await openSettings(user);

    await user.click(screen.getByRole('button', { name: T.optimizeNow }));
    expect(await screen.findByText(T.optimizeFailed)).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: T.optimizeNow })).toBeEnabled();
  });
});

describe('Review settings signed out', () => {
  it('keeps only the daily limits and reads nothing from the server', async () => {
    const api = fakeSettingsApi({ status: 200, body: FIT });
    const user = userEvent.setup();
    renderWithProviders(
      <ReviewSettingsButton limits={DEFAULT_REVIEW_LIMITS} onChange={vi.fn()} account={false} />,
    );
    await user.click(screen.getByRole('button', { name: T.reviewSettings }));
    expect(await screen.findByText(T.signInForMemory)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: T.desiredRetention })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
