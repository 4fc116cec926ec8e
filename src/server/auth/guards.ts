// The one authorization mechanism on the server: guard hooks, applied to whole route folders as `onRequest`
// hooks (see routes/admin/index.ts; checked before the body is parsed or validated) or to single routes.
// Client-side guards are only a convenience.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canEditStyle, hasRole, type EditorStyle, type Role } from '@shared/roles';
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

/** A guard hook: signed in (401 otherwise). */
export async function signedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireUser(request);
}

/** A guard hook: holds `role` or admin (401 signed out, 403 otherwise). */
export function roleRequired(role: Role) {
  return async function checkRole(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = await requireUser(request);
    if (!hasRole(user.roles, role)) throw forbidden();
  };
}

/** The signed-in user if they may edit `style` (its editor role, or admin): 401 signed out, 403 otherwise. */
export async function requireStyleEditor(
  request: FastifyRequest,
  style: EditorStyle,
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!canEditStyle(user.roles, style)) throw forbidden();
  return user;
}

/**
 * A guard hook for a style's editor routes, e.g. on a folder of `/api/editor/gen_z_english/...` routes:
 * `app.addHook('onRequest', styleRoleRequired('gen_z_english'))`. Where the style is a parameter or a body
 * field, validate it with `isEditorStyle`/a zod enum and call `requireStyleEditor` in the handler instead.
 */
export function styleRoleRequired(style: EditorStyle) {
  return async function checkStyleRole(request: FastifyRequest, _reply: FastifyReply) {
    await requireStyleEditor(request, style);
  };
}
