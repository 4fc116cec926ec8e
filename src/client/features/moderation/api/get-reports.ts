// GET /api/admin/reports?status=open|all: readers' reports of term pages and the open count, polled like the
// suggestions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_POLL_MS } from '@shared/dictionary';
import type { AdminReport } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { moderationKeys } from './query-keys';

export interface ReportList {
  reports: AdminReport[];
  openCount: number;
}

export const getReports = (status: 'open' | 'all') =>
  apiJson<ReportList>('GET', `/api/admin/reports?status=${status}`);

export const reportsQueryOptions = (status: 'open' | 'all' = 'open') =>
  queryOptions({
    queryKey: moderationKeys.reportList(status),
    queryFn: () => getReports(status),
    refetchInterval: ADMIN_POLL_MS,
  });

export function useReports(status: 'open' | 'all' = 'open') {
  return useQuery(reportsQueryOptions(status));
}
