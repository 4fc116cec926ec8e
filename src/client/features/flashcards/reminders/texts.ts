// Every string of the daily review reminder's settings (issue 29 item 4), so the section and its tests agree.
export const REMINDER_TEXT = {
  dailyReminder: 'Daily reminder',
  dailyReminderText:
    'A notification at the time you pick when cards are due, naming how many and the streak at stake. Never more than one a day.',
  remindMe: 'Remind me to review',
  time: 'Time',
  timeZone: (zone: string) => `Time zone: ${zone} (this device’s)`,
  allowNotifications: 'Allow notifications',
  allowing: 'Asking…',
  subscribed: 'Notifications are on for this device.',
  needsPermission: 'Allow notifications on this device to get the reminder here.',
  blocked:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  unsupported:
    'This browser cannot show notifications. On iPhone and iPad, add SlangBridge to your Home Screen first and open it from there.',
  notReady:
    'Notifications are not available until the app has finished loading. Please try again in a moment.',
  subscribeFailed: 'This device could not be set up for notifications. Please try again.',
  saveFailed: 'Your reminder could not be saved. Please try again.',
  loading: 'Loading your reminder',
  loadFailed: 'Your reminder could not be loaded.',
} as const;
