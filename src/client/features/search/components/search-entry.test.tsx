import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@shared/dictionary';
import type { SearchItem, SearchResponse } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { SEARCH_ENTRY_TEXT, SEARCH_TEXT as T } from '../texts';
import { SearchEntry, recentSearchesStore } from './search-entry';

const item = (term: string, meaning: string, context: string | null = null): SearchItem => ({
  term,
  slug: term.replace(/\s+/g, '-'),
  meaning,
  long_explanation: null,
  context_source: context,
});

const rizzResults: SearchResponse = {
  kind: 'verified',
  items: [
    item('rizz', 'Charm; the ability to attract someone', 'TikTok, 2021'),
    item('rizzler', 'Someone with a lot of rizz', 'Twitch'),
    item('rizz up', 'To flirt with someone'),
  ],
};

type Reply = { status: number; body?: unknown };

/** Answers GET /api/search?q=… from `answer` and records the queries sent. */
function server(answer: (query: string, call: number) => Reply) {
  const queries: string[] = [];
  stubFetch((url) => {
    if (url === '/api/auth/me') return { status: 401 };
    if (url.startsWith('/api/search?')) {
      const query = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      queries.push(query);
      return answer(query, queries.length);
    }
    return { status: 404 };
  });
  return queries;
}

const renderEntry = () =>
  renderWithProviders(
    <>
      <SearchEntry />
      <label>
        Other field
        <input />
      </label>
    </>,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openWithButton() {
  await userEvent.click(screen.getByRole('button', { name: SEARCH_ENTRY_TEXT.title }));
  return searchBox();
}

/** The dialog's search box, once its lazily loaded body is there. */
const searchBox = () => screen.findByRole('combobox', { name: T.inputLabel });
const dialog = () => screen.queryByRole('dialog', { name: SEARCH_ENTRY_TEXT.title });
const options = () => screen.getAllByRole('option');
const selected = () =>
  options()
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent);

