import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WordOfTheDay, WordOfTheDayArchive } from '@shared/schemas/dictionary';
import { WORD_OF_THE_DAY_TEXT as T } from '@client/features/word-of-the-day/texts';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppRouter } from '../router';

const word = (date: string): WordOfTheDay => ({
  date,
  term: {
    slug: 'rizz',
    term: 'rizz',
    meaning: 'Charm; the ability to attract someone.',
    example: 'He has serious rizz.',
    context: null,
    romanization: null,
    language: 'us_english',
  },
});

const archive: WordOfTheDayArchive = {
  items: [{ date: '2026-12-07', slug: 'rizz', term: 'rizz', meaning: 'Charm.' }],
  page: 2,
  totalPages: 2,
};

function server() {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/word-of-the-day')
      return { status: 200, body: word(searchParams.get('date') ?? '2026-12-07') };
    if (pathname === '/api/word-of-the-day/archive') return { status: 200, body: archive };
    if (pathname === '/api/auth/me') return { status: 401 };
    return { status: 404 };
  });
}

const wordCalls = (calls: ReturnType<typeof server>) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/word-of-the-day'));

describe('the word of the day pages', () => {
  it('/word-of-the-day shows today’s word', async () => {
    const calls = server();
    renderWithProviders(<AppRouter />, { path: '/word-of-the-day' });

    expect(await screen.findByRole('region', { name: 'rizz' })).toBeVisible();
    expect(screen.getByText('Monday, December 7, 2026')).toBeVisible();
    expect(wordCalls(calls)).toEqual(['/api/word-of-the-day']);
  });

  it('/word-of-the-day?date= shows that day’s word; an unreadable date shows today’s', async () => {
    const calls = server();
    const { unmount } = renderWithProviders(<AppRouter />, {
      path: '/word-of-the-day?date=2026-11-30',
    });
    expect(await screen.findByText('Monday, November 30, 2026')).toBeVisible();
    unmount();

    renderWithProviders(<AppRouter />, { path: '/word-of-the-day?date=yesterday' });
    expect(await screen.findByText('Monday, December 7, 2026')).toBeVisible();
    expect(wordCalls(calls)).toEqual([
      '/api/word-of-the-day?date=2026-11-30',
      '/api/word-of-the-day',
    ]);
  });

  it('/word-of-the-day/archive?page=2 shows the second page of past words', async () => {
    const calls = server();
    renderWithProviders(<AppRouter />, { path: '/word-of-the-day/archive?page=2' });

    const list = await screen.findByRole('region', { name: T.archiveListLabel });
    expect(await within(list).findByRole('link', { name: 'rizz' })).toHaveAttribute(
      'href',
      '/slang/rizz',
    );
    expect(wordCalls(calls)).toEqual(['/api/word-of-the-day/archive?page=2']);
  });
});
