// A forgotten password (Better Auth's reset flow behind our routes): ask for a link by e-mail, then set a new
// password with the link's token.
import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordReset, ResetPasswordRequest } from '@shared/schemas/auth';
import { apiJson } from '@client/lib/api-client';

/** Answers the same whether or not the address has an account. */
export const requestPasswordReset = (body: RequestPasswordReset) =>
  apiJson<unknown>('POST', '/api/auth/request-password-reset', body);

export const resetPassword = (body: ResetPasswordRequest) =>
  apiJson<unknown>('POST', '/api/auth/reset-password', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
