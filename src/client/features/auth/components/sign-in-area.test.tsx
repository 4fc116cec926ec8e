import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AUTH_FORM_TEXT, AUTH_TEXT } from './auth-text';
import { SignInArea } from './sign-in-area';

const ana = {
  id: 'u1',
  name: 'Ana Lopez',
  firstName: 'Ana',
  email: 'ana@example.com',
  image: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  roles: [],
};

interface ServerOptions {
  signedIn?: boolean;
  social?: { id: string; name: string }[];
  signIn?: { status: number; body?: unknown };
  signUp?: { status: number; body?: unknown };
  passwordReset?: 'email' | 'server-log' | 'off';
}

/** What the server's Set-Cookie does to the readable hint (signed-in-hint.ts on the server). */
const setHint = (on: boolean) => {
  document.cookie = on ? 'signed-in=1; path=/' : 'signed-in=; path=/; max-age=0';
};

/** A fake auth server: sign-in and sign-up start a session, logout ends it, /me reflects it. */
function fakeAuthServer(options: ServerOptions = {}) {
  let signedIn = options.signedIn ?? false;
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me')
      return signedIn
        ? { status: 200, body: { user: ana } }
        : { status: 401, body: { error: 'Sign in required.', code: 'UNAUTHORIZED' } };
    if (url === '/api/auth/providers')
      return {
        status: 200,
        body: {
          emailPassword: true,
          social: options.social ?? [],
          passwordReset: options.passwordReset ?? 'email',
        },
      };
    if (url === '/api/auth/sign-in/email' && method === 'POST') {
      const answer = options.signIn ?? { status: 200, body: { redirect: false } };
      if (answer.status === 200) signedIn = true;
      if (answer.status === 200) setHint(true);
      return answer;
    }
    if (url === '/api/auth/sign-up/email' && method === 'POST') {
      const answer = options.signUp ?? { status: 200, body: { token: 't' } };
      if (answer.status === 200) signedIn = true;
      if (answer.status === 200) setHint(true);
      return answer;
    }
    if (url === '/api/auth/logout' && method === 'POST') {
      signedIn = false;
      setHint(false);
      return { status: 200, body: { success: true } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  const bodyOf = (url: string) => {
    const call = calls.find((candidate) => candidate.url === url);
    return call ? (JSON.parse(call.init?.body as string) as unknown) : undefined;
  };
  return { calls, bodyOf, count: (url: string) => calls.filter((c) => c.url === url).length };
}

async function openModal() {
  renderWithProviders(<SignInArea />);
  await userEvent.click(await screen.findByRole('button', { name: AUTH_TEXT.signInButton }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText(AUTH_FORM_TEXT.email);
  return dialog;
}

const submitButton = (dialog: HTMLElement, mode: 'sign-in' | 'sign-up' = 'sign-in') =>
  within(dialog).getByRole('button', { name: AUTH_FORM_TEXT.submit[mode] });

describe('SignInArea', () => {
  it("does not ask GET /api/auth/me in a visitor's browser (no signed-in hint), and does after signing in", async () => {
    setHint(false);
    const server = fakeAuthServer();
    const dialog = await openModal();
    expect(server.count('/api/auth/me')).toBe(0);
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(
      within(dialog).getByLabelText(AUTH_FORM_TEXT.password),
      'secret-pass{Enter}',
    );
    expect(
      await screen.findByRole('button', { name: 'Account menu for ana@example.com' }),
    ).toBeVisible();
    expect(server.count('/api/auth/me')).toBeGreaterThan(0);
  });

  it('offers "Forgot password?" (to /forgot-password) unless the server has no way to send the link', async () => {
    fakeAuthServer();
    const dialog = await openModal();
    expect(
      await within(dialog).findByRole('link', { name: AUTH_FORM_TEXT.forgotPassword }),
    ).toHaveAttribute('href', '/forgot-password');
  });

  it('hides "Forgot password?" when reset links cannot be sent (production without SMTP)', async () => {
    fakeAuthServer({ passwordReset: 'off' });
    const dialog = await openModal();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.password)).toBeVisible(),
    );
    expect(within(dialog).queryByRole('link', { name: AUTH_FORM_TEXT.forgotPassword })).toBeNull();
  });

  it('shows a disabled Loading... button until auth has loaded, then Sign In', async () => {
    fakeAuthServer();
    renderWithProviders(<SignInArea />);
    expect(screen.getByRole('button', { name: AUTH_TEXT.loading })).toBeDisabled();
    expect(await screen.findByRole('button', { name: AUTH_TEXT.signInButton })).toBeEnabled();
  });

  it('opens the modal on the sign-in tab with the e-mail field focused', async () => {
    fakeAuthServer();
    const dialog = await openModal();
    expect(within(dialog).getByRole('heading', { name: AUTH_TEXT.title['sign-in'] })).toBeVisible();
    expect(
      within(dialog).getByRole('tab', { name: AUTH_FORM_TEXT.tab['sign-in'] }),
    ).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveFocus());
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.password)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('checks the fields with the shared schema and sends nothing when they are wrong', async () => {
    const server = fakeAuthServer();
    const dialog = await openModal();
    await userEvent.click(submitButton(dialog));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeVisible();
    expect(within(dialog).getByText('Please enter your password.')).toBeVisible();
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'not-an-email');
    expect(within(dialog).queryByText('Please enter a valid email address.')).toBeNull();
    expect(server.count('/api/auth/sign-in/email')).toBe(0);
  });

  it("shows the server's message inline when the password is wrong, and keeps the modal open", async () => {
    fakeAuthServer({
      signIn: { status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHORIZED' } },
    });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(
      within(dialog).getByLabelText(AUTH_FORM_TEXT.password),
      'wrong-pass{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.password)).toHaveValue('');
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveValue('ana@example.com');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the rate-limit message inline', async () => {
    fakeAuthServer({
      signIn: {
        status: 429,
        body: {
          error: 'Too many requests. Please wait 42 seconds and try again.',
          code: 'RATE_LIMITED',
        },
      },
    });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.password), 'password123');
    await userEvent.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 42 seconds and try again.',
    );
  });

  it('signs in on Enter: reloads the user, closes the modal, shows the avatar and a toast', async () => {
    const server = fakeAuthServer();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), ' Ana@Example.com ');
    await userEvent.type(
      within(dialog).getByLabelText(AUTH_FORM_TEXT.password),
      'password123{Enter}',
    );
    const avatar = await screen.findByRole('button', { name: 'Account menu for ana@example.com' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(avatar).toHaveFocus());
    expect((await screen.findAllByText(AUTH_FORM_TEXT.signedIn)).length).toBeGreaterThan(0);
    expect(server.bodyOf('/api/auth/sign-in/email')).toEqual({
      email: 'ana@example.com',
      password: 'password123',
    });
    // Once on load (signed out) and once after signing in.
    expect(server.count('/api/auth/me')).toBe(2);
  });

  it('creates an account on the Create account tab', async () => {
    const server = fakeAuthServer();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: AUTH_FORM_TEXT.tab['sign-up'] }));
    expect(within(dialog).getByRole('heading', { name: AUTH_TEXT.title['sign-up'] })).toBeVisible();
    const password = within(dialog).getByLabelText(AUTH_FORM_TEXT.password);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example');
    await userEvent.type(password, 'short');
    await userEvent.click(submitButton(dialog, 'sign-up'));
    expect(within(dialog).getByText('Please enter your name.')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeVisible();
    expect(within(dialog).getByText('Password must be at least 8 characters.')).toBeVisible();
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.name)).toHaveFocus();
    expect(server.count('/api/auth/sign-up/email')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.name), 'Ana Lopez');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), '.com');
    await userEvent.type(password, '-enough');
    await userEvent.click(submitButton(dialog, 'sign-up'));
    expect(
      await screen.findByRole('button', { name: 'Account menu for ana@example.com' }),
    ).toBeVisible();
    expect((await screen.findAllByText(AUTH_FORM_TEXT.welcome)).length).toBeGreaterThan(0);
    expect(server.bodyOf('/api/auth/sign-up/email')).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      password: 'short-enough',
    });
  });

  it('shows a taken e-mail inline', async () => {
    fakeAuthServer({
      signUp: {
        status: 409,
        body: {
          error: 'User already exists. Use another email.',
          code: 'CONFLICT',
          details: { authCode: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
        },
      },
    });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: AUTH_FORM_TEXT.tab['sign-up'] }));
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.name), 'Ana');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.password), 'password123');
    await userEvent.click(submitButton(dialog, 'sign-up'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
  });

  it("puts the server's field messages on the fields", async () => {
    fakeAuthServer({
      signIn: {
        status: 400,
        body: {
          error: 'Please enter a valid email address.',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'email', message: 'Please enter a valid email address.' }],
        },
      },
    });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.password), 'password123');
    await userEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeVisible();
    expect(within(dialog).getByLabelText(AUTH_FORM_TEXT.email)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a pending state while the sign-in is under way', async () => {
    fakeAuthServer({
      signIn: { status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHORIZED' } },
    });
    const stubbed = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if (input === '/api/auth/sign-in/email') await gate;
      return stubbed(input, init);
    };
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.email), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText(AUTH_FORM_TEXT.password), 'password123');
    await userEvent.click(submitButton(dialog));
    const pending = await within(dialog).findByRole('button', {
      name: AUTH_FORM_TEXT.pending['sign-in'],
    });
    expect(pending).toBeDisabled();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('shows only the configured social providers', async () => {
    fakeAuthServer({
      social: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
        { id: 'oidc', name: 'Company SSO' },
      ],
    });
    const dialog = await openModal();
    expect(
      await within(dialog).findByRole('button', { name: 'Continue with Microsoft' }),
    ).toBeVisible();
    expect(
      await within(dialog).findByRole('button', { name: 'Continue with Google' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue with Company SSO' })).toBeVisible();
    for (const name of ['Apple', 'Facebook'])
      expect(within(dialog).queryByRole('button', { name: `Continue with ${name}` })).toBeNull();
  });

  it('shows no social section when no provider is configured', async () => {
    const server = fakeAuthServer();
    const dialog = await openModal();
    await waitFor(() => expect(server.count('/api/auth/providers')).toBe(1));
    expect(within(dialog).queryByText(AUTH_FORM_TEXT.socialDivider)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('asks the server for the provider address and reports a failure inline', async () => {
    const calls = stubFetch((url) => {
      if (url === '/api/auth/me') return { status: 401 };
      if (url === '/api/auth/providers')
        return {
          status: 200,
          body: { emailPassword: true, social: [{ id: 'apple', name: 'Apple' }] },
        };
      return {
        status: 503,
        body: { error: 'Apple is not reachable.', code: 'SERVICE_UNAVAILABLE' },
      };
    });
    const dialog = await openModal();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Continue with Apple' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Apple is not reachable.');
    const social = calls.find((call) => call.url === '/api/auth/sign-in/social');
    expect(social?.init?.method).toBe('POST');
    expect(JSON.parse(social?.init?.body as string)).toMatchObject({
      provider: 'apple',
      callbackURL: '/',
    });
  });

  it('closes on Escape and gives focus back to the Sign In button', async () => {
    fakeAuthServer();
    await openModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AUTH_TEXT.signInButton })).toHaveFocus(),
    );
  });

  it('signs out from the avatar menu: the user is cleared, Sign In is back and the page is /', async () => {
    const server = fakeAuthServer({ signedIn: true });
    const { location } = renderWithProviders(<SignInArea />, { path: '/dashboard' });
    const avatar = await screen.findByRole('button', { name: 'Account menu for ana@example.com' });
    await userEvent.click(avatar);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: AUTH_TEXT.signInButton })).toBeVisible();
    expect(server.count('/api/auth/logout')).toBe(1);
    expect(location.history?.at(-1)).toBe('/');
    expect((await screen.findAllByText('Signed out')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: /manage/i })).toBeNull();
  });
});
