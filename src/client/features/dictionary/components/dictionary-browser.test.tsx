import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CatalogCountry, CategoryEntry } from '@shared/schemas/dictionary';
import DictionaryRoute from '@client/app/routes/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { Route, Switch } from 'wouter';
import { DICTIONARY_BROWSE_PATTERN } from '@shared/dictionary-paths';
import { DICTIONARY_TEXT as T } from '../texts';

const countries: CatalogCountry[] = [
  {
    id: 'us',
    title: 'United States',
    description: 'Gen Z and internet slang from the US',
    flag: 'us',
    color: 'primary',
    status: 'active',
    entryCount: 4,
    subcategories: [
      {
        id: 'genz',
        title: 'Gen Z Slang',
        description: 'What the kids are saying',
        language: 'us_english',
        entryCount: 3,
      },
      {
        id: 'internet',
        title: 'Internet Speak',
        description: 'Acronyms from the timeline',
        language: 'us_english',
        entryCount: 0,
      },
    ],
  },
  {
    id: 'br',
    title: 'Brazil',
    description: 'Gírias from São Paulo and Rio',
    flag: 'br',
    color: 'success',
    status: 'coming-soon',
    entryCount: 1,
    subcategories: [],
  },
];

const genz: CategoryEntry[] = [
  {
    slug: 'bussin',
    term: 'bussin',
    meaning: 'Really good, usually about food',
    examples: ['Este café está bussin.'],
  },
  {
    slug: 'no-cap',
    term: 'no cap',
    meaning: 'For real, no lie',
    examples: ['That was the best pizza, no cap.'],
  },
  {
    slug: 'rizz',
    term: 'rizz',
    meaning: 'Charm; the ability to attract someone',
    examples: ['He has so much rizz.'],
  },
];

const countryOf = (id: string) => {
  const { subcategories: _subcategories, ...country } = countries.find((item) => item.id === id)!;
  return country;
};

/** The server's category search, as far as these tests ask it (typos and accents are the server's part). */
const SEARCH_ANSWERS: Record<string, string[]> = {
  busin: ['bussin'],
  rizz: ['rizz'],
  'no lie': ['no-cap'],
  'cafe esta': ['bussin'],
};
const searchGenz = (q: string | null) =>
  q ? genz.filter((entry) => SEARCH_ANSWERS[q.toLowerCase()]?.includes(entry.slug)) : genz;

function server({ catalogFailures = 0, categoryFailures = 0 } = {}) {
  let catalogCalls = 0;
  let categoryCalls = 0;
  const calls = stubFetch((url) => {
    if (url === '/api/dictionary/catalog') {
      return catalogCalls++ < catalogFailures
        ? { status: 500, body: { error: 'Boom' } }
        : { status: 200, body: { countries } };
    }
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const match = /^\/api\/dictionary\/catalog\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (match) {
      if (categoryCalls++ < categoryFailures) return { status: 500, body: { error: 'Boom' } };
      const [, country, category] = match;
      const subcategory = countries
        .find((item) => item.id === country)
        ?.subcategories.find((item) => item.id === category);
      if (!country || !subcategory) return { status: 404 };
      return {
        status: 200,
        body: {
          country: countryOf(country),
          category: subcategory,
          entries: category === 'genz' ? searchGenz(searchParams.get('q')) : [],
        },
      };
    }
    return { status: 404 };
  });
  return calls;
}

// The page at both of its routes (/dictionary and the browse levels below it), as the app's router has it.
const renderBrowser = (path = '/dictionary') =>
  renderWithProviders(
    <Switch>
      <Route path="/dictionary" component={DictionaryRoute} />
      <Route path={DICTIONARY_BROWSE_PATTERN} component={DictionaryRoute} />
    </Switch>,
    { path },
  );

const countryCard = (title: string) => screen.getByRole('link', { name: new RegExp(title) });
const flagOf = (element: HTMLElement) => element.querySelector('img')?.getAttribute('src');
const currentUrl = (location: { history?: string[] }) => location.history?.at(-1);

