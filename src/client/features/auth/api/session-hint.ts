// Whether this browser holds a session, from the readable hint cookie the server sets and clears with the
// (HttpOnly) session cookie: without it, GET /api/auth/me would only answer 401, which Chromium logs as an error
// on every page a visitor opens.
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint';

export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SIGNED_IN_HINT_COOKIE && !!value;
  });
}
