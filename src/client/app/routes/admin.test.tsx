import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithProviders, stubFetch } from '@client/test/render';
import AdminRoute from './admin';

function server() {
  return stubFetch((url) => {
    if (url === '/api/auth/me') {
      return {
        status: 200,
        body: { user: { id: 'a1', email: 'admin@example.com', roles: ['admin'] } },
      };
    }
    if (url === '/api/settings/latestVideoUrl') return { status: 200, body: { value: '' } };
    if (url === '/api/admin/review-queue') {
      return { status: 200, body: { pending: [], recentlyResolved: [] } };
    }
    if (url.startsWith('/api/editor/translations?')) {
      return {
        status: 200,
        body: {
          translations: [],
          total: 0,
          pendingCount: 0,
          approvedCount: 0,
          styleTotal: 0,
          page: 1,
          pageSize: 20,
          totalPages: 0,
        },
      };
    }
    return { status: 404 };
  });
}

const renderAt = (path: string) =>
  renderWithProviders(<Route path="/admin/:tool" component={AdminRoute} />, { path });

describe('/admin/{tool}', () => {
  it('loads the review queue for an admin', async () => {
    server();
    renderAt('/admin/review-queue');
    expect(screen.getByRole('heading', { name: 'Review Queue' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /^Pending Reviews/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Recently Resolved/ })).toBeVisible();
  });

  it('loads the editor console for an admin', async () => {
    server();
    renderAt('/admin/editor');
    expect(screen.getByRole('heading', { name: 'Editor Console' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Style' })).toBeVisible();
    expect(await screen.findByText('No translations found')).toBeVisible();
  });

  it('loads the site settings (the daily video) for an admin', async () => {
    server();
    renderAt('/admin/settings');
    expect(screen.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Daily video' })).toBeVisible();
    expect(await screen.findByLabelText('Latest video URL')).toHaveValue('');
  });

  it('shows the not-found page for an unknown tool', () => {
    server();
    renderAt('/admin/nope');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
