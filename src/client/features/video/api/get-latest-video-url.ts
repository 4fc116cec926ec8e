// GET /api/settings/latestVideoUrl (spec 1 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingResponse } from '@shared/schemas/settings';

export const latestVideoUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/settings/latestVideoUrl'],
    select: (data: SettingResponse | null) => data?.value ?? '',
  });

export const useLatestVideoUrl = () => useQuery(latestVideoUrlQueryOptions());