describe('the dictionary browser', () => {
  it('while the catalog loads, shows a status region that says Loading (axe: no label on a plain div)', async () => {
    server();
    renderBrowser();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).not.toHaveAttribute('aria-label');
    await screen.findByRole('link', { name: /United States/ });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows each country as a card with flag, title, description, entry count and status badges', async () => {
    server();
    renderBrowser();
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    expect(screen.getByRole('link', { name: T.backHome })).toHaveAttribute('href', '/');

    const us = await screen.findByRole('link', { name: /United States/ });
    expect(us).toHaveAttribute('href', '/dictionary/us');
    expect(within(us).getByRole('heading', { name: 'United States' })).toBeVisible();
    expect(within(us).getByText('Gen Z and internet slang from the US')).toBeVisible();
    expect(within(us).getByText('4 entries')).toBeVisible();
    expect(within(us).getByText(T.ready)).toBeVisible();
    expect(within(us).queryByText(T.soon)).toBeNull();
    expect(within(us).queryByText(T.comingSoon)).toBeNull();
    expect(flagOf(us)).toBe('/flags/us.svg');

    const brazil = countryCard('Brazil');
    expect(within(brazil).getByText('Gírias from São Paulo and Rio')).toBeVisible();
    expect(within(brazil).getByText('1 entry')).toBeVisible();
    expect(within(brazil).getByText(T.soon)).toBeVisible();
    expect(within(brazil).getByText(T.comingSoon)).toBeVisible();
    expect(within(brazil).queryByText(T.ready)).toBeNull();
    expect(flagOf(brazil)).toBe('/flags/br.svg');
  });

  it('filters the countries by title or description', async () => {
    server();
    renderBrowser();
    await screen.findByRole('link', { name: /United States/ });
    const search = screen.getByPlaceholderText(T.searchCategories);

    await userEvent.type(search, 'brazil');
    expect(screen.queryByRole('link', { name: /United States/ })).toBeNull();
    expect(countryCard('Brazil')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'internet slang');
    expect(countryCard('United States')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Brazil/ })).toBeNull();

    // Accents do not matter: "sao paulo" finds "São Paulo".
    await userEvent.clear(search);
    await userEvent.type(search, 'sao paulo');
    expect(countryCard('Brazil')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    expect(screen.getByText(T.noCountries)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Brazil|United States/ })).toBeNull();
  });

  it("opens a country's categories with their counts, and Back returns to an unfiltered list", async () => {
    server();
    const { location } = renderBrowser();
    await screen.findByRole('link', { name: /United States/ });
    await userEvent.type(screen.getByPlaceholderText(T.searchCategories), 'united');
    await userEvent.click(countryCard('United States'));

    expect(currentUrl(location)).toBe('/dictionary/us');
    expect(await screen.findByRole('heading', { name: 'United States' })).toBeVisible();
    const genzCard = screen.getByRole('link', { name: /Gen Z Slang/ });
    expect(genzCard).toHaveAttribute('href', '/dictionary/us/genz');
    expect(within(genzCard).getByText('What the kids are saying')).toBeVisible();
    expect(within(genzCard).getByText('3 entries')).toBeVisible();
    expect(
      within(screen.getByRole('link', { name: /Internet Speak/ })).getByText('0 entries'),
    ).toBeVisible();
    expect(screen.queryByPlaceholderText(T.searchCategories)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: T.back }));
    expect(currentUrl(location)).toBe('/dictionary');
    expect(await screen.findByPlaceholderText(T.searchCategories)).toHaveValue('');
    expect(countryCard('United States')).toBeVisible();
    expect(countryCard('Brazil')).toBeVisible();
  });

  it('tells that a coming-soon country is on its way', async () => {
    server();
    renderBrowser();
    await userEvent.click(await screen.findByRole('link', { name: /Brazil/ }));
    expect(
      await screen.findByText("We're working hard to bring you Brazil content. Check back soon!"),
    ).toBeVisible();
    expect(screen.getByText(T.comingSoon)).toBeVisible();
    expect(screen.queryByRole('link', { name: /entries|entry/ })).toBeNull();
  });

  it('lists a category in a table and searches it on the server, typos forgiven', async () => {
    const calls = server();
    renderBrowser('/dictionary/us/genz');

    const table = await screen.findByRole('table');
    expect(calls.map((call) => call.url)).toContain('/api/dictionary/catalog/us/genz');
    expect(screen.getByRole('heading', { name: 'Gen Z Slang' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([T.slangTerm, T.meaning]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['bussin', 'no cap', 'rizz']);
    expect(screen.getByText('3 total entries')).toBeVisible();
    expect(screen.getByText('Showing 3 of 3 entries')).toBeVisible();
    const rizzLink = within(table).getByRole('link', { name: `${T.fullExplanation}: rizz` });
    expect(rizzLink).toHaveAttribute('href', '/slang/rizz');
    expect(rizzLink).toHaveTextContent(T.fullExplanation);
    expect(
      within(table).getByRole('link', { name: `${T.fullExplanation}: no cap` }),
    ).toHaveAttribute('href', '/slang/no-cap');

    const search = screen.getByPlaceholderText(T.searchEntries);
    const rows = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);

    // The server searches (typo-tolerant, like the header's search): "busin" finds "bussin".
    await userEvent.type(search, 'busin');
    await waitFor(() => expect(rows()).toEqual(['bussin']));
    expect(calls.at(-1)?.url).toBe('/api/dictionary/catalog/us/genz?q=busin');
    expect(screen.getByText('Showing 1 of 3 entries')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'no lie');
    await waitFor(() => expect(rows()).toEqual(['no cap']));
    expect(calls.at(-1)?.url).toBe('/api/dictionary/catalog/us/genz?q=no%20lie');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText(T.noMatches)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Showing 0 of 3 entries')).toBeVisible();

    await userEvent.clear(search);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('Showing 3 of 3 entries')).toBeVisible();
  });

  it('says so when a category has no entries', async () => {
    server();
    renderBrowser('/dictionary/us/internet');
    expect(await screen.findByText(T.noEntries)).toBeVisible();
    expect(screen.getByText('Showing 0 of 0 entries')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(T.noMatches)).toBeNull();
  });

  it('goes back from a category to its country, and the category search starts empty again', async () => {
    server();
    const { location } = renderBrowser('/dictionary/us/genz');
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText(T.searchEntries), 'rizz');
    expect(await screen.findByText('Showing 1 of 3 entries')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: T.back }));
    expect(currentUrl(location)).toBe('/dictionary/us');
    await userEvent.click(await screen.findByRole('link', { name: /Gen Z Slang/ }));
    expect(currentUrl(location)).toBe('/dictionary/us/genz');
    expect(await screen.findByPlaceholderText(T.searchEntries)).toHaveValue('');
    expect(await screen.findByText('Showing 3 of 3 entries')).toBeVisible();
  });

  it('says when the country or the category in the address is unknown', async () => {
    server();
    const first = renderBrowser('/dictionary/atlantis');
    expect(await screen.findByText(T.countryNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/dictionary');
    first.unmount();

    server();
    const { location } = renderBrowser('/dictionary/us/nope');
    expect(await screen.findByText(T.categoryNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/dictionary/us');
    await userEvent.click(screen.getByRole('button', { name: 'United States' }));
    expect(currentUrl(location)).toBe('/dictionary/us');
    expect(await screen.findByRole('link', { name: /Gen Z Slang/ })).toBeVisible();
  });

  it('offers to try again when the dictionary cannot be loaded', async () => {
    const calls = server({ catalogFailures: 1 });
    renderBrowser();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(T.loadFailed)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('link', { name: /United States/ })).toBeVisible();
    expect(screen.queryByText(T.loadFailed)).toBeNull();
    expect(calls.filter((call) => call.url === '/api/dictionary/catalog')).toHaveLength(2);
  });

  it("offers to try again when a category's entries cannot be loaded", async () => {
    server({ categoryFailures: 1 });
    renderBrowser('/dictionary/us/genz');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(T.loadFailed)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: T.retry }));
    await waitFor(() => expect(screen.getByRole('table')).toBeVisible());
    expect(screen.getByText('Showing 3 of 3 entries')).toBeVisible();
  });
});
