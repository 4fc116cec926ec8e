// The installable app's user-visible strings (issue 26 item 7), shared by the UI and its tests.
export const PWA_TEXT = {
  offline: "You're offline — SlangBridge will reconnect when your network returns.",
  dismissOffline: 'Dismiss the offline notice',
  updateAvailable: 'A new version of SlangBridge is available.',
  reload: 'Reload',
  later: 'Later',
} as const;
