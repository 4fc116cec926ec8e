import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slangDraftStore } from '@client/features/slang-submissions/components/slang-draft';
import {
  ADD_TEXT,
  existingTermNote,
} from '@client/features/slang-submissions/components/submission-text';
import { renderWithProviders, stubFetch } from '@client/test/render';
import DictionaryAddRoute from './dictionary-add';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [] };
const created = (existingSlug: string | null = null) => ({
  id: 's1',
  status: 'pending',
  existingSlug,
  message: 'Thanks! Your slang was submitted for review.',
});

function server({
  signedIn = false,
  submission = { status: 201, body: created() },
}: { signedIn?: boolean; submission?: { status: number; body?: unknown } } = {}) {
  return stubFetch((url) => {
    if (url === '/api/auth/me') return signedIn ? { status: 200, body: { user } } : { status: 401 };
    if (url === '/api/telemetry') return { status: 204 };
    if (url === '/api/slang-submissions') return submission;
    return { status: 404 };
  });
}

type Calls = ReturnType<typeof server>;
const bodiesTo = (calls: Calls, url: string) =>
  calls
    .filter((call) => call.url === url)
    .map((call) => JSON.parse(call.init?.body as string) as Record<string, unknown>);
const telemetry = (calls: Calls) => bodiesTo(calls, '/api/telemetry');

const renderAdd = (path = '/dictionary/add') =>
  renderWithProviders(<DictionaryAddRoute />, { path });

/** The notification area, where the toast shows (Radix also announces it elsewhere for screen readers). */
const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

/** Waits for a toast with this title (and description) in the notification area. */
async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    expect(notifications().getByText(title)).toBeVisible();
    if (description !== undefined) expect(notifications().getByText(description)).toBeVisible();
  });
}

const termBox = () => screen.getByLabelText(ADD_TEXT.termLabel);
const meaningBox = () => screen.getByLabelText(ADD_TEXT.meaningLabel);
const submitButton = () => screen.getByRole('button', { name: ADD_TEXT.submit });

afterEach(() => {
  vi.useRealTimers();
});

