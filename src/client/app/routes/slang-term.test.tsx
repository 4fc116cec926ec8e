// The term page as the app composes it: the dictionary's definitions with the auth feature's sign-in (issue 28).
// A visitor's vote waits for sign-in and is cast once they are back signed in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_FORM_TEXT, AUTH_TEXT } from '@client/features/auth/components/auth-text';
import { DEFINITIONS_TEXT } from '@client/features/dictionary/texts';
import {
  PENDING_VOTE_KEY,
  PENDING_VOTE_TTL_MS,
  type PendingVote,
} from '@client/features/dictionary/utils/pending-vote';
import { definitionFixture, rizzFixture } from '@client/test/dictionary-fixtures';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { AppRouter } from '../router';

const definition = (id: string, meaning: string, up: number) =>
  definitionFixture(id, { meaning, up, original: id === 'd1' });

const RIZZ = rizzFixture({
  definitions: [
    definition('d1', 'Charm; the ability to attract someone', 7),
    definition('d2', 'Skill at flirting; short for charisma.', 3),
  ],
});

const setHint = (on: boolean) => {
  document.cookie = on ? 'signed-in=1; path=/' : 'signed-in=; path=/; max-age=0';
};

/** The session (signing in starts one), the term, and votes answered as the server would count them. */
function server({ signedIn }: { signedIn: boolean }) {
  let session = signedIn;
  setHint(signedIn);
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me')
      return session
        ? { status: 200, body: { user: { id: 'u1', email: 'ana@example.com', roles: [] } } }
        : { status: 401, body: { error: 'Sign in required.', code: 'UNAUTHORIZED' } };
    if (url === '/api/auth/providers')
      return { status: 200, body: { emailPassword: true, social: [], passwordReset: 'email' } };
    if (url === '/api/auth/sign-in/email' && method === 'POST') {
      session = true;
      setHint(true);
      return { status: 200, body: { redirect: false } };
    }
    if (url === '/api/slang/rizz' && method === 'GET') return { status: 200, body: RIZZ };
    const voted = /^\/api\/definitions\/([^/]+)\/vote$/.exec(url)?.[1];
    if (voted && method === 'POST') {
      if (!session) return { status: 401, body: { error: 'Sign in required.' } };
      const { value } = JSON.parse(init?.body as string) as { value: 1 | -1 | 0 };
      return {
        status: 200,
        body: { up: value === 1 ? 4 : 3, down: value === -1 ? 1 : 0, mine: value },
      };
    }
    return { status: 404 };
  });
  return {
    calls,
    votes: () =>
      calls
        .filter((call) => call.url.endsWith('/vote'))
        .map((call) => ({ url: call.url, body: JSON.parse(call.init?.body as string) as unknown })),
    termFetches: () => calls.filter((call) => call.url === '/api/slang/rizz').length,
  };
}

const remember = (vote: PendingVote) =>
  sessionStorage.setItem(PENDING_VOTE_KEY, JSON.stringify(vote));

async function flirting() {
  const section = await screen.findByRole('region', { name: DEFINITIONS_TEXT.heading(2) });
  const found = within(section)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(/^Skill at flirting/));
  if (!found) throw new Error('No definition d2');
  return found;
}

const upButton = (item: HTMLElement) => within(item).getByRole('button', { name: /^Vote up/ });

describe('voting on a definition before signing in', () => {
  it('offers the header’s sign-in dialog and casts the vote once the visitor has signed in there', async () => {
    const api = server({ signedIn: false });
    renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    const item = await flirting();
    await userEvent.click(upButton(item));
    expect(api.votes()).toEqual([]);

    const prompt = within(item).getByRole('status');
    await userEvent.click(within(prompt).getByRole('button', { name: AUTH_TEXT.signInButton }));
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.title['sign-in'] });
    await userEvent.type(
      await within(dialog).findByLabelText(AUTH_FORM_TEXT.email),
      'ana@example.com',
    );
    await userEvent.type(
      within(dialog).getByLabelText(AUTH_FORM_TEXT.password),
      'secret-pass{Enter}',
    );

    await waitFor(() =>
      expect(api.votes()).toEqual([{ url: '/api/definitions/d2/vote', body: { value: 1 } }]),
    );
    const after = await flirting();
    await waitFor(() => expect(upButton(after)).toHaveAccessibleName('Vote up, 4 votes'));
    expect(upButton(after)).toHaveAttribute('aria-pressed', 'true');
    // The term came again with the reader's own votes, the prompt went, and the wish is forgotten.
    expect(api.termFetches()).toBe(2);
    expect(within(after).queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(PENDING_VOTE_KEY)).toBeNull();
  });

  it('casts the remembered vote once when a social sign-in brings the visitor back to the page', async () => {
    remember({ definitionId: 'd2', value: -1, slug: 'rizz', at: Date.now() });
    const api = server({ signedIn: true });
    const first = renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    await waitFor(() =>
      expect(api.votes()).toEqual([{ url: '/api/definitions/d2/vote', body: { value: -1 } }]),
    );
    const item = await flirting();
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: /^Vote down/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(sessionStorage.getItem(PENDING_VOTE_KEY)).toBeNull();

    // Opening the page again casts nothing more.
    first.unmount();
    renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    await flirting();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.votes()).toHaveLength(1);
  });

  it('casts no vote remembered for another term, nor one asked for too long ago', async () => {
    remember({ definitionId: 'x9', value: 1, slug: 'no-cap', at: Date.now() });
    const api = server({ signedIn: true });
    const first = renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    await flirting();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.votes()).toEqual([]);
    // It stays for its own page.
    expect(sessionStorage.getItem(PENDING_VOTE_KEY)).toContain('no-cap');

    first.unmount();
    remember({
      definitionId: 'd2',
      value: 1,
      slug: 'rizz',
      at: Date.now() - PENDING_VOTE_TTL_MS - 1,
    });
    renderWithProviders(<AppRouter />, { path: '/slang/rizz' });
    await flirting();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.votes()).toEqual([]);
  });
});
