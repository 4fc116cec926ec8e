// GET /api/slang/{slug} (spec 2 §7): the term with its related terms; any non-OK answer means not found.
import { useQuery } from '@tanstack/react-query';
import type { SlangTermDetail } from '@shared/schemas/dictionary';
import { HttpError, apiJson } from '@client/lib/api-client';

export async function getTerm(slug: string): Promise<SlangTermDetail | null> {
  try {
    return await apiJson<SlangTermDetail>('GET', `/api/slang/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export function useTerm(slug: string) {
  return useQuery({ queryKey: ['slang-term', slug] as const, queryFn: () => getTerm(slug) });
}
