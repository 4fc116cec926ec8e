import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Role } from '@shared/roles';
import { renderWithProviders, stubFetch } from '@client/test/render';
import EditorRoute from './editor';

const emptyList = {
  translations: [],
  total: 0,
  pendingCount: 0,
  approvedCount: 0,
  styleTotal: 0,
  page: 1,
  pageSize: 20,
  totalPages: 0,
};
const locked = {
  id: '00000000-0000-4000-8000-000000000001',
  keyHash: 'russian_genz|cringe',
  targetStyle: 'russian_genz',
  sourceText: 'cringe',
  finalOutput: 'кринж',
  machineOutput: null,
  engine: null,
  origin: 'editor',
  status: 'approved',
  notes: null,
  isLocked: true,
  version: 1,
  requestCount: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function server(roles: Role[] | null, list: unknown = emptyList) {
  return stubFetch((url) => {
    if (url === '/api/auth/me') {
      return roles
        ? { status: 200, body: { user: { id: 'u1', email: 'ed@example.com', roles } } }
        : { status: 401 };
    }
    if (url.startsWith('/api/editor/translations?')) return { status: 200, body: list };
    return { status: 404 };
  });
}

const renderAt = (path: string) =>
  renderWithProviders(<Route path="/editor/:style" component={EditorRoute} />, { path });

describe('/editor/{style}', () => {
  it("shows the style's editor to a holder of its role, with Back to Home", async () => {
    const calls = server(['russian_genz_editor'], {
      ...emptyList,
      translations: [locked],
      total: 1,
      styleTotal: 1,
      approvedCount: 1,
      totalPages: 1,
    });
    renderAt('/editor/russian-genz');
    expect(screen.getByRole('heading', { name: 'Russian Gen-Z Editor' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const region = await screen.findByRole('region', { name: 'Translations' });
    expect(await within(region).findByText('кринж')).toBeVisible();
    // Only admins lock and unlock.
    expect(within(region).queryByRole('button', { name: /^Unlock/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Slang' })).toBeVisible();
    expect(calls.some((call) => call.url.includes('style=russian_genz'))).toBe(true);
  });

  it('offers admins Lock and Unlock on a style page', async () => {
    server(['admin'], {
      ...emptyList,
      translations: [locked],
      total: 1,
      styleTotal: 1,
      approvedCount: 1,
      totalPages: 1,
    });
    renderAt('/editor/russian-genz');
    const region = await screen.findByRole('region', { name: 'Translations' });
    expect(await within(region).findByRole('button', { name: /^Unlock/ })).toBeVisible();
  });

  it('asks a signed-out visitor to sign in, and sends an editor of another style to /403', async () => {
    server(null);
    const first = renderAt('/editor/persian-slang');
    expect(await screen.findByText('Sign in required')).toBeVisible();
    expect(screen.getByText('You need to be signed in to access this editor')).toBeVisible();
    first.unmount();

    server(['english_genz_editor']);
    const { location } = renderAt('/editor/persian-slang');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/403'));
  });

  it('shows the not-found page for an unknown style', () => {
    server(['admin']);
    renderAt('/editor/klingon');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
