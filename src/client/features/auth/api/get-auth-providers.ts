// GET /api/auth/providers: which sign-in methods this server offers (social buttons only when configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@shared/schemas/auth';
import { apiJson } from '@client/lib/api-client';

export type SocialProvider = AuthProviders['social'][number];

export async function getAuthProviders(): Promise<AuthProviders> {
  const body = await apiJson<Partial<AuthProviders>>('GET', '/api/auth/providers');
  const social = Array.isArray(body.social)
    ? body.social.filter(
        (provider): provider is SocialProvider =>
          typeof provider?.id === 'string' && typeof provider.name === 'string',
      )
    : [];
  return { emailPassword: true, social };
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/providers'], queryFn: getAuthProviders, retry: false });

/** The configured social providers; empty while loading or when the call fails. */
export function useSocialProviders(): SocialProvider[] {
  return useQuery(authProvidersQueryOptions()).data?.social ?? [];
}
