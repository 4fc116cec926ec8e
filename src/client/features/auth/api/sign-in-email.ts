// POST /api/auth/sign-in/email: starts a session (cookie) for an e-mail + password account.
import { useMutation } from '@tanstack/react-query';
import type { SignInRequest } from '@shared/schemas/auth';
import { apiJson } from '@client/lib/api-client';
import { useRefreshCurrentUser } from './refresh-current-user';

export const signInEmail = (body: SignInRequest) =>
  apiJson<unknown>('POST', '/api/auth/sign-in/email', body);

/** Signs in, then reloads the current user; resolves once the header can show the avatar. */
export function useSignInEmail() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: SignInRequest) => {
      await signInEmail(body);
      return refreshCurrentUser();
    },
  });
}
