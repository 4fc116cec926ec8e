import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUGGEST_TEXT,
  existingTermNote,
} from '@client/features/slang-submissions/components/submission-text';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppRouter } from '../router';
import SuggestTermRoute from './suggest-term';

const created = (existingSlug: string | null = null) => ({
  id: 's1',
  status: 'pending',
  existingSlug,
  message: 'Your suggestion has been submitted for review.',
});

function server(answer: { status: number; body?: unknown } = { status: 201, body: created() }) {
  return stubFetch((url) => {
    if (url === '/api/slang/suggest') return answer;
    if (url === '/api/auth/me') return { status: 401 };
    return { status: 404 };
  });
}

type Calls = ReturnType<typeof server>;
const suggestions = (calls: Calls) =>
  calls
    .filter((call) => call.url === '/api/slang/suggest')
    .map((call) => JSON.parse(call.init?.body as string) as Record<string, unknown>);

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

/** Waits for a toast with this title (and description) in the notification area. */
async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    expect(notifications().getByText(title)).toBeVisible();
    if (description !== undefined) expect(notifications().getByText(description)).toBeVisible();
  });
}

const box = {
  term: () => screen.getByLabelText(SUGGEST_TEXT.termLabel),
  meaning: () =>
    screen.getByLabelText(`${SUGGEST_TEXT.meaningLabel} (${SUGGEST_TEXT.meaningHint})`),
  long: () => screen.getByLabelText(`${SUGGEST_TEXT.longLabel} (${SUGGEST_TEXT.longHint})`),
  context: () => screen.getByLabelText(SUGGEST_TEXT.contextLabel),
  example: () => screen.getByLabelText(SUGGEST_TEXT.exampleLabel),
};
const submitButton = () => screen.getByRole('button', { name: SUGGEST_TEXT.submit });

afterEach(() => {
  vi.useRealTimers();
});

describe('/suggest-term', () => {
  it('prefills term, meaning, long explanation and context from the address', () => {
    server();
    renderWithProviders(<SuggestTermRoute />, {
      path: '/suggest-term?term=delulu&meaning=Fun%20delusion&long=Believing+the+impossible.&context=TikTok',
    });
    expect(screen.getByRole('heading', { level: 1, name: SUGGEST_TEXT.pageTitle })).toBeVisible();
    expect(box.term()).toHaveValue('delulu');
    expect(box.meaning()).toHaveValue('Fun delusion');
    expect(box.long()).toHaveValue('Believing the impossible.');
    expect(box.context()).toHaveValue('TikTok');
    expect(box.example()).toHaveValue('');
    expect(screen.getByRole('link', { name: SUGGEST_TEXT.back })).toHaveAttribute(
      'href',
      '/dictionary',
    );
  });

  it('is also at /dictionary/suggest', async () => {
    server();
    renderWithProviders(<AppRouter />, { path: '/dictionary/suggest?term=rizz' });
    expect(
      await screen.findByRole('heading', { level: 1, name: SUGGEST_TEXT.pageTitle }),
    ).toBeVisible();
    expect(box.term()).toHaveValue('rizz');
  });

  it('asks for the term and a short meaning before sending anything', async () => {
    const calls = server();
    renderWithProviders(<SuggestTermRoute />, { path: '/suggest-term?term=rizz' });
    await userEvent.click(submitButton());
    await expectToast(SUGGEST_TEXT.missing.title, SUGGEST_TEXT.missing.description);
    expect(box.meaning()).toHaveAttribute('aria-invalid', 'true');
    expect(box.meaning()).toHaveFocus();
    expect(box.term()).not.toHaveAttribute('aria-invalid');
    expect(suggestions(calls)).toEqual([]);
  });

  it('sends the suggestion, thanks the visitor and goes to /dictionary after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = server();
    const { location } = renderWithProviders(<SuggestTermRoute />, {
      path: '/suggest-term?term=delulu&meaning=Fun+delusion',
    });
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await events.type(box.long(), ' Believing the impossible. ');
    await events.click(submitButton());

    await expectToast(SUGGEST_TEXT.success.title, SUGGEST_TEXT.success.description);
    expect(suggestions(calls)).toEqual([
      {
        term: 'delulu',
        meaning: 'Fun delusion',
        longExplanation: 'Believing the impossible.',
        context: null,
        example: null,
      },
    ]);
    expect(submitButton()).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(location.history?.at(-1)).toBe('/suggest-term?term=delulu&meaning=Fun+delusion');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(location.history?.at(-1)).toBe('/dictionary');
  });

  it('says when the term already exists', async () => {
    server({ status: 201, body: created('rizz') });
    renderWithProviders(<SuggestTermRoute />, { path: '/suggest-term?term=Rizz&meaning=Charm' });
    await userEvent.click(submitButton());
    await expectToast(
      SUGGEST_TEXT.success.title,
      `${SUGGEST_TEXT.success.description} ${existingTermNote('Rizz')}`,
    );
  });

  it('asks to try again later when sending fails, and lets the visitor retry', async () => {
    const calls = server({ status: 500, body: { error: 'Database down', code: 'INTERNAL' } });
    const { location } = renderWithProviders(<SuggestTermRoute />, {
      path: '/suggest-term?term=rizz&meaning=Charm',
    });
    await userEvent.click(submitButton());
    await expectToast(SUGGEST_TEXT.failure.title, SUGGEST_TEXT.failure.description);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(location.history).toEqual(['/suggest-term?term=rizz&meaning=Charm']);
    await userEvent.click(submitButton());
    await waitFor(() => expect(suggestions(calls)).toHaveLength(2));
  });
});
