// POST /api/auth/sign-in/social: asks for the provider's authorization address; the browser then goes there.
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api-client';
import { paths } from '@client/config/paths';

interface SocialSignInResponse {
  url?: unknown;
  redirect?: unknown;
}

/** Where the provider sends the visitor back to after a failed attempt; /sign-in explains what happened. */
export const SOCIAL_ERROR_CALLBACK = paths.signIn;

export async function startSocialSignIn(provider: string, callbackURL: string): Promise<string> {
  const body = await apiJson<SocialSignInResponse>('POST', '/api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: SOCIAL_ERROR_CALLBACK,
  });
  if (typeof body.url !== 'string' || body.url === '') throw new Error('No authorization address.');
  return body.url;
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: async ({ provider, callbackURL }: { provider: string; callbackURL: string }) => {
      const url = await startSocialSignIn(provider, callbackURL);
      window.location.assign(url);
    },
  });
}
