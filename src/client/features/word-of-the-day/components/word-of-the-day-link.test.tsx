import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { WORD_OF_THE_DAY_LINK_BOX } from '../link-box';
import { WORD_OF_THE_DAY_LINK_TEXT as T } from '../link-text';
import { DeferredWordOfTheDayLink } from './deferred-word-of-the-day-link';
import { WordOfTheDayLink } from './word-of-the-day-link';

const word: WordOfTheDay = {
  date: '2026-12-07',
  term: {
    slug: 'rizz',
    term: 'rizz',
    meaning: 'Charm; the ability to attract someone.',
    example: 'He has serious rizz.',
    context: null,
    romanization: null,
    language: 'us_english',
  },
};

function server(reply: { status: number; body?: unknown } = { status: 200, body: word }) {
  return stubFetch((url) => (url === '/api/word-of-the-day' ? reply : { status: 404 }));
}

const link = () => screen.getByRole('link', { name: new RegExp(T.label) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page as it is while it loads: what waits for the first paint waits for the window's load event. */
function pageStillLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Reflect.deleteProperty(document, 'readyState');
    window.dispatchEvent(new Event('load'));
  };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

describe('the word of the day link', () => {
  it('shows the day’s term and its meaning, leading to the word of the day', async () => {
    server();
    renderWithProviders(<WordOfTheDayLink />);

    await waitFor(() => expect(link()).toHaveTextContent('rizz — Charm; the ability to attract'));
    expect(link()).toHaveAttribute('href', '/word-of-the-day');
    expect(link()).not.toHaveAttribute('aria-busy');
  });

  it('keeps one box while loading, then shows the term in it', async () => {
    server();
    renderWithProviders(<WordOfTheDayLink />);
    const loading = link();
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent(new RegExp(`^${T.label}$`));
    const box = loading.className;

    await waitFor(() => expect(link()).toHaveTextContent('rizz'));
    expect(link()).toBe(loading);
    expect(link().className).toBe(box);
  });

  it('still leads to the page when the term could not be loaded', async () => {
    server({ status: 500 });
    renderWithProviders(<WordOfTheDayLink />);

    await waitFor(() => expect(link()).toHaveTextContent(T.fallback));
    expect(link()).toHaveAttribute('href', '/word-of-the-day');
  });
});

describe('the home page’s word of the day link', () => {
  it('holds its place with a box of its size and asks for the term only once the page has loaded', async () => {
    // A wake-up an earlier test scheduled for the idle queue (200 ms at most) comes and goes first.
    await act(() => sleep(250));
    const calls = server();
    const finishLoading = pageStillLoading();
    renderWithProviders(<DeferredWordOfTheDayLink className="max-w-xl" />);

    await act(() => sleep(300));
    expect(calls.filter((call) => call.url === '/api/word-of-the-day')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
    const standIn = screen.getByTestId('word-of-the-day-stand-in');
    expect(standIn).toHaveClass(...WORD_OF_THE_DAY_LINK_BOX.split(' '), 'max-w-xl');

    act(finishLoading);
    await waitFor(() => expect(link()).toHaveTextContent('rizz — Charm'));
    expect(link()).toHaveClass(...WORD_OF_THE_DAY_LINK_BOX.split(' '), 'max-w-xl');
    expect(screen.queryByTestId('word-of-the-day-stand-in')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/word-of-the-day')).toHaveLength(1);
  });
});
