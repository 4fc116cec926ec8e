import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { SHARE_TARGET_TEXT } from '@client/components/share/share-targets';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';
import { LIST_STATE_TEXT } from '@client/components/ui/list-states';
import { WordOfTheDayPage } from './word-of-the-day-page';

const word = (
  overrides: Partial<WordOfTheDay['term']> = {},
  date = '2026-12-07',
): WordOfTheDay => ({
  date,
  term: {
    slug: 'che-boludo',
    term: 'che boludo',
    meaning: 'Hey dude; a friendly call between close friends.',
    example: '¡Che boludo, vení!',
    context: 'Buenos Aires, among friends; rude with strangers.',
    romanization: 'cheh boh-LOO-doh',
    language: 'rioplatense_es',
    ...overrides,
  },
});

type Reply = { status: number; body?: unknown };

function server(reply: () => Reply) {
  return stubFetch((url) => {
    if (url.startsWith('/api/word-of-the-day')) return reply();
    return { status: 404 };
  });
}

describe('the word of the day page', () => {
  it('shows the day’s term as a card with its meaning, example, context, language and date', async () => {
    const calls = server(() => ({ status: 200, body: word() }));
    renderWithProviders(<WordOfTheDayPage date={null} />);

    const card = await screen.findByRole('region', { name: 'che boludo' });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    expect(within(card).getByText('Monday, December 7, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-07',
    );
    expect(within(card).getByText('Rioplatense Spanish')).toBeVisible();
    expect(within(card).getByText('cheh boh-LOO-doh')).toBeVisible();
    expect(
      within(card).getByText('Hey dude; a friendly call between close friends.'),
    ).toBeVisible();
    expect(within(card).getByText('“¡Che boludo, vení!”')).toBeVisible();
    expect(
      within(card).getByText('Buenos Aires, among friends; rude with strangers.'),
    ).toBeVisible();
    // The term is marked with its language, for screen readers and fonts.
    expect(within(card).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'es-AR');
    expect(calls.map((call) => call.url)).toEqual(['/api/word-of-the-day']);
  });

  it('links to the term, the translator, the past words and the Atom feed', async () => {
    server(() => ({ status: 200, body: word() }));
    renderWithProviders(<WordOfTheDayPage date={null} />);

    expect(await screen.findByRole('link', { name: T.seeTerm })).toHaveAttribute(
      'href',
      '/slang/che-boludo',
    );
    const translate = new URL(
      screen.getByRole('link', { name: T.translate }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(translate.pathname).toBe('/');
    expect(translate.searchParams.get('input')).toBe('¡Che boludo, vení!');
    expect(translate.searchParams.get('source')).toBe('rioplatense_spanish');
    expect(screen.getByRole('link', { name: T.pastWords })).toHaveAttribute(
      'href',
      '/word-of-the-day/archive',
    );
    expect(screen.getByRole('link', { name: T.subscribe })).toHaveAttribute(
      'href',
      '/word-of-the-day.atom',
    );
    // Today's page does not offer "Today's word".
    expect(screen.queryByRole('link', { name: T.today })).toBeNull();
  });

  it('shares the term’s page through the app’s share targets', async () => {
    server(() => ({ status: 200, body: word() }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<WordOfTheDayPage date={null} />);

    await userEvent.click(await screen.findByRole('button', { name: T.share }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: SHARE_TARGET_TEXT.copyLink }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledExactlyOnceWith(
        `${window.location.origin}/slang/che-boludo`,
      ),
    );
  });

  it('leaves out what the term does not have', async () => {
    server(() => ({
      status: 200,
      body: word({ example: null, context: null, romanization: null, language: 'us_english' }),
    }));
    renderWithProviders(<WordOfTheDayPage date={null} />);

    const card = await screen.findByRole('region', { name: 'che boludo' });
    expect(within(card).getByText('US English')).toBeVisible();
    expect(within(card).queryByRole('blockquote')).toBeNull();
    expect(within(card).queryByText(`${T.contextLabel}:`, { exact: false })).toBeNull();
    expect(within(card).queryByText('cheh boh-LOO-doh')).toBeNull();
  });

  it('asks for a past day and offers the way back to today’s word', async () => {
    const calls = server(() => ({ status: 200, body: word({}, '2026-11-30') }));
    renderWithProviders(<WordOfTheDayPage date="2026-11-30" />);

    expect(await screen.findByText('Monday, November 30, 2026')).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/word-of-the-day?date=2026-11-30']);
    expect(screen.getByRole('link', { name: T.today })).toHaveAttribute('href', '/word-of-the-day');
  });

  it('shows a loading state until the answer comes', () => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
    renderWithProviders(<WordOfTheDayPage date={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('heading', { name: T.title })).toBeNull();
  });

  it('says when a day has no word', async () => {
    server(() => ({ status: 404, body: { error: 'No word of the day for 2026-01-01.' } }));
    renderWithProviders(<WordOfTheDayPage date="2026-01-01" />);

    expect(await screen.findByRole('heading', { name: T.none })).toBeVisible();
    expect(screen.getByText(T.noneOn('Thursday, January 1, 2026'))).toBeVisible();
    expect(screen.getByRole('link', { name: T.pastWords })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when today’s word is not out yet', async () => {
    server(() => ({ status: 404 }));
    renderWithProviders(<WordOfTheDayPage date={null} />);
    expect(await screen.findByText(T.noneToday)).toBeVisible();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    const calls = server(() => (fail ? { status: 500 } : { status: 200, body: word() }));
    renderWithProviders(<WordOfTheDayPage date={null} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: LIST_STATE_TEXT.retry }));
    expect(await screen.findByRole('region', { name: 'che boludo' })).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
