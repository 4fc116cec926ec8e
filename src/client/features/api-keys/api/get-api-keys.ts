// GET /api/api-keys: the signed-in account's keys (name, first characters, created, last used, requests today).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyListResponse } from '@shared/schemas/api-keys';
import { apiJson } from '@client/lib/api-client';
import { apiKeysKeys } from './query-keys';

export function getApiKeys(): Promise<ApiKeyListResponse> {
  return apiJson<ApiKeyListResponse>('GET', '/api/api-keys');
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysKeys.list(), queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
