// GET /api/search?q= (spec 1 §7): verified dictionary terms, or AI guesses marked as such. The spec allows the
// answer to be a plain array (verified items) or {kind, items}; both are read the same way.
import type { SearchItem, SearchResponse } from '@shared/schemas/dictionary';
import { apiRequest } from '@client/lib/api-client';

export type { SearchItem, SearchResponse };

export async function searchSlang(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const response = await apiRequest(
    'GET',
    `/api/search?q=${encodeURIComponent(query)}`,
    undefined,
    {
      ...(signal ? { signal } : {}),
    },
  );
  const body = (await response.json()) as SearchResponse | SearchItem[];
  return Array.isArray(body) ? { kind: 'verified', items: body } : body;
}

export const searchQueryOptions = (query: string) => ({
  queryKey: ['search', query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => searchSlang(query, signal),
  // Results change only when moderators approve terms: keep them a minute, do not retry a failed search.
  staleTime: 60_000,
  retry: false,
});
