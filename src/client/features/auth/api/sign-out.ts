// POST /api/auth/logout (spec 1 §4, §7): ends the session, clears the user and returns to '/'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { apiRequest, HttpError } from '@client/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';
import { savedSessionUser } from './offline-session';

export const SIGN_OUT_TEXT = {
  success: 'Signed out',
  failureTitle: 'Sign-out failed',
  failureDescription: 'Please check your connection and try again.',
} as const;

export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    // A session that had already ended is as good as a sign-out.
    if (!(error instanceof HttpError && error.status === 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const { queryKey } = currentUserQueryOptions();
      navigate(paths.home);
      queryClient.setQueryData(queryKey, null);
      // Offline, this browser no longer opens /flashcards as this account.
      savedSessionUser.remove();
      // Anything loaded for the signed-in user is out of date now.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryKey[0],
      });
      toast({ title: SIGN_OUT_TEXT.success });
    },
    onError: () => {
      toast({
        title: SIGN_OUT_TEXT.failureTitle,
        description: SIGN_OUT_TEXT.failureDescription,
        variant: 'destructive',
      });
    },
  });
}
