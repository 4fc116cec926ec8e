// Sessions live in the database: logout ends them at once (cookie and bearer token alike), and roles are read
// on every request, so a change made by an admin or by `npm run user:roles` applies to the user's next request.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getRoles, setRoles } from './roles-repository';
import { session as sessionTable, user } from '../db/schema';
import {
  bearerHeaders,
  cookieHeaders,
  createSession,
  createSignedInUser,
  signUp,
} from '../test/auth-helpers';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

forEachDatabase('Sessions and roles', (context) => {
  const me = (headers: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const rolesSeenBy = async (headers: Record<string, string>) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    return response.json<{ user: { roles: string[] } }>().user.roles;
  };
  const sessionRows = (userId: string) =>
    context.db.select().from(sessionTable).where(eq(sessionTable.userId, userId));

  it('logout by cookie deletes the session: the old cookie is refused afterwards, and the answer clears it', async () => {
    const session = await signUp(context.app);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(200);

    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: cookieHeaders(session),
    });
    expect(logout.statusCode).toBe(200);
    const cleared = [logout.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/better-auth\.session_token=;[^\n]*Max-Age=0/);

    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    // The bearer form of the same session is gone too.
    expect((await me(bearerHeaders(session))).statusCode).toBe(401);
    expect(await sessionRows(session.userId)).toEqual([]);
  });

  it('logout by bearer token ends that session only; another session of the same user keeps working', async () => {
    const first = await createSignedInUser(context.app);
    const second = await createSession(context.app, first.userId, first.email);

    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerHeaders(first),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(bearerHeaders(first))).statusCode).toBe(401);
    expect((await me({ cookie: first.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: second.cookie })).statusCode).toBe(200);
    expect(await sessionRows(first.userId)).toHaveLength(1);
  });

  it('answers a logout without a session with 200 (nothing to end)', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('an expired session is refused', async () => {
    const session = await createSignedInUser(context.app);
    await context.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.userId, session.userId));
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await me(bearerHeaders(session))).statusCode).toBe(401);
  });

  it('once a day of use, extends the session and sends the browser a cookie with the new expiry', async () => {
    const session = await createSignedInUser(context.app);
    const DAY = 24 * 60 * 60 * 1000;
    // Signed in two days ago: due for the daily extension.
    await context.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessionTable.userId, session.userId));

    const first = await me({ cookie: session.cookie });
    expect(first.statusCode).toBe(200);
    const refreshed = [first.headers['set-cookie']].flat().join('\n');
    expect(refreshed).toMatch(/better-auth\.session_token=[^;]+;\s*Max-Age=2592000/);
    expect(refreshed).toMatch(/HttpOnly/);
    const [row] = await sessionRows(session.userId);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    // Not again the same day (the browser holds the signed-in hint by now, so nothing at all is set).
    const second = await me({ cookie: `${session.cookie}; signed-in=1` });
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('a role given by an admin (PUT /api/admin/users/:id/roles) applies to the user’s very next request, without signing in again', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const member = await createSignedInUser(context.app);
    expect(await rolesSeenBy({ cookie: member.cookie })).toEqual([]);
    const adminPage = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: bearerHeaders(member),
      });
    expect((await adminPage()).statusCode).toBe(403);

    const change = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.userId}/roles`,
      headers: { ...JSON_HEADERS, ...cookieHeaders(admin) },
      payload: { roles: ['admin', 'english_genz_editor'] },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({
      id: member.userId,
      roles: ['admin', 'english_genz_editor'],
    });

    expect(await rolesSeenBy({ cookie: member.cookie })).toEqual(['admin', 'english_genz_editor']);
    expect((await adminPage()).statusCode).toBe(200);

    // And taking the role away applies as quickly.
    const revoke = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.userId}/roles`,
      headers: { ...JSON_HEADERS, ...cookieHeaders(admin) },
      payload: { roles: [] },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await adminPage()).statusCode).toBe(403);
    expect(await rolesSeenBy(bearerHeaders(member))).toEqual([]);
  });

  it('a role change made in the database (as `npm run user:roles` does with setRoles) applies to the next request', async () => {
    const member = await createSignedInUser(context.app);
    expect(await rolesSeenBy({ cookie: member.cookie })).toEqual([]);
    expect(await setRoles(context.db, member.userId, ['persian_slang_editor'])).toBe(true);
    expect(await rolesSeenBy({ cookie: member.cookie })).toEqual(['persian_slang_editor']);
    expect(await setRoles(context.db, member.userId, ['admin'])).toBe(true);
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('drops unknown roles: setRoles stores only recognised ones, and unknown values found in the database are ignored', async () => {
    const member = await createSignedInUser(context.app);
    expect(
      await setRoles(context.db, member.userId, [
        'superuser',
        'english_genz_editor',
        'Admin',
        'english_genz_editor',
      ]),
    ).toBe(true);
    const [row] = await context.db
      .select({ roles: user.roles })
      .from(user)
      .where(eq(user.id, member.userId));
    expect(row!.roles).toEqual(['english_genz_editor']);

    // Written by something else (an old import, a hand-made UPDATE): still only recognised roles count.
    await context.db.execute(
      sql`update "user" set roles = array['root', 'persian_slang_editor', 'ADMIN']::text[] where id = ${member.userId}`,
    );
    expect(await getRoles(context.db, member.userId)).toEqual(['persian_slang_editor']);
    expect(await rolesSeenBy({ cookie: member.cookie })).toEqual(['persian_slang_editor']);
    const admin = await context.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: member.cookie },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('setRoles answers false for a user that does not exist', async () => {
    expect(await setRoles(context.db, 'no-such-user', ['admin'])).toBe(false);
  });
});
