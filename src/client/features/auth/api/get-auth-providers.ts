// GET /api/auth/providers: which sign-in methods this server offers (social buttons only when configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PASSWORD_RESET_DELIVERIES,
  type AuthProviders,
  type PasswordResetDelivery,
} from '@shared/schemas/auth';
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
  // An older or unknown answer offers no reset rather than a link that leads nowhere.
  const passwordReset = (PASSWORD_RESET_DELIVERIES as readonly unknown[]).includes(
    body.passwordReset,
  )
    ? (body.passwordReset as PasswordResetDelivery)
    : 'off';
  return { emailPassword: true, social, passwordReset };
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/providers'], queryFn: getAuthProviders, retry: false });

/** How a forgotten password is reset here; 'off' while loading or when the call fails. */
export function usePasswordResetDelivery(): PasswordResetDelivery {
  return useQuery(authProvidersQueryOptions()).data?.passwordReset ?? 'off';
}

/** The configured social providers; empty while loading or when the call fails. */
export function useSocialProviders(): SocialProvider[] {
  return useQuery(authProvidersQueryOptions()).data?.social ?? [];
}
