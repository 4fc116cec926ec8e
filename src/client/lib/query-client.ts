// TanStack Query with the spec's data-loading defaults (spec 1 §9): no retries, no refetch on focus,
// no polling, data never stale.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
