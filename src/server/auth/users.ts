// Creating accounts outside the sign-up form: the first admin (ADMIN_EMAIL) and the user command line.
import type { Role } from '@shared/roles';
import type { Db } from '../db/client';
import type { Auth } from './auth';
import { countUsers, findUserByEmail, setRoles } from './roles-repository';

export interface NewUser {
  email: string;
  password: string;
  name?: string | undefined;
  roles?: readonly Role[];
}

/** Creates an e-mail + password account (hashing as sign-up does) and gives it its roles. */
export async function createUser(auth: Auth, db: Db, input: NewUser) {
  if (await findUserByEmail(db, input.email))
    throw new Error(`A user with the e-mail ${input.email} already exists.`);
  const name = input.name?.trim() || input.email.split('@')[0] || 'User';
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name },
  });
  await setRoles(db, result.user.id, input.roles ?? []);
  return { id: result.user.id, email: result.user.email, name, roles: [...(input.roles ?? [])] };
}

/** On a start with no users at all, ADMIN_EMAIL and ADMIN_PASSWORD (when set) become the first admin. */
export async function bootstrapAdmin(
  auth: Auth,
  db: Db,
  email: string | undefined,
  password: string | undefined,
): Promise<string | null> {
  if (!email || !password) return null;
  if ((await countUsers(db)) > 0) return null;
  const created = await createUser(auth, db, { email, password, name: 'Admin', roles: ['admin'] });
  return created.email;
}
