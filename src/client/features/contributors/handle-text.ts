// The account page's "Public handle" card's visible texts (issue 28 item 5), shared by the UI and its tests. Apart
// from the contributor page's (texts.ts, which re-exports these): the account page's first load carries what its
// stand-in for the card shows (components/handle-card-frame.tsx).
export const HANDLE_TEXT = {
  title: 'Public handle',
  description:
    'Your handle names your public page, which lists the definitions of yours that moderators approved. Nothing else of your account is shown there.',
  label: 'Handle',
  hint: '3 to 30 lower-case letters, digits, “-” or “_”; it can be changed once a month.',
  yourPage: 'Your public page:',
  none: 'You have no handle yet: your definitions show your name without a link.',
  lockedUntil: (date: string) => `You can change your handle again on ${date}.`,
  save: 'Save handle',
  saving: 'Saving...',
  saved: 'Handle saved',
  savedText: (handle: string) => `Your public page is now /u/${handle}.`,
  unchanged: 'That is already your handle.',
  failedTitle: 'Handle not saved',
  failed: 'Your handle could not be saved. Please try again.',
  signedOut: 'Your session has ended. Please sign in again to change your handle.',
  loading: 'Loading your handle',
  loadFailed: 'We could not load your handle.',
  retry: 'Try again',
} as const;
