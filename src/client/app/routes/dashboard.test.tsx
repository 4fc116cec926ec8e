import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HANDLE_TEXT } from '@client/features/contributors/texts';
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

  it('offers the public handle with a link to the public page', async () => {
    stubFetch((url) => {
      if (url === '/api/auth/me')
        return { status: 200, body: { user: { id: 'u1', email: 'ana@example.com', roles: [] } } };
      if (url === '/api/account/handle')
        return { status: 200, body: { handle: 'ana-lopez', changeableFrom: null } };
      return { status: 404 };
    });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByRole('heading', { name: HANDLE_TEXT.title })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: HANDLE_TEXT.label })).toHaveValue(
      'ana-lopez',
    );
    expect(screen.getByRole('link', { name: '/u/ana-lopez' })).toHaveAttribute(
      'href',
      '/u/ana-lopez',
    );
  });

  it('asks a signed-out visitor to sign in', async () => {
    stubFetch(() => ({ status: 401 }));
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('Sign in required')).toBeVisible();
    expect(screen.getByText('You need to be signed in to access this page')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
