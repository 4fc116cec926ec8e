// After a sign-in the session user is read again, so every view of it (header, guards, menus) updates.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryOptions, type CurrentUser } from './get-current-user';

/** Raised when the server accepted the sign-in but the browser did not send the session back. */
export class SessionNotKeptError extends Error {
  constructor() {
    super('SESSION_NOT_KEPT');
    this.name = 'SessionNotKeptError';
  }
}

export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<CurrentUser> => {
    const { queryKey } = currentUserQueryOptions();
    await queryClient.invalidateQueries({ queryKey });
    // Refetched above when something shows the user; fetched here when nothing does yet.
    const user = await queryClient.fetchQuery(currentUserQueryOptions());
    if (!user) throw new SessionNotKeptError();
    return user;
  }, [queryClient]);
}
