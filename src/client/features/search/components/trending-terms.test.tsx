import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Trending } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { SEARCH_ENTRY_TEXT, SEARCH_TEXT, TRENDING_TEXT as T } from '../texts';
import { SearchEntry, recentSearchesStore } from './search-entry';
import { TrendingTerms } from './trending-terms';

const trending: Trending = {
  terms: [
    { slug: 'rizz', term: 'rizz', meaning: 'Charm; the ability to attract someone.' },
    { slug: 'delulu', term: 'delulu', meaning: 'Delusional, in a hopeful way.' },
    { slug: 'che-boludo', term: 'che boludo', meaning: 'Hey dude.' },
  ],
};

type Reply = { status: number; body?: unknown };

/** The list in an element of its own, to see that it renders nothing at all. */
const Host = () => (
  <div data-testid="host">
    <TrendingTerms />
  </div>
);

function server(reply: Reply = { status: 200, body: trending }) {
  return stubFetch((url) => {
    if (url === '/api/trending') return reply;
    if (url.startsWith('/api/search?'))
      return { status: 200, body: { kind: 'verified', items: [] } };
    if (url === '/api/auth/me') return { status: 401 };
    return { status: 404 };
  });
}

describe('the trending terms', () => {
  it('lists the week’s trending terms as links to their pages, in the server’s order', async () => {
    const calls = server();
    renderWithProviders(<TrendingTerms />);

    const section = await screen.findByRole('region', { name: T.title });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['rizz', '/slang/rizz'],
      ['delulu', '/slang/delulu'],
      ['che boludo', '/slang/che-boludo'],
    ]);
    expect(links[0]).toHaveAttribute('title', 'Charm; the ability to attract someone.');
    expect(calls.map((call) => call.url)).toEqual(['/api/trending']);
  });

  it('is hidden when nothing is trending', async () => {
    server({ status: 200, body: { terms: [] } });
    const { queryClient } = renderWithProviders(<Host />);

    await waitFor(() => expect(queryClient.getQueryState(['trending'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('is hidden when the call fails', async () => {
    server({ status: 500 });
    const { queryClient } = renderWithProviders(<Host />);

    await waitFor(() => expect(queryClient.getQueryState(['trending'])?.status).toBe('error'));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });
});

describe('the search dialog’s trending terms', () => {
  async function openSearch() {
    const { location } = renderWithProviders(<SearchEntry />);
    await userEvent.click(screen.getByRole('button', { name: SEARCH_ENTRY_TEXT.title }));
    const box = await screen.findByRole('combobox', { name: SEARCH_TEXT.inputLabel });
    return { box, location };
  }

  it('shows them before anything is typed, and opens a term’s page with one click', async () => {
    server();
    const { location } = await openSearch();

    const section = await screen.findByRole('region', { name: T.searchTitle });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['rizz', 'delulu', 'che boludo']);
    await userEvent.click(within(section).getByRole('link', { name: 'delulu' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SEARCH_ENTRY_TEXT.title })).toBeNull(),
    );
    expect(location.history?.at(-1)).toBe('/slang/delulu');
    expect(recentSearchesStore.read()).toEqual(['delulu']);
  });

  it('hides them once something is typed', async () => {
    server();
    const { box } = await openSearch();
    await screen.findByRole('region', { name: T.searchTitle });

    await userEvent.type(box, 'riz');
    expect(screen.queryByRole('region', { name: T.searchTitle })).toBeNull();
    await userEvent.clear(box);
    expect(await screen.findByRole('region', { name: T.searchTitle })).toBeVisible();
  });

  it('shows none when nothing is trending', async () => {
    server({ status: 200, body: { terms: [] } });
    await openSearch();

    expect(await screen.findByText(SEARCH_TEXT.idle)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(T.searchTitle)).toBeNull());
  });
});
