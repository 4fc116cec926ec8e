// Creating accounts outside the sign-up form: the first admin (ADMIN_EMAIL) and the user command line.
import { eq } from 'drizzle-orm';
import { normalizeRoles, type Role } from '@shared/roles';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import type { Auth } from './auth';
import { countUsers, findUserByEmail, setRoles } from './roles-repository';

export interface NewUser {
  email: string;
  password: string;
  name?: string | undefined;
  roles?: readonly Role[];
}

export interface CreatedUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
}

export class UserExistsError extends Error {
  constructor(readonly email: string) {
    super(`A user with the e-mail ${email} already exists.`);
    this.name = 'UserExistsError';
  }
}

/** Creates an e-mail + password account (hashing as sign-up does) and gives it its roles. */
export async function createUser(auth: Auth, db: Db, input: NewUser): Promise<CreatedUser> {
  if (await findUserByEmail(db, input.email)) throw new UserExistsError(input.email);
  const name = input.name?.trim() || input.email.split('@')[0] || 'User';
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name },
  });
  // Sign-up signs the new user in (autoSignIn); nobody holds that session's token, so it is removed.
  if (result.token) await db.delete(session).where(eq(session.token, result.token));
  const roles = normalizeRoles({ roles: [...(input.roles ?? [])] });
  await setRoles(db, result.user.id, roles);
  return { id: result.user.id, email: result.user.email, name, roles };
}

/**
 * On a start with no users at all, ADMIN_EMAIL and ADMIN_PASSWORD (when set) become the first admin.
 * Replicas starting together may race here: the one that loses finds the account created and carries on.
 */
export async function bootstrapAdmin(
  auth: Auth,
  db: Db,
  email: string | undefined,
  password: string | undefined,
): Promise<string | null> {
  if (!email || !password) return null;
  if ((await countUsers(db)) > 0) return null;
  try {
    const created = await createUser(auth, db, {
      email,
      password,
      name: 'Admin',
      roles: ['admin'],
    });
    return created.email;
  } catch (error) {
    if (await findUserByEmail(db, email)) return null;
    throw error;
  }
}
