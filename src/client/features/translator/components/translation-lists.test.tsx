import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTranslation } from '@shared/schemas/translations';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { SavedTranslationsDialog } from './saved-translations-dialog';
import { TRANSLATIONS_TEXT as T } from './translation-card';
import { TranslationHistoryDialog } from './translation-history-dialog';

const HOUR = 60 * 60 * 1000;

function entry(id: string, overrides: Partial<StoredTranslation> = {}): StoredTranslation {
  return {
    id,
    inputText: `input ${id}`,
    outputText: `output ${id}`,
    sourceLanguage: 'standard_english',
    targetLanguage: 'gen_z_english',
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** A fake server: the lists as given, a DELETE answered by `onDelete` (204 and removal by default). */
function fakeServer({
  saved = [],
  history = [],
  savedReply,
  historyReply,
  onDelete,
}: {
  saved?: StoredTranslation[];
  history?: StoredTranslation[];
  savedReply?: Reply;
  historyReply?: Reply;
  onDelete?: (id: string) => Reply;
} = {}) {
  let savedList = [...saved];
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/translations/saved' && method === 'GET')
      return savedReply ?? { status: 200, body: savedList };
    if (url === '/api/translations/history' && method === 'GET')
      return historyReply ?? { status: 200, body: history };
    const deleted = /^\/api\/translations\/saved\/(.+)$/.exec(url);
    if (deleted?.[1] && method === 'DELETE') {
      const id = decodeURIComponent(deleted[1]);
      const reply = onDelete?.(id) ?? { status: 204 };
      if (reply.status === 204) savedList = savedList.filter((item) => item.id !== id);
      return reply;
    }
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
}

type DialogComponent = typeof SavedTranslationsDialog;

function Harness({
  Dialog,
  signedIn,
  onLoad,
  signInAction,
}: {
  Dialog: DialogComponent;
  signedIn: boolean | null;
  onLoad: (translation: StoredTranslation) => void;
  signInAction?: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        onLoad={onLoad}
        signedIn={signedIn}
        signInAction={signInAction}
      />
    </>
  );
}

async function openDialog(
  Dialog: DialogComponent,
  title: string,
  { signedIn = true, signInAction }: { signedIn?: boolean | null; signInAction?: ReactNode } = {},
) {
  const onLoad = vi.fn();
  const result = renderWithProviders(
    <Harness Dialog={Dialog} signedIn={signedIn} onLoad={onLoad} signInAction={signInAction} />,
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...result, dialog, onLoad };
}

const openSaved = (options?: Parameters<typeof openDialog>[2]) =>
  openDialog(SavedTranslationsDialog, T.savedTitle, options);
const openHistory = (options?: Parameters<typeof openDialog>[2]) =>
  openDialog(TranslationHistoryDialog, T.historyTitle, options);

describe('SavedTranslationsDialog', () => {
  it('asks a signed-out visitor to sign in and asks the server nothing', async () => {
    const calls = fakeServer({ saved: [entry('a')] });
    const { dialog } = await openSaved({ signedIn: false });
    expect(within(dialog).getByText(T.savedSignInTitle)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: T.signIn })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(calls).toHaveLength(0);
  });

  it('offers the sign-in control it is given', async () => {
    fakeServer();
    const { dialog } = await openSaved({
      signedIn: false,
      signInAction: <button type="button">Sign in here</button>,
    });
    expect(within(dialog).getByRole('button', { name: 'Sign in here' })).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: T.signIn })).toBeNull();
  });

  it('waits for the session before asking for the list', async () => {
    const calls = fakeServer({ saved: [entry('a')] });
    const { dialog } = await openSaved({ signedIn: null });
    expect(within(dialog).getByRole('status')).toHaveTextContent(T.savedLoading);
    expect(calls).toHaveLength(0);
  });

  it('asks for nothing while closed', async () => {
    const calls = fakeServer({ saved: [entry('a')] });
    renderWithProviders(
      <SavedTranslationsDialog open={false} onOpenChange={() => {}} onLoad={() => {}} signedIn />,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the empty state with the bookmark hint', async () => {
    fakeServer({ saved: [] });
    const { dialog } = await openSaved();
    expect(await within(dialog).findByText(T.savedEmptyTitle)).toBeVisible();
    expect(within(dialog).getByText(T.savedEmptyHint)).toBeVisible();
  });

  it('lists the saved translations and loads one into the translator', async () => {
    const first = entry('a', { createdAt: new Date().toISOString() });
    const second = entry('b', { targetLanguage: 'iraqi_arabic', outputText: 'شلونك' });
    const calls = fakeServer({ saved: [first, second] });
    const { dialog, onLoad } = await openSaved();
    const region = await within(dialog).findByRole('region', { name: T.savedRegion });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('input a')).toBeVisible();
    expect(within(cards[0]!).getByText('output a')).toBeVisible();
    expect(within(cards[0]!).getByText('Just now')).toBeVisible();
    expect(within(cards[0]!).getByText('Standard English')).toBeVisible();
    expect(within(cards[0]!).getByText('Gen Z English')).toBeVisible();
    expect(within(cards[1]!).getByText('3 hours ago')).toBeVisible();
    expect(within(cards[1]!).getByText('Iraqi Arabic')).toBeVisible();
    expect(within(cards[1]!).getByText('شلونك')).toHaveAttribute('dir', 'rtl');
    expect(within(cards[1]!).getByText('input b')).toHaveAttribute('dir', 'ltr');
    expect(calls.map((call) => call.url)).toEqual(['/api/translations/saved']);

    await userEvent.click(within(cards[1]!).getByRole('button', { name: T.load }));
    expect(onLoad).toHaveBeenCalledWith(second);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a saved translation, says so and refreshes the list', async () => {
    const calls = fakeServer({ saved: [entry('a'), entry('b')] });
    const { dialog } = await openSaved();
    const region = await within(dialog).findByRole('region', { name: T.savedRegion });
    const [firstCard] = within(region).getAllByRole('article');
    await userEvent.click(within(firstCard!).getByRole('button', { name: T.deleteSaved }));

    expect(await screen.findByText(T.deletedTitle)).toBeInTheDocument();
    expect(screen.getByText(T.deletedDescription)).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(within(region).queryByText('input a')).toBeNull();
    expect(within(region).getByText('input b')).toBeVisible();
    const deleteCall = calls.find((call) => call.init?.method === 'DELETE');
    expect(deleteCall?.url).toBe('/api/translations/saved/a');
    expect(calls.filter((call) => call.url === '/api/translations/saved')).toHaveLength(2);
  });

  it("shows the server's message when a delete fails", async () => {
    fakeServer({
      saved: [entry('a')],
      onDelete: () => ({
        status: 404,
        body: { error: 'That translation is not in your saved list.', code: 'NOT_FOUND' },
      }),
    });
    const { dialog } = await openSaved();
    await userEvent.click(await within(dialog).findByRole('button', { name: T.deleteSaved }));
    expect(await screen.findByText(T.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('That translation is not in your saved list.')).toBeInTheDocument();
    expect(within(dialog).getByText('input a')).toBeVisible();
  });

  it('falls back to a generic message when a failed delete carries none', async () => {
    fakeServer({ saved: [entry('a')], onDelete: () => ({ status: 500 }) });
    const { dialog } = await openSaved();
    await userEvent.click(await within(dialog).findByRole('button', { name: T.deleteSaved }));
    expect(await screen.findByText(T.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(T.deleteFailedFallback)).toBeInTheDocument();
  });

  it("says 'Please Sign In' when the session ended before a delete", async () => {
    fakeServer({
      saved: [entry('a')],
      onDelete: () => ({ status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } }),
    });
    const { dialog } = await openSaved();
    await userEvent.click(await within(dialog).findByRole('button', { name: T.deleteSaved }));
    expect(await screen.findByText(T.deleteSignInTitle)).toBeInTheDocument();
    expect(screen.getByText(T.deleteSignInDescription)).toBeInTheDocument();
  });

  it('shows the sign-in prompt when the list answers 401', async () => {
    fakeServer({ savedReply: { status: 401, body: { error: 'Unauthorized' } } });
    const { dialog } = await openSaved();
    expect(await within(dialog).findByText(T.savedSignInTitle)).toBeVisible();
  });

  it('explains a failed list and tries again', async () => {
    let fail = true;
    stubFetch((url) => {
      if (url !== '/api/translations/saved') return { status: 404 };
      return fail ? { status: 500, body: { error: 'boom' } } : { status: 200, body: [entry('a')] };
    });
    const { dialog } = await openSaved();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.savedError);
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: T.retry }));
    expect(await within(dialog).findByText('input a')).toBeVisible();
  });
});

