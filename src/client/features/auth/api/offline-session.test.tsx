// The session on a page that works offline (issue 29 item 3): online, the account is saved as the server gives
// it; offline, with the hint cookie saying a session is open, the saved account stands in (for the header too)
// and the server is asked again when the network returns; without the hint, or online, it never does.
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint';
import { renderWithProviders } from '@client/test/render';
import { currentUserQueryOptions, type CurrentUser } from './get-current-user';
import { offlineSessionUser, savedSessionUser, useOfflineCapableUser } from './offline-session';

const ACCOUNT: CurrentUser = {
  id: 'user-1',
  name: 'Commuter',
  firstName: 'Commuter',
  email: 'commuter@example.com',
  image: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  roles: ['english_genz_editor'],
};

const setHint = (on: boolean) => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${on ? '1' : ''}; path=/${on ? '' : '; max-age=0'}`;
};
let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  setHint(true);
});
afterEach(() => {
  setHint(false);
  savedSessionUser.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Renders the hook with /api/auth/me answering `answer` (or failing for no network). */
function renderSession(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const seen: { user: CurrentUser | null; isLoading: boolean }[] = [];
  function Probe() {
    seen.push(useOfflineCapableUser());
    return null;
  }
  const { queryClient } = renderWithProviders(<Probe />);
  return { fetch, seen, queryClient, last: () => seen.at(-1)! };
}

const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the offline-capable session', () => {
  it('saves the account the server gives', async () => {
    const { last } = renderSession(() => Promise.resolve(Response.json({ user: ACCOUNT })));
    await waitFor(() => expect(last().user?.id).toBe('user-1'));
    expect(savedSessionUser.read()).toEqual(ACCOUNT);
  });

  it('offline, puts the saved account back, for every reader, until the server answers again', async () => {
    savedSessionUser.write(ACCOUNT);
    online = false;
    const { last, queryClient, fetch } = renderSession(noNetwork);
    await waitFor(() => expect(last()).toEqual({ user: ACCOUNT, isLoading: false }));
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(ACCOUNT),
    );

    // Back online, the server says the session has ended: signed out.
    online = true;
    fetch.mockImplementation(() => Promise.resolve(new Response('{}', { status: 401 })));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(last().user).toBeNull());
  });

  it('never stands in online, without a session, or with nothing saved', () => {
    savedSessionUser.write(ACCOUNT);
    expect(offlineSessionUser()).toBeNull();
    online = false;
    expect(offlineSessionUser()).toEqual(ACCOUNT);
    setHint(false);
    expect(offlineSessionUser()).toBeNull();
    setHint(true);
    savedSessionUser.remove();
    expect(offlineSessionUser()).toBeNull();
  });
});
