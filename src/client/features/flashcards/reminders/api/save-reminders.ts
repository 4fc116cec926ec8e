// PUT /api/reminders (issue 29 item 4): the reminder on or off, its time and the device's zone; the answer is the
// settings as they now are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, ReminderSettingsInput } from '@shared/schemas/reminders';
import { apiJson } from '@client/lib/api-client';
import type { MutationCallbacks } from '@client/lib/mutation-callbacks';
import { remindersKey } from './get-reminders';

export const saveReminders = (input: ReminderSettingsInput) =>
  apiJson<ReminderSettings>('PUT', '/api/reminders', input);

export function useSaveReminders(
  callbacks: MutationCallbacks<ReminderSettings, ReminderSettingsInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    ...callbacks,
    onSuccess: (settings, input, ...rest) => {
      queryClient.setQueryData(remindersKey, settings);
      return callbacks.onSuccess?.(settings, input, ...rest);
    },
  });
}
