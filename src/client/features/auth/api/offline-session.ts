// Offline study (issue 29 item 3): /flashcards opens with no network as the account it last saw there. Online, the
// page saves the signed-in account in this browser. Offline, GET /api/auth/me gets no answer and reads as signed
// out; while the browser says it is offline and the hint cookie says a session is open, the saved account stands
// in (in the header too) until the network returns and the server is asked again. Removed at sign-out. Kept out
// of get-current-user.ts, which every page loads first: only the pages that work offline load this.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRecord, storedValue } from '@client/lib/storage';
import { currentUserQueryOptions, useCurrentUser, type CurrentUser } from './get-current-user';
import { hasSessionHint } from './session-hint';

const isSavedUser = (value: unknown): value is CurrentUser | null =>
  value === null ||
  (isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.email === 'string' &&
    Array.isArray(value.roles));

export const savedSessionUser = storedValue<CurrentUser | null>(
  'session-user',
  1,
  isSavedUser,
  null,
);

/** The saved account while the browser is offline with a session open; null otherwise. */
export function offlineSessionUser(): CurrentUser | null {
  if (typeof navigator === 'undefined' || navigator.onLine || !hasSessionHint()) return null;
  return savedSessionUser.read();
}

/** useCurrentUser for a page that works offline: the saved account stands in while offline (see above). */
export function useOfflineCapableUser(): { user: CurrentUser | null; isLoading: boolean } {
  const client = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const standIn = !isLoading && !user ? offlineSessionUser() : null;
  const { queryKey } = currentUserQueryOptions();
  useEffect(() => {
    if (user) savedSessionUser.write(user);
  }, [user]);
  const standInId = standIn?.id;
  useEffect(() => {
    // The header and every other reader of the session see the same account.
    if (standInId) client.setQueryData(queryKey, offlineSessionUser());
  }, [client, queryKey, standInId]);
  useEffect(() => {
    const askServer = () => void client.invalidateQueries({ queryKey });
    window.addEventListener('online', askServer);
    return () => window.removeEventListener('online', askServer);
  }, [client, queryKey]);
  return { user: user ?? standIn, isLoading };
}
