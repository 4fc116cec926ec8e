// GET /api/translate/capabilities: whether this server has an AI provider, which decides the language pairs the
// pickers offer (src/shared/translation-pairs.ts). Read without zod: the first page stays small.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslateCapabilities } from '@shared/schemas/translate';
import { apiJson } from '@client/lib/api-client';

export async function getTranslateCapabilities(): Promise<TranslateCapabilities> {
  const body = await apiJson<Partial<TranslateCapabilities> | undefined>(
    'GET',
    '/api/translate/capabilities',
  );
  return { aiProvider: body?.aiProvider === true };
}

export const translateCapabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/translate/capabilities'],
    queryFn: getTranslateCapabilities,
    retry: false,
  });

/**
 * What the server can translate; undefined while loading or when the call fails. Then the pickers offer every
 * pair, and the server's answer explains a pair it cannot translate.
 */
export function useTranslateCapabilities(): TranslateCapabilities | undefined {
  return useQuery(translateCapabilitiesQueryOptions()).data;
}
