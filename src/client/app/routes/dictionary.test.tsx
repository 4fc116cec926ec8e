import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { DICTIONARY_BROWSE_PATTERN } from '@shared/dictionary-paths';
import type { Trending, WordOfTheDay } from '@shared/schemas/dictionary';
import { TRENDING_TEXT } from '@client/features/search/texts';
import { WORD_OF_THE_DAY_LINK_TEXT } from '@client/features/word-of-the-day/texts';
import { renderWithProviders, stubFetch } from '@client/test/render';
import DictionaryRoute from './dictionary';

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
const trending: Trending = {
  terms: [
    { slug: 'delulu', term: 'delulu', meaning: 'Delusional, hopefully.' },
    { slug: 'gyat', term: 'gyat', meaning: 'Wow.' },
  ],
};

function server(trendingTerms = trending) {
  return stubFetch((url) => {
    if (url === '/api/word-of-the-day') return { status: 200, body: word };
    if (url === '/api/trending') return { status: 200, body: trendingTerms };
    return { status: 404 };
  });
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Switch>
      <Route path="/dictionary" component={DictionaryRoute} />
      <Route path={DICTIONARY_BROWSE_PATTERN} component={DictionaryRoute} />
    </Switch>,
    { path },
  );

const wordLink = () =>
  screen.queryByRole('link', { name: new RegExp(WORD_OF_THE_DAY_LINK_TEXT.label) });

describe('/dictionary', () => {
  it('shows the word of the day and the week’s trending terms', async () => {
    server();
    renderAt('/dictionary');

    await waitFor(() => expect(wordLink()).toHaveTextContent('rizz — Charm'));
    expect(wordLink()).toHaveAttribute('href', '/word-of-the-day');
    const trendingList = await screen.findByRole('region', { name: TRENDING_TEXT.title });
    expect(trendingList).toHaveTextContent('delulugyat');
  });

  it('leaves trending out when nothing is trending', async () => {
    server({ terms: [] });
    const { queryClient } = renderAt('/dictionary');

    await waitFor(() => expect(wordLink()).toHaveTextContent('rizz'));
    await waitFor(() => expect(queryClient.getQueryState(['trending'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: TRENDING_TEXT.title })).toBeNull();
  });

  it('shows neither on a country’s or a category’s page', async () => {
    const calls = server();
    renderAt('/dictionary/us/genz');

    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(wordLink()).toBeNull();
    expect(screen.queryByText(TRENDING_TEXT.title)).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/word-of-the-day');
  });
});
