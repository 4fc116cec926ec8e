// POST /api/send-message (spec 1 §7).
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@shared/schemas/contact';
import { apiJson } from '@client/lib/api-client';

export const sendContactMessage = (body: ContactRequest) =>
  apiJson<ContactResponse>('POST', '/api/send-message', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
