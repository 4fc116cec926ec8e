// PUT /api/settings/latestVideoUrl (admins): sets the daily video's link, or clears it with ''. The home page's
// card reads the same query, so it is refreshed after every change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingResponse, UpdateLatestVideoUrlRequest } from '@shared/schemas/settings';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { latestVideoUrlQueryOptions } from './get-latest-video-url';

export const updateLatestVideoUrl = (body: UpdateLatestVideoUrlRequest) =>
  apiJson<SettingResponse>('PUT', '/api/settings/latestVideoUrl', body);

export function useUpdateLatestVideoUrl(
  callbacks: MutationCallbacks<SettingResponse, UpdateLatestVideoUrlRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateLatestVideoUrl,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: latestVideoUrlQueryOptions().queryKey }),
  });
}
