// GET /api/slang/{slug} (spec 2 §7): the term with its definitions and related terms; any non-OK answer means not
// found.
import { useQuery } from '@tanstack/react-query';
import type { SlangTermDetail } from '@shared/schemas/dictionary';
import { HttpError, apiJson } from '@client/lib/api-client';

/** The term page's query key; the definition calls (./vote-definition.ts) update its data in place. */
export const termQueryKey = (slug: string) => ['slang-term', slug] as const;

export async function getTerm(slug: string): Promise<SlangTermDetail | null> {
  try {
    return await apiJson<SlangTermDetail>('GET', `/api/slang/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export function useTerm(slug: string) {
  return useQuery({ queryKey: termQueryKey(slug), queryFn: () => getTerm(slug) });
}
