// GET /api/auth/me (spec 1 §7): the session user; any failure or non-OK answer means signed out. Asked only when
// the browser holds a session (session-hint.ts): a visitor is signed out without a call. A page rendered on the
// server always asks (answered in-process with the visitor's cookies; no browser console to keep quiet there).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeRoles, type Role } from '@shared/roles';
import { hasSessionHint } from './session-hint';

export interface CurrentUser {
  id: string;
  name: string | null;
  firstName: string | null;
  email: string;
  image: string | null;
  createdAt: string | null;
  roles: Role[];
}

interface SessionUserPayload {
  id?: unknown;
  name?: unknown;
  firstName?: unknown;
  email?: unknown;
  image?: unknown;
  createdAt?: unknown;
  roles?: unknown;
  role?: unknown;
  publicMetadata?: { roles?: unknown; role?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (typeof document !== 'undefined' && !hasSessionHint()) return null;
  try {
    const response = await fetch('/api/auth/me', { credentials: 'include' });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: SessionUserPayload } & SessionUserPayload;
    const user = body.user ?? body;
    const id = text(user.id);
    const email = text(user.email);
    if (!id || !email) return null;
    return {
      id,
      email,
      name: text(user.name),
      firstName: text(user.firstName),
      image: text(user.image),
      createdAt: text(user.createdAt),
      roles: normalizeRoles(user.publicMetadata ?? { roles: user.roles, role: user.role }),
    };
  } catch {
    return null;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/me'], queryFn: getCurrentUser, retry: false });

/** Auth state: `isLoading` until the session call settles, then `user` (null when signed out). */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
