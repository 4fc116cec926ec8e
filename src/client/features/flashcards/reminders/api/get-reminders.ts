// GET /api/reminders (issue 29 item 4): a signed-in learner's daily reminder (on or off, time, zone), the server's
// VAPID public key and whether any of their browsers is subscribed. Read when Review settings open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { apiJson } from '@client/lib/api-client';
import { flashcardsKeys } from '../../api/query-keys';

/** Only an account has a reminder: the key carries 'account' like the feature's other account queries. */
export const remindersKey = [...flashcardsKeys.all, 'account', 'reminders'] as const;

export const getReminders = () => apiJson<ReminderSettings>('GET', '/api/reminders');

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: remindersKey, queryFn: getReminders, staleTime: 0 });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