describe('the search dialog', () => {
  it("opens with '/' unless the reader is typing in a field", async () => {
    server(() => ({ status: 200, body: rizzResults }));
    renderEntry();

    const other = screen.getByLabelText('Other field');
    await userEvent.type(other, 'a/b');
    expect(other).toHaveValue('a/b');
    expect(dialog()).toBeNull();

    other.blur();
    await userEvent.keyboard('/');
    const box = await searchBox();
    expect(dialog()).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    // The '/' that opened the dialog is not typed into it.
    expect(box).toHaveValue('');
    expect(screen.getByText(T.idle)).toBeVisible();
  });

  it('searches once, after the debounce, and never for a blank query', async () => {
    const queries = server(() => ({ status: 200, body: rizzResults }));
    renderEntry();
    const box = await openWithButton();

    await userEvent.type(box, '   ');
    await sleep(SEARCH_DEBOUNCE_MS + 150);
    expect(queries).toEqual([]);
    expect(screen.getByText(T.idle)).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, 'rizz ');
    // Still typing: nothing sent yet.
    expect(queries).toEqual([]);
    expect(screen.getByText(T.loading)).toBeVisible();

    expect(await screen.findByRole('listbox', { name: T.resultsLabel })).toBeVisible();
    expect(queries).toEqual(['rizz']);
    await sleep(SEARCH_DEBOUNCE_MS + 150);
    expect(queries).toEqual(['rizz']);
  });

  it('shows term, meaning and source, moves the highlight with the arrow keys and opens the term with Enter', async () => {
    server(() => ({ status: 200, body: rizzResults }));
    const { location } = renderEntry();
    const box = await openWithButton();
    await userEvent.type(box, 'rizz');

    const list = await screen.findByRole('listbox', { name: T.resultsLabel });
    const [first, second, third] = within(list).getAllByRole('option');
    expect(within(first!).getByText('rizz')).toBeVisible();
    expect(within(first!).getByText('Charm; the ability to attract someone')).toBeVisible();
    expect(within(first!).getByText('TikTok, 2021')).toBeVisible();
    expect(within(second!).getByText('Twitch')).toBeVisible();
    expect(within(third!).getByText('To flirt with someone')).toBeVisible();
    expect(screen.getByText('3 results')).toBeInTheDocument();

    expect(selected()).toHaveLength(1);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps around to the first.
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(selected()).toHaveLength(1);

    await userEvent.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/slang/rizzler');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(recentSearchesStore.read()).toEqual(['rizzler']);

    // Opening again lists it under recent searches.
    await openWithButton();
    const recent = screen.getByRole('listbox', { name: T.recent });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([' rizzler']);
  });

  it('opens a clicked result too', async () => {
    server(() => ({ status: 200, body: rizzResults }));
    const { location } = renderEntry();
    await userEvent.type(await openWithButton(), 'rizz');
    await userEvent.click(await screen.findByRole('option', { name: /rizz up/ }));
    expect(location.history?.at(-1)).toBe('/slang/rizz-up');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(recentSearchesStore.read()).toEqual(['rizz up']);
  });

  it('keeps the five latest searches, newest first, and searches one again from the list', async () => {
    recentSearchesStore.write(['bet', 'slay', 'mid', 'cap', 'bussin']);
    const queries = server(() => ({ status: 200, body: rizzResults }));
    renderEntry();
    await userEvent.type(await openWithButton(), 'rizz');
    await screen.findByRole('listbox', { name: T.resultsLabel });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).toBeNull());

    await openWithButton();
    const recent = screen.getByRole('listbox', { name: T.recent });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['rizz', 'bet', 'slay', 'mid', 'cap']);

    // Enter on a highlighted recent search searches it again.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await searchBox()).toHaveValue('bet');
    await waitFor(() => expect(queries).toEqual(['rizz', 'bet']));
  });

  it("says the search failed and 'Try again' searches again", async () => {
    const queries = server((_query, call) =>
      call === 1 ? { status: 500, body: { error: 'Boom' } } : { status: 200, body: rizzResults },
    );
    renderEntry();
    await userEvent.type(await openWithButton(), 'rizz');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(T.failed)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('listbox', { name: T.resultsLabel })).toBeVisible();
    expect(screen.queryByText(T.failed)).toBeNull();
    expect(queries).toEqual(['rizz', 'rizz']);
  });

  it('offers to add a term it cannot find', async () => {
    server(() => ({ status: 200, body: { kind: 'verified', items: [] } }));
    renderEntry();
    await userEvent.type(await openWithButton(), 'blorp zz');

    expect(await screen.findByText('No results found for "blorp zz"')).toBeVisible();
    expect(screen.getByText(T.emptyHint)).toBeVisible();
    expect(screen.getByRole('link', { name: T.addIt })).toHaveAttribute(
      'href',
      '/dictionary/add?term=blorp%20zz',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('marks AI guesses as not verified and offers to suggest them', async () => {
    server(() => ({
      status: 200,
      body: {
        kind: 'ai_guess',
        items: [item('skibidi', 'A nonsense word from a viral video series')],
      },
    }));
    const { location } = renderEntry();
    await userEvent.type(await openWithButton(), 'skibidi');

    expect(await screen.findByText(T.aiGuess)).toBeVisible();
    expect(screen.getByText('skibidi')).toBeVisible();
    expect(screen.getByText('A nonsense word from a viral video series')).toBeVisible();
    // Not offered as a verified result to open.
    expect(screen.queryByRole('option')).toBeNull();
    const suggest = screen.getByRole('link', { name: T.suggest });
    const href = new URL(suggest.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/suggest-term');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      term: 'skibidi',
      meaning: 'A nonsense word from a viral video series',
    });

    await userEvent.click(suggest);
    expect(location.history?.at(-1)).toBe(suggest.getAttribute('href'));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('closes with Escape and starts empty next time', async () => {
    server(() => ({ status: 200, body: rizzResults }));
    renderEntry();
    await userEvent.type(await openWithButton(), 'rizz');
    await screen.findByRole('listbox', { name: T.resultsLabel });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: SEARCH_ENTRY_TEXT.title })).toHaveFocus(),
    );

    await userEvent.keyboard('/');
    expect(await searchBox()).toHaveValue('');
    expect(screen.getByText(T.idle)).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
    expect(recentSearchesStore.read()).toEqual([]);
  });
});
