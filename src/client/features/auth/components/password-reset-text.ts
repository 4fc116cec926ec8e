// Apart from auth-text.ts, which the header's sign-in button brings onto every first page: these strings are
// read only by the two lazily loaded pages.

/** The forgot-password and reset-password pages' strings. */
export const PASSWORD_RESET_TEXT = {
  forgotTitle: 'Forgot your password?',
  forgotDescription:
    'Enter the email address of your account and we will send you a link to choose a new one.',
  send: 'Send reset link',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sent: (email: string) =>
    `If an account uses ${email}, a link to choose a new password is on its way. The link works once, within 1 hour.`,
  sentToLog: (email: string) =>
    `This server has no mail set up (SMTP_URL is not configured), so nothing was mailed: if an account uses ${email}, its reset link was written to the server log. The link works once, within 1 hour.`,
  sendAnother: 'Send another link',
  unavailable:
    'Resetting a password by email is not available on this server. Please contact us if you cannot sign in.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  resetDescription: 'After the change, every device signed in to your account is signed out.',
  newPassword: 'New password',
  save: 'Set new password',
  saving: 'Saving...',
  doneTitle: 'Your password has been changed',
  done: 'Sign in with your new password. Every device that was signed in has been signed out.',
  signIn: 'Sign in',
  invalidLink: 'This reset link has expired or has already been used.',
  askAgain: 'Ask for a new link',
} as const;
