import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '@shared/routes';
import type { Contributor } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppRouter } from '../router';

const ana: Contributor = {
  handle: 'ana-lopez',
  name: 'Ana López',
  joinedAt: '2025-03-14T09:30:00.000Z',
  votes: { up: 1, down: 0 },
  definitions: [],
};

function server() {
  return stubFetch((url) => {
    if (url === '/api/users/ana-lopez') return { status: 200, body: ana };
    if (url.startsWith('/api/users/'))
      return { status: 404, body: { error: 'Unknown contributor.' } };
    if (url === '/api/auth/me') return { status: 401 };
    return { status: 404 };
  });
}

describe('/u/{handle}', () => {
  it('shows the contributor the address names', async () => {
    const calls = server();
    renderWithProviders(<AppRouter />, { path: '/u/ana-lopez' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(calls.map((call) => call.url)).toContain('/api/users/ana-lopez');
  });

  it('shows the app’s not-found page for an unknown handle', async () => {
    server();
    renderWithProviders(<AppRouter />, { path: '/u/nobody-here' });

    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_PAGE.title }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: NOT_FOUND_PAGE.back })).toHaveAttribute('href', '/');
  });
});
