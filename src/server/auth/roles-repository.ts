// Reading and changing a user's roles. Only recognised roles are ever stored.
import { eq, sql } from 'drizzle-orm';
import { normalizeRoles, type Role } from '@shared/roles';
import type { Db } from '../db/client';
import { user } from '../db/schema';

export async function getRoles(db: Db, userId: string): Promise<Role[]> {
  const [row] = await db.select({ roles: user.roles }).from(user).where(eq(user.id, userId));
  return normalizeRoles({ roles: row?.roles ?? [] });
}

/** Replaces the user's roles; returns false when there is no such user. */
export async function setRoles(db: Db, userId: string, roles: readonly string[]): Promise<boolean> {
  const kept = normalizeRoles({ roles: [...roles] });
  const updated = await db
    .update(user)
    .set({ roles: kept, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return updated.length > 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, roles: user.roles })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  return row?.count ?? 0;
}
