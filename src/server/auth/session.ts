// Who is asking: the session behind a request's cookie or bearer token, with the user's current roles.
// Roles are read on every request, so a change applies to the user's next request without a restart.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { firstNameOf, type SessionUser } from '@shared/schemas/auth';
import { getRoles } from './roles-repository';

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** The signed-in user, or null. Resolved once per request. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolveSessionUser(request);
    cache.set(request, pending);
  }
  return pending;
}

async function resolveSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { auth, db } = request.server;
  const { headers, response: result } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // Once a day of use Better Auth extends the session and re-issues its cookie with the new expiry; the
  // cookie must reach the browser too, or it expires 30 days after sign-in however active the user is.
  const cookies = headers.getSetCookie();
  if (cookies.length) refreshedCookies.set(request, cookies);
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    name: user.name,
    firstName: firstNameOf(user.name),
    email: user.email,
    image: user.image ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    roles: await getRoles(db, user.id),
  };
}

/** Set-Cookie lines produced while resolving the request's session (a refreshed expiry), once. */
export function takeRefreshedSessionCookies(request: FastifyRequest): string[] {
  const cookies = refreshedCookies.get(request) ?? [];
  refreshedCookies.delete(request);
  return cookies;
}
