import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import DashboardRoute, { formatMemberSince } from './dashboard';

const me = (user: Record<string, unknown>) =>
  stubFetch((url) => (url === '/api/auth/me' ? { status: 200, body: { user } } : { status: 404 }));

describe('/dashboard', () => {
  it("shows the signed-in user's profile", async () => {
    me({
      id: 'u1',
      name: 'Ana Lopez',
      firstName: 'Ana',
      email: 'ana@example.com',
      image: null,
      createdAt: '2026-01-02T12:00:00.000Z',
      roles: [],
    });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.getByText('January 2, 2026')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
  });

  it('offers line breaks in a long e-mail address only before its "@" and dots', async () => {
    const email = 'alexandra.konstantinopoulou@university-example.com';
    me({ id: 'u1', email, roles: [] });
    renderWithProviders(<DashboardRoute />);
    const address = await screen.findByText(email);
    expect(address.innerHTML).toBe(
      'alexandra<wbr>.konstantinopoulou<wbr>@university-example<wbr>.com',
    );
  });

  it("falls back to 'User' and 'Today'", async () => {
    me({ id: 'u1', email: 'x@example.com', roles: [] });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('User')).toBeVisible();
    expect(screen.getByText('Today')).toBeVisible();
    expect(formatMemberSince('not a date')).toBe('Today');
  });

  it('asks a signed-out visitor to sign in', async () => {
    stubFetch(() => ({ status: 401 }));
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('Sign in required')).toBeVisible();
    expect(screen.getByText('You need to be signed in to access this page')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
