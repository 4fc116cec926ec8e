// POST /api/auth/sign-up/email: creates an e-mail + password account and signs it in (cookie).
import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@shared/schemas/auth';
import { apiJson } from '@client/lib/api-client';
import { useRefreshCurrentUser } from './refresh-current-user';

export const signUpEmail = (body: SignUpRequest) =>
  apiJson<unknown>('POST', '/api/auth/sign-up/email', body);

/** Creates the account, then reloads the current user; resolves once the header can show the avatar. */
export function useSignUpEmail() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: SignUpRequest) => {
      await signUpEmail(body);
      return refreshCurrentUser();
    },
  });
}
