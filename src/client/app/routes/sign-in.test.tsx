import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import SignInRoute from './sign-in';

function fakeServer() {
  let signedIn = false;
  return stubFetch((url) => {
    if (url === '/api/auth/me')
      return signedIn
        ? {
            status: 200,
            body: { user: { id: 'u1', name: 'Ana', email: 'ana@example.com', roles: [] } },
          }
        : { status: 401 };
    if (url === '/api/auth/providers')
      return { status: 200, body: { emailPassword: true, social: [] } };
    if (url === '/api/auth/sign-in/email') {
      signedIn = true;
      return { status: 200, body: { redirect: false } };
    }
    return { status: 404 };
  });
}

describe('/sign-in', () => {
  it('shows the form inline and goes to / after signing in', async () => {
    fakeServer();
    const { location } = renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect((await screen.findAllByText('Signed in')).length).toBeGreaterThan(0);
  });

  it('explains a social sign-in that came back with an error', async () => {
    fakeServer();
    renderWithProviders(<SignInRoute />, { path: '/sign-in?error=access_denied' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with that provider did not finish.',
    );
  });
});
