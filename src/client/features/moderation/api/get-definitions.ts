// GET /api/admin/definitions?status=pending|approved|rejected|all (issue 28): readers' definitions of existing
// terms, each with its term (and the term's current meaning) and record, polled like the suggestions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_POLL_MS } from '@shared/dictionary';
import type { DefinitionList } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { moderationKeys, type DefinitionStatusFilter } from './query-keys';

export const getDefinitions = (status: DefinitionStatusFilter) =>
  apiJson<DefinitionList>('GET', `/api/admin/definitions?status=${status}`);

export const definitionsQueryOptions = (status: DefinitionStatusFilter = 'pending') =>
  queryOptions({
    queryKey: moderationKeys.definitionList(status),
    queryFn: () => getDefinitions(status),
    refetchInterval: ADMIN_POLL_MS,
  });

export function useDefinitions(status: DefinitionStatusFilter = 'pending') {
  return useQuery(definitionsQueryOptions(status));
}
