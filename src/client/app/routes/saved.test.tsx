import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoredTranslation } from '@shared/schemas/translations';
import { TRANSLATIONS_TEXT as T } from '@client/features/translator/components/translation-card';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppRouter } from '../router';
import SavedRoute from './saved';

/** The page as the router shows it: in the shared frame, with the site header and footer. */
const renderSavedPage = () => renderWithProviders(<AppRouter />, { path: '/saved' });

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [] };

const entry = (id: string): StoredTranslation => ({
  id,
  inputText: `Hello ${id}`,
  outputText: `Wagwan ${id}`,
  sourceLanguage: 'standard_english',
  targetLanguage: 'british_english',
  createdAt: new Date().toISOString(),
});

function server(saved: StoredTranslation[] | null) {
  let list = saved ?? [];
  return stubFetch((url, init) => {
    if (url === '/api/auth/me') return saved ? { status: 200, body: { user } } : { status: 401 };
    if (url === '/api/translations/saved') return { status: 200, body: list };
    const id = /^\/api\/translations\/saved\/(.+)$/.exec(url)?.[1];
    if (id && init?.method === 'DELETE') {
      list = list.filter((item) => item.id !== id);
      return { status: 204 };
    }
    return { status: 404 };
  });
}

describe('/saved', () => {
  it('sits in the shared frame, links back to the translator and asks a signed-out visitor to sign in', async () => {
    const calls = server(null);
    renderSavedPage();
    expect(await screen.findByRole('heading', { level: 1, name: T.savedTitle })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'SlangBridge home' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to translator' })).toHaveAttribute('href', '/');
    expect(await screen.findByText(T.savedSignInTitle)).toBeVisible();
    // The header's and the prompt's.
    expect(screen.getAllByRole('button', { name: 'Sign In' })).toHaveLength(2);
    expect(
      calls.map((call) => call.url).filter((url) => url.startsWith('/api/translations')),
    ).toEqual([]);
  });

  it('notices a session that ended and offers to sign in again', async () => {
    let meCalls = 0;
    stubFetch((url) => {
      if (url === '/api/auth/me')
        return meCalls++ === 0 ? { status: 200, body: { user } } : { status: 401 };
      if (url === '/api/translations/saved')
        return { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } };
      return { status: 404 };
    });
    renderSavedPage();
    expect(await screen.findByText(T.savedSignInTitle)).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign In' })).toHaveLength(2));
  });

  it('shows the empty state instead of a placeholder', async () => {
    server([]);
    renderWithProviders(<SavedRoute />, { path: '/saved' });
    expect(await screen.findByText(T.savedEmptyTitle)).toBeVisible();
    expect(screen.getByText(T.savedEmptyHint)).toBeVisible();
    expect(screen.queryByText(/soon!/)).toBeNull();
  });

  it('lists saved translations, opens one in the translator and deletes one', async () => {
    const calls = server([entry('a'), entry('b')]);
    renderWithProviders(<SavedRoute />, { path: '/saved' });
    const region = await screen.findByRole('region', { name: T.savedRegion });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Wagwan a')).toBeVisible();
    expect(within(cards[0]!).getByText('British English')).toBeVisible();
    expect(
      within(cards[0]!).getByRole('link', { name: T.openInTranslator }).getAttribute('href'),
    ).toBe('/?input=Hello+a&output=Wagwan+a&source=standard_english&target=british_english');

    await userEvent.click(within(cards[0]!).getByRole('button', { name: T.deleteSaved }));
    expect(await screen.findByText(T.deletedTitle)).toBeInTheDocument();
    expect(screen.getByText(T.deletedDescription)).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(within(region).getByText('Wagwan b')).toBeVisible();
    expect(region).toHaveFocus();
    expect(calls.some((call) => call.url === '/api/translations/saved/a')).toBe(true);
  });
});