describe('TranslationHistoryDialog', () => {
  it('asks a signed-out visitor to sign in and asks the server nothing', async () => {
    const calls = fakeServer({ history: [entry('a')] });
    const { dialog } = await openHistory({ signedIn: false });
    expect(within(dialog).getByText(T.historySignInTitle)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: T.signIn })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('shows the empty state, also when the server answers 401', async () => {
    fakeServer({ historyReply: { status: 401, body: { error: 'Unauthorized' } } });
    const { dialog } = await openHistory();
    expect(await within(dialog).findByText(T.historyEmptyTitle)).toBeVisible();
    expect(within(dialog).getByText(T.historyEmptyHint)).toBeVisible();
  });

  it('lists the history newest first and loads an entry', async () => {
    const newest = entry('new', { createdAt: new Date().toISOString() });
    const older = entry('old', { createdAt: new Date(Date.now() - 30 * HOUR).toISOString() });
    fakeServer({ history: [newest, older] });
    const { dialog, onLoad } = await openHistory();
    await within(dialog).findByText('input new');
    const cards = within(dialog).getAllByRole('article');
    expect(within(cards[0]!).getByText('Just now')).toBeVisible();
    expect(within(cards[1]!).getByText('Yesterday')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: T.deleteSaved })).toBeNull();

    await userEvent.click(within(cards[0]!).getByRole('button', { name: T.load }));
    expect(onLoad).toHaveBeenCalledWith(newest);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Failed to fetch history' when the list fails", async () => {
    fakeServer({ historyReply: { status: 500, body: { error: 'Database down' } } });
    const { dialog } = await openHistory();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.historyError);
    expect(within(dialog).getByRole('button', { name: T.retry })).toBeVisible();
  });
});