describe('/dictionary/add', () => {
  it('prefills the term from ?term=, counts it and tells a signed-out visitor they may stay anonymous', async () => {
    const calls = server();
    renderAdd('/dictionary/add?term=rizz');
    expect(screen.getByRole('heading', { level: 1, name: ADD_TEXT.pageTitle })).toBeVisible();
    expect(termBox()).toHaveValue('rizz');
    expect(screen.getByText('4/60')).toBeVisible();
    expect(screen.getByText('0/140')).toBeVisible();
    expect(termBox()).toHaveAccessibleDescription('4 of 60 characters used');

    const signIn = await screen.findByRole('link', { name: ADD_TEXT.signInLink });
    expect(signIn).toHaveAttribute('href', '/sign-in');
    expect(signIn.closest('p')).toHaveTextContent(ADD_TEXT.signedOutBefore.trim());
    expect(screen.getByRole('link', { name: ADD_TEXT.back })).toHaveAttribute(
      'href',
      '/dictionary',
    );
    expect(telemetry(calls).map((event) => event.eventType)).toEqual(['slang_add_open']);
  });

  it('restores a stored draft instead of ?term= and keeps the draft while typing', async () => {
    server();
    slangDraftStore.write({ term: 'delulu', meaning: 'Delusional', context: '', example: '' });
    renderAdd('/dictionary/add?term=rizz');
    expect(termBox()).toHaveValue('delulu');
    expect(meaningBox()).toHaveValue('Delusional');
    expect(screen.getByText(ADD_TEXT.draftRestored)).toBeVisible();

    await userEvent.type(screen.getByLabelText(ADD_TEXT.exampleLabel), 'So delulu');
    expect(slangDraftStore.read()).toEqual({
      term: 'delulu',
      meaning: 'Delusional',
      context: '',
      example: 'So delulu',
    });
  });

  it('forgets the draft once every field is cleared', async () => {
    server();
    renderAdd();
    await userEvent.type(termBox(), 'ok');
    expect(slangDraftStore.read()?.term).toBe('ok');
    await userEvent.clear(termBox());
    expect(slangDraftStore.read()).toBeNull();
  });

  it('caps the term at 60 and the meaning at 140 characters with live counters', async () => {
    server();
    renderAdd();
    await userEvent.click(termBox());
    await userEvent.paste('a'.repeat(75));
    expect(termBox()).toHaveValue('a'.repeat(60));
    expect(screen.getByText('60/60')).toHaveAttribute('data-tone', 'warning');

    await userEvent.click(meaningBox());
    await userEvent.paste('b'.repeat(200));
    expect(meaningBox()).toHaveValue('b'.repeat(140));
    expect(screen.getByText('140/140')).toBeVisible();
  });

  it('asks for both fields before sending anything', async () => {
    const calls = server();
    renderAdd();
    await userEvent.type(termBox(), 'rizz');
    await userEvent.click(submitButton());

    await expectToast(ADD_TEXT.missing.title, ADD_TEXT.missing.description);
    expect(meaningBox()).toHaveAttribute('aria-invalid', 'true');
    expect(meaningBox()).toHaveAccessibleDescription(
      expect.stringContaining(ADD_TEXT.missing.description) as string,
    );
    expect(meaningBox()).toHaveFocus();
    expect(bodiesTo(calls, '/api/slang-submissions')).toEqual([]);

    await userEvent.type(meaningBox(), 'C');
    expect(meaningBox()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a prefilled term over 60 characters and a restored meaning over 140', async () => {
    const calls = server();
    const { unmount } = renderAdd(`/dictionary/add?term=${'x'.repeat(61)}`);
    expect(screen.getByText('61/60')).toHaveAttribute('data-tone', 'danger');
    await userEvent.type(meaningBox(), 'Charm');
    await userEvent.click(submitButton());
    await expectToast(ADD_TEXT.termTooLong.title, ADD_TEXT.termTooLong.description);
    expect(termBox()).toHaveAccessibleDescription(
      expect.stringContaining(ADD_TEXT.termTooLong.description) as string,
    );
    unmount();

    slangDraftStore.write({ term: 'rizz', meaning: 'm'.repeat(141), context: '', example: '' });
    renderAdd();
    await userEvent.click(submitButton());
    await expectToast(ADD_TEXT.meaningTooLong.title, ADD_TEXT.meaningTooLong.description);
    expect(meaningBox()).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesTo(calls, '/api/slang-submissions')).toEqual([]);
  });

  it('sends the trimmed text with null context and example, and the signed-in user', async () => {
    const calls = server({ signedIn: true });
    renderAdd();
    expect(await screen.findByText(ADD_TEXT.signedIn('Ana'))).toBeVisible();
    expect(screen.queryByRole('link', { name: ADD_TEXT.signInLink })).toBeNull();
    await userEvent.type(termBox(), '  rizz ');
    await userEvent.type(meaningBox(), ' Charm or charisma ');
    await userEvent.type(screen.getByLabelText(ADD_TEXT.contextLabel), '   ');
    await userEvent.click(submitButton());

    await waitFor(() =>
      expect(bodiesTo(calls, '/api/slang-submissions')).toEqual([
        {
          term: 'rizz',
          meaning: 'Charm or charisma',
          context: null,
          example: null,
          createdBy: 'u1',
          status: 'pending',
          source: 'user',
        },
      ]),
    );
    expect(telemetry(calls)).toEqual([
      { eventType: 'slang_add_open', eventData: { form: 'dictionary_add' } },
      { eventType: 'slang_add_submit', eventData: { form: 'dictionary_add', sourceText: 'rizz' } },
      { eventType: 'add_slang_submit', eventData: { hasContext: false, hasExample: false } },
    ]);
  });

  it('sends context and example when given, and createdBy null when signed out', async () => {
    const calls = server();
    renderAdd('/dictionary/add?term=rizz');
    await userEvent.type(meaningBox(), 'Charm');
    await userEvent.type(screen.getByLabelText(ADD_TEXT.contextLabel), 'Gen Z');
    await userEvent.type(screen.getByLabelText(ADD_TEXT.exampleLabel), 'He has rizz.');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(bodiesTo(calls, '/api/slang-submissions')[0]).toMatchObject({
        context: 'Gen Z',
        example: 'He has rizz.',
        createdBy: null,
      }),
    );
    expect(telemetry(calls).at(-1)).toEqual({
      eventType: 'add_slang_submit',
      eventData: { hasContext: true, hasExample: true },
    });
  });

  it('shows Submitting... while sending, thanks the visitor, drops the draft and goes to /dictionary after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ((response: Response) => void) | undefined;
    globalThis.fetch = (input: RequestInfo | URL) => {
      if (input === '/api/slang-submissions')
        return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.resolve(new Response(null, { status: 401 }));
    };
    const { location } = renderAdd('/dictionary/add?term=rizz');
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await events.type(meaningBox(), 'Charm');
    expect(slangDraftStore.read()).not.toBeNull();
    await events.click(submitButton());

    const sending = await screen.findByRole('button', { name: ADD_TEXT.submitting });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(
      new Response(JSON.stringify(created()), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    await expectToast(ADD_TEXT.success.title, ADD_TEXT.success.description);
    expect(screen.getByText(ADD_TEXT.redirecting)).toBeVisible();
    expect(slangDraftStore.read()).toBeNull();
    expect(submitButton()).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1300);
    });
    expect(location.history?.at(-1)).toBe('/dictionary/add?term=rizz');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(location.history?.at(-1)).toBe('/dictionary');
  });

  it('says when the term already exists and the text became a suggestion for it', async () => {
    server({ submission: { status: 201, body: created('rizz') } });
    renderAdd('/dictionary/add?term=Rizz');
    await userEvent.type(meaningBox(), 'Charm');
    await userEvent.click(submitButton());
    await expectToast(
      ADD_TEXT.success.title,
      `${ADD_TEXT.success.description} ${existingTermNote('Rizz')}`,
    );
  });

  it("shows the server's error, keeps the draft and lets the visitor try again", async () => {
    const message = 'Too many requests. Please wait 60 seconds and try again.';
    const calls = server({
      submission: { status: 429, body: { error: message, code: 'RATE_LIMITED' } },
    });
    const { location } = renderAdd('/dictionary/add?term=rizz');
    await userEvent.type(meaningBox(), 'Charm');
    await userEvent.click(submitButton());

    await expectToast(ADD_TEXT.failureTitle, message);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(slangDraftStore.read()?.meaning).toBe('Charm');
    expect(location.history).toEqual(['/dictionary/add?term=rizz']);

    await userEvent.click(submitButton());
    await waitFor(() => expect(bodiesTo(calls, '/api/slang-submissions')).toHaveLength(2));
  });

  it('falls back to a generic failure message when the server gives none', async () => {
    server({ submission: { status: 500 } });
    renderAdd('/dictionary/add?term=rizz');
    await userEvent.type(meaningBox(), 'Charm');
    await userEvent.click(submitButton());
    await expectToast(ADD_TEXT.failureTitle, ADD_TEXT.failureFallback);
  });

  it('Cancel goes to /dictionary when there is nowhere to go back to', async () => {
    server();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { location } = renderAdd();
    await userEvent.click(screen.getByRole('button', { name: ADD_TEXT.cancel }));
    expect(location.history?.at(-1)).toBe('/dictionary');
  });

  it('Cancel goes back to the previous page when there is one', async () => {
    server();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { location } = renderAdd();
    await userEvent.click(screen.getByRole('button', { name: ADD_TEXT.cancel }));
    expect(back).toHaveBeenCalledOnce();
    expect(location.history).toEqual(['/dictionary/add']);
  });
});
