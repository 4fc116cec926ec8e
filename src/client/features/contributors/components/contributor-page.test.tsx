import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Contributor } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { CONTRIBUTOR_TEXT as T } from '../texts';
import { LIST_STATE_TEXT } from '@client/components/ui/list-states';
import { ContributorPage } from './contributor-page';

const ana = (overrides: Partial<Contributor> = {}): Contributor => ({
  handle: 'ana-lopez',
  name: 'Ana López',
  joinedAt: '2025-03-14T09:30:00.000Z',
  votes: { up: 12, down: 3 },
  definitions: [
    {
      id: 'd1',
      slug: 'rizz',
      term: 'rizz',
      meaning: 'Charm; the ability to attract someone.',
      example: 'He has serious rizz.',
      createdAt: '2026-12-07T18:00:00.000Z',
      up: 10,
      down: 1,
    },
    {
      id: 'd2',
      slug: 'che',
      term: 'che',
      meaning: 'Hey; how you call a friend in Buenos Aires.',
      example: null,
      createdAt: '2026-11-02T08:00:00.000Z',
      up: 2,
      down: 2,
    },
  ],
  ...overrides,
});

type Reply = { status: number; body?: unknown };

function server(reply: () => Reply) {
  return stubFetch((url) => (url === '/api/users/ana-lopez' ? reply() : { status: 404 }));
}

const NOT_FOUND = <p>Not found page</p>;

describe('a contributor’s public page', () => {
  it('shows their name, handle, since when they contribute and the votes they earned', async () => {
    const calls = server(() => ({ status: 200, body: ana() }));
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(screen.getByText('@ana-lopez')).toBeVisible();
    expect(screen.getByText('Contributor since March 2025')).toBeVisible();
    expect(screen.getByText('12 up votes, 3 down votes')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/users/ana-lopez']);
  });

  it('lists their approved definitions with the term linked, meaning, example, date and votes', async () => {
    server(() => ({ status: 200, body: ana() }));
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);

    expect(await screen.findByRole('heading', { level: 2, name: '2 definitions' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: T.definitionsLabel })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'rizz' })).toHaveAttribute(
      'href',
      '/slang/rizz',
    );
    expect(within(first).getByText('Charm; the ability to attract someone.')).toBeVisible();
    expect(within(first).getByText('“He has serious rizz.”')).toBeVisible();
    expect(within(first).getByText('Dec 7, 2026')).toBeVisible();
    expect(within(first).getByText('10 up votes, 1 down vote')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'che' })).toHaveAttribute('href', '/slang/che');
    expect(within(second).queryByRole('blockquote')).toBeNull();
    expect(within(second).getByText('Nov 2, 2026')).toBeVisible();
  });

  it('says when they have no approved definition yet', async () => {
    server(() => ({ status: 200, body: ana({ definitions: [], votes: { up: 0, down: 0 } }) }));
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);

    expect(await screen.findByRole('heading', { name: T.none('Ana López') })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '0 definitions' })).toBeVisible();
    expect(screen.queryByRole('list', { name: T.definitionsLabel })).toBeNull();
  });

  it('shows a loading state until the answer comes', () => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });

  it('shows the not-found page for an unknown handle', async () => {
    server(() => ({ status: 404, body: { error: 'Unknown contributor.' } }));
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);

    expect(await screen.findByText('Not found page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    server(() => (fail ? { status: 500 } : { status: 200, body: ana() }));
    renderWithProviders(<ContributorPage handle="ana-lopez" notFound={NOT_FOUND} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(screen.queryByText('Not found page')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: LIST_STATE_TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  });
});
