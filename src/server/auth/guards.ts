// The one authorization mechanism on the server: preHandler guards, applied to whole route folders
// (see routes/admin/index.ts) or to single routes. Client-side guards are only a convenience.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, type Role } from '@shared/roles';
import type { SessionUser } from '@shared/schemas/auth';
import { AppError } from '../errors';
import { getSessionUser } from './session';

export const unauthorized = () =>
  new AppError(401, 'UNAUTHORIZED', 'Unauthorized: please sign in.');
export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'You do not have sufficient privileges for this action.');

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** A preHandler: signed in (401 otherwise). */
export async function signedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireUser(request);
}

/** A preHandler: holds `role` or admin (401 signed out, 403 otherwise). */
export function roleRequired(role: Role) {
  return async function checkRole(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = await requireUser(request);
    if (!hasRole(user.roles, role)) throw forbidden();
  };
}
