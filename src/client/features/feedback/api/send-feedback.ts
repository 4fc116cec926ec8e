// POST /api/feedback (spec 1 §7): on failure the `error` field of the JSON body is shown.
import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackResponse } from '@shared/schemas/feedback';
import { apiJson } from '@client/lib/api-client';

export const sendFeedback = (body: FeedbackRequest) =>
  apiJson<FeedbackResponse>('POST', '/api/feedback', body);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
