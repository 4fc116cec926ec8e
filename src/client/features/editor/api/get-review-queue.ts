// GET /api/admin/review-queue (spec 2 §7 "Review queue"): every pending review and the 10 most recently
// resolved, fetched again every 30 s (spec 2 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_POLL_MS } from '@shared/dictionary';
import type { ReviewQueue } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import { editorKeys } from './query-keys';

export const getReviewQueue = () => apiJson<ReviewQueue>('GET', '/api/admin/review-queue');

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: editorKeys.reviewQueue,
    queryFn: getReviewQueue,
    refetchInterval: ADMIN_POLL_MS,
  });

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}
