import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredTranslation } from '@shared/schemas/translations';
import { TRANSLATIONS_TEXT as T } from '@client/features/translator/components/translation-card';
import { renderWithProviders, stubFetch } from '@client/test/render';
import HistoryRoute from './history';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [] };
const HOUR = 60 * 60 * 1000;

const entry = (id: string, hoursAgo: number): StoredTranslation => ({
  id,
  inputText: `How are you ${id}?`,
  outputText: `wyd ${id}`,
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
  createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});

function server(history: { status: number; body?: unknown } | null) {
  return stubFetch((url) => {
    if (url === '/api/auth/me') return history ? { status: 200, body: { user } } : { status: 401 };
    if (url === '/api/translations/history' && history) return history;
    return { status: 404 };
  });
}

describe('/history', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const calls = server(null);
    renderWithProviders(<HistoryRoute />, { path: '/history' });
    expect(await screen.findByText('Authentication Required')).toBeVisible();
    expect(screen.getByText('Please sign in to view your translation history')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me']);
  });

  it("shows the user's history with relative times and the count line", async () => {
    server({ status: 200, body: [entry('a', 0), entry('b', 5), entry('c', 30)] });
    renderWithProviders(<HistoryRoute />, { path: '/history' });
    expect(await screen.findByText('3 translations found')).toBeVisible();
    const region = screen.getByRole('region', { name: T.historyRegion });
    // No scroll box of its own: the page scrolls (a 600 px box clipped the cards on phones).
    expect(region.className).not.toMatch(/overflow|max-h/);
    expect(region).not.toHaveAttribute('tabindex', '0');
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Just now')).toBeVisible();
    expect(within(cards[1]!).getByText('5 hours ago')).toBeVisible();
    expect(within(cards[2]!).getByText('Yesterday')).toBeVisible();
    expect(within(cards[0]!).getByText('How are you a?')).toBeVisible();
    expect(within(cards[0]!).getByText('wyd a')).toBeVisible();

    const open = within(cards[1]!).getByRole('link', { name: T.openInTranslator });
    const href = open.getAttribute('href') ?? '';
    expect(href.startsWith('/?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.slice(2)))).toEqual({
      input: 'How are you b?',
      output: 'wyd b',
      source: 'standard_english',
      target: 'gen_z_english',
    });
  });

  it("says 'No History Yet' for an empty history", async () => {
    server({ status: 200, body: [] });
    renderWithProviders(<HistoryRoute />, { path: '/history' });
    expect(await screen.findByText('No History Yet')).toBeVisible();
    expect(screen.queryByText(/translation\(s\) found/)).toBeNull();
  });

  it("says 'Failed to fetch history' when the list fails", async () => {
    server({ status: 500, body: { error: 'Database down', code: 'INTERNAL_ERROR' } });
    renderWithProviders(<HistoryRoute />, { path: '/history' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch history');
  });
});
