// The sign-in area's and the sign-in form's user-visible strings (spec 1 §2 "Translator page", §8), shared by UI
// and tests. What the header's sign-in area needs is in sign-in-area-text.ts, the first page load's.
export { AUTH_TEXT, type AuthMode } from './sign-in-area-text';

/** The form's strings (loaded with the form). */
export const AUTH_FORM_TEXT = {
  modeTabs: 'Sign in or create an account',
  tab: { 'sign-in': 'Sign in', 'sign-up': 'Create account' },
  name: 'Name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: { 'sign-in': 'Sign in', 'sign-up': 'Create account' },
  pending: { 'sign-in': 'Signing in...', 'sign-up': 'Creating account...' },
  socialDivider: 'or continue with',
  socialButton: (name: string) => `Continue with ${name}`,
  socialRedirecting: 'Redirecting...',
  signedIn: 'Signed in',
  welcome: 'Welcome to SlangBridge!',
  welcomeDescription: 'Your account is ready.',
  networkError: 'Could not reach SlangBridge. Check your connection and try again.',
  genericError: 'Something went wrong. Please try again.',
  sessionNotKept:
    'You were signed in, but this browser did not keep the session. Please allow cookies for this site and try again.',
  socialError: (name: string) => `Could not start sign-in with ${name}. Please try again.`,
  providerError:
    'Signing in with that provider did not finish. Please try again, or use your email and password.',
  termsNotice: 'By creating an account you agree to our',
  alreadySignedIn: (email: string) => `You are signed in as ${email}.`,
  forgotPassword: 'Forgot password?',
  goHome: 'Go to the translator',
} as const;
