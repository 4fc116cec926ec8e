// The header's sign-in area's user-visible strings (spec 1 §2 "Translator page", §8), shared by UI and tests: the
// header is on every page, so its first load carries this module. The sign-in form's strings are apart
// (auth-text.ts, which re-exports these): they load with the form.
export type AuthMode = 'sign-in' | 'sign-up';

/** What the header's sign-in area needs (part of the first page load). */
export const AUTH_TEXT = {
  loading: 'Loading...',
  signInButton: 'Sign In',
  title: { 'sign-in': 'Sign in to SlangBridge', 'sign-up': 'Create your SlangBridge account' },
  description:
    'Keep your translation history, saved translations and flashcard progress on every device.',
  loadingForm: 'Loading the sign-in form',
} as const;
