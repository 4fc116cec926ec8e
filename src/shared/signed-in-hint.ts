// Kept apart from the auth schemas: every page reads it before anything else, and zod would come along with them
// (25 KB on the first page).

/**
 * Name of the readable cookie that says the browser holds a session (the session cookie itself is HttpOnly): set
 * and cleared with the session by the server, read by the client to skip GET /api/auth/me when signed out.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed-in';
