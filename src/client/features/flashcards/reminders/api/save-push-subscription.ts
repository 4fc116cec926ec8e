// POST /api/reminders/subscriptions (issue 29 item 4): stores this browser's Web Push subscription on the account,
// so the reminder reaches this device.
import type { PushSubscriptionInput } from '@shared/schemas/reminders';
import { apiRequest } from '@client/lib/api-client';

export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiRequest('POST', '/api/reminders/subscriptions', subscription);
}
