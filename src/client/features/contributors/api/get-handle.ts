// GET /api/account/handle: the signed-in reader's handle (null: none yet) and when they may change it next.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandleStatus } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const handleQueryKey = ['account', 'handle'] as const;

export const getHandle = () => apiJson<HandleStatus>('GET', '/api/account/handle');

export const handleQueryOptions = () =>
  queryOptions({ queryKey: handleQueryKey, queryFn: getHandle });

export function useHandleStatus() {
  return useQuery(handleQueryOptions());
}
