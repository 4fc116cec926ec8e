// Accounts made outside the sign-up form: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (only while there are
// no users at all) and createUser, which the command line uses.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createAuth } from './auth';
import { findUserByEmail } from './roles-repository';
import { bootstrapAdmin, createUser, UserExistsError } from './users';
import { session as sessionTable, user } from '../db/schema';
import { createSignedInUser, signIn, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { forEachDatabase, testConfig } from '../test/test-app';

const ADMIN_PASSWORD = 'first admin password';

// An empty user table is needed: only the PGlite database is this file's alone.
forEachDatabase(
  'First admin from ADMIN_EMAIL and ADMIN_PASSWORD',
  (context) => {
    const emptyUsers = () => context.db.execute(sql`truncate "user" cascade`);

    it('creates the admin on a start with no users, once; it can sign in and holds the admin role', async () => {
      await emptyUsers();
      const email = uniqueEmail('boss');
      const app = await context.buildApp({
        env: { ADMIN_EMAIL: email, ADMIN_PASSWORD },
      });
      const created = await findUserByEmail(context.db, email);
      expect(created).toMatchObject({ email, roles: ['admin'] });
      // Creating it signed nobody in.
      expect(
        await context.db.select().from(sessionTable).where(eq(sessionTable.userId, created!.id)),
      ).toEqual([]);

      const session = await signIn(app, email, ADMIN_PASSWORD);
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: session.cookie },
      });
      expect(me.json<{ user: { roles: string[] } }>().user.roles).toEqual(['admin']);

      // A later start (same or other variables) creates nobody: there are users now.
      await context.buildApp({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD } });
      const other = uniqueEmail('boss2');
      await context.buildApp({ env: { ADMIN_EMAIL: other, ADMIN_PASSWORD } });
      expect(await findUserByEmail(context.db, other)).toBeNull();
      expect(await context.db.select({ id: user.id }).from(user)).toHaveLength(1);
    });

    it('creates no admin when a user already exists', async () => {
      await emptyUsers();
      await createSignedInUser(context.app);
      const email = uniqueEmail('late-boss');
      await context.buildApp({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD } });
      expect(await findUserByEmail(context.db, email)).toBeNull();
    });

    it('survives replicas starting together: one creates the admin, the other carries on', async () => {
      await emptyUsers();
      const email = uniqueEmail('race');
      const auth = createAuth(testConfig(), context.db);
      const results = await Promise.all([
        bootstrapAdmin(auth, context.db, email, ADMIN_PASSWORD),
        bootstrapAdmin(auth, context.db, email, ADMIN_PASSWORD),
      ]);
      expect(results.filter(Boolean)).toEqual([email]);
      expect(await context.db.select({ id: user.id }).from(user)).toHaveLength(1);
    });

    it('does nothing without both variables', async () => {
      await emptyUsers();
      const auth = createAuth(testConfig(), context.db);
      expect(await bootstrapAdmin(auth, context.db, uniqueEmail(), undefined)).toBeNull();
      expect(await bootstrapAdmin(auth, context.db, undefined, ADMIN_PASSWORD)).toBeNull();
      expect(await context.db.select({ id: user.id }).from(user)).toEqual([]);
    });
  },
  { only: ['pglite'] },
);

forEachDatabase('createUser', (context) => {
  it('creates a user who can sign in, with recognised roles only and no leftover session', async () => {
    const auth = createAuth(testConfig(), context.db);
    const email = uniqueEmail('cli');
    const created = await createUser(auth, context.db, {
      email,
      password: TEST_PASSWORD,
      name: 'Cli User',
      roles: ['english_genz_editor', 'admin', 'english_genz_editor'],
    });
    expect(created).toMatchObject({
      email,
      name: 'Cli User',
      roles: ['english_genz_editor', 'admin'],
    });
    expect(
      await context.db.select().from(sessionTable).where(eq(sessionTable.userId, created.id)),
    ).toEqual([]);
    const session = await signIn(context.app, email);
    expect(session.userId).toBe(created.id);
  });

  it('names the user after the e-mail when no name is given', async () => {
    const auth = createAuth(testConfig(), context.db);
    const email = uniqueEmail('noname');
    const created = await createUser(auth, context.db, { email, password: TEST_PASSWORD });
    expect(created.name).toBe(email.split('@')[0]);
  });

  it('refuses an e-mail that is taken (in any case) with UserExistsError', async () => {
    const auth = createAuth(testConfig(), context.db);
    const { email } = await createSignedInUser(context.app);
    await expect(
      createUser(auth, context.db, { email: email.toUpperCase(), password: TEST_PASSWORD }),
    ).rejects.toBeInstanceOf(UserExistsError);
  });

  it('refuses a password shorter than 8 characters and creates nobody', async () => {
    const auth = createAuth(testConfig(), context.db);
    const email = uniqueEmail('short');
    await expect(createUser(auth, context.db, { email, password: 'short' })).rejects.toThrow(
      /password/i,
    );
    expect(await findUserByEmail(context.db, email)).toBeNull();
  });
});
