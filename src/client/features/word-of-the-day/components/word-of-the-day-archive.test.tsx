import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WordOfTheDayArchive } from '@shared/schemas/dictionary';
import { PAGINATION_TEXT } from '@client/components/ui/list-pagination';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';
import { WordOfTheDayArchiveList, archivePageOf } from './word-of-the-day-archive';

const archive = (page: number, totalPages = 3): WordOfTheDayArchive => ({
  items: [
    { date: '2026-12-07', slug: 'rizz', term: 'rizz', meaning: 'Charm; the ability to attract.' },
    { date: '2026-12-06', slug: 'che', term: 'che', meaning: 'Hey; a way to call someone.' },
  ].map((item) => ({ ...item, term: page > 1 ? `${item.term} ${page}` : item.term })),
  page,
  totalPages,
});

type Reply = { status: number; body?: unknown };

/** Answers the archive's pages; records the pages asked for. */
function server(reply: (page: number) => Reply = (page) => ({ status: 200, body: archive(page) })) {
  const pages: number[] = [];
  stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/word-of-the-day/archive') return { status: 404 };
    const page = Number(searchParams.get('page'));
    pages.push(page);
    return reply(page);
  });
  return pages;
}

const list = () => screen.getByRole('region', { name: T.archiveListLabel });

describe('the word of the day archive', () => {
  it('lists the days, newest first, each with its term linked to its page and its meaning', async () => {
    const pages = server();
    renderWithProviders(<WordOfTheDayArchiveList />, { path: '/word-of-the-day/archive' });

    expect(screen.getByRole('heading', { level: 1, name: T.archiveTitle })).toBeVisible();
    const items = await within(list()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mon, Dec 7, 2026rizzCharm; the ability to attract.',
      'Sun, Dec 6, 2026cheHey; a way to call someone.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'rizz' })).toHaveAttribute(
      'href',
      '/slang/rizz',
    );
    expect(within(items[0]!).getByText('Mon, Dec 7, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-07',
    );
    expect(pages).toEqual([1]);
    expect(screen.getByRole('link', { name: T.subscribe })).toHaveAttribute(
      'href',
      '/word-of-the-day.atom',
    );
    expect(screen.getByRole('link', { name: T.today })).toHaveAttribute('href', '/word-of-the-day');
  });

  it('reads the page from the address and moves between pages in it', async () => {
    const pages = server();
    const { location } = renderWithProviders(<WordOfTheDayArchiveList />, {
      path: '/word-of-the-day/archive?page=2',
    });

    expect(await within(list()).findByRole('link', { name: 'rizz 2' })).toBeVisible();
    expect(screen.getByText(PAGINATION_TEXT.pageOf(2, 3))).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.next }));
    expect(location.history?.at(-1)).toBe('/word-of-the-day/archive?page=3');
    expect(await within(list()).findByRole('link', { name: 'rizz 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.next })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.previous }));
    expect(location.history?.at(-1)).toBe('/word-of-the-day/archive?page=2');
    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.previous }));
    // Page 1 has no ?page in its address.
    expect(location.history?.at(-1)).toBe('/word-of-the-day/archive');
    expect(await within(list()).findByRole('link', { name: 'rizz' })).toBeVisible();
    expect(pages).toEqual([2, 3, 1]);
  });

  it('reads anything but a whole number from 1 as page 1', () => {
    expect(archivePageOf('')).toBe(1);
    expect(archivePageOf('page=abc')).toBe(1);
    expect(archivePageOf('page=0')).toBe(1);
    expect(archivePageOf('page=-2')).toBe(1);
    expect(archivePageOf('page=4')).toBe(4);
  });

  it('shows a loading state, then the list', async () => {
    const pending: { answer?: (response: Response) => void } = {};
    globalThis.fetch = () => new Promise<Response>((resolve) => (pending.answer = resolve));
    renderWithProviders(<WordOfTheDayArchiveList />, { path: '/word-of-the-day/archive' });

    expect(within(list()).getByRole('status')).toHaveTextContent(T.archiveLoading);
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.(new Response(JSON.stringify(archive(1)), { status: 200 }));
    expect(await within(list()).findByRole('link', { name: 'rizz' })).toBeVisible();
    expect(within(list()).queryByText(T.archiveLoading)).toBeNull();
  });

  it('says when there are no words yet', async () => {
    server(() => ({ status: 200, body: { items: [], page: 1, totalPages: 0 } }));
    renderWithProviders(<WordOfTheDayArchiveList />, { path: '/word-of-the-day/archive' });

    expect(await within(list()).findByRole('heading', { name: T.archiveEmpty })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: PAGINATION_TEXT.label })).toBeNull();
  });

  it('leads back to the newest words from a page past the last', async () => {
    server(() => ({ status: 200, body: { items: [], page: 9, totalPages: 2 } }));
    renderWithProviders(<WordOfTheDayArchiveList />, { path: '/word-of-the-day/archive?page=9' });

    expect(await within(list()).findByRole('heading', { name: T.archivePageEmpty })).toBeVisible();
    expect(within(list()).getByRole('link', { name: T.firstPage })).toHaveAttribute(
      'href',
      '/word-of-the-day/archive',
    );
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    const pages = server((page) => (fail ? { status: 500 } : { status: 200, body: archive(page) }));
    renderWithProviders(<WordOfTheDayArchiveList />, { path: '/word-of-the-day/archive' });

    const alert = await within(list()).findByRole('alert');
    expect(alert).toHaveTextContent(T.archiveFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(list()).findByRole('link', { name: 'rizz' })).toBeVisible();
    expect(pages).toEqual([1, 1]);
  });
});
