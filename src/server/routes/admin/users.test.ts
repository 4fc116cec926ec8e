// /api/admin/users: admins list accounts (allow-listed fields only) and set roles; validation, 404, and the guard
// on the whole folder. Who may call what is in the authorization matrix; this file checks what the calls do.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { getRoles } from '../../auth/roles-repository';
import {
  bearerHeaders,
  cookieHeaders,
  createSignedInUser,
  type TestSession,
} from '../../test/auth-helpers';
import { errorBodyOf, forEachDatabase, hasStackTrace, JSON_HEADERS } from '../../test/test-app';

interface AdminUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
  createdAt: string;
}

forEachDatabase('Admin users API', (context) => {
  let admin: TestSession;
  const list = (query?: string, session = admin) =>
    context.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      query: query === undefined ? {} : { query },
      headers: bearerHeaders(session),
    });
  const putRoles = (id: string, body: unknown, session = admin) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${encodeURIComponent(id)}/roles`,
      headers: { ...JSON_HEADERS, ...cookieHeaders(session) },
      payload: JSON.stringify(body),
    });

  it('lists users with id, name, email, roles and createdAt only (no password, tokens or verification)', async () => {
    admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const tag = `list${Date.now().toString(36)}`;
    const member = await createSignedInUser(context.app, { label: tag, name: 'Listed Member' });
    const response = await list(tag);
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{ users: AdminUser[] }>();
    expect(users).toHaveLength(1);
    const [listed] = users as [AdminUser];
    expect(Object.keys(listed).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'roles']);
    expect(listed).toMatchObject({
      id: member.userId,
      name: 'Listed Member',
      email: member.email,
      roles: [],
    });
    expect(listed.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(response.body).not.toMatch(/password|token|emailVerified|session/i);
  });

  it('searches e-mail and name without case, literally (a % or _ is not a wildcard)', async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const tag = `find${Date.now().toString(36)}`;
    const a = await createSignedInUser(context.app, { label: `${tag}-a`, name: 'Zed A' });
    const b = await createSignedInUser(context.app, { label: 'b', name: `Person ${tag}` });
    const byTag = (await list(tag.toUpperCase())).json<{ users: AdminUser[] }>().users;
    expect(byTag.map((u) => u.id).sort()).toEqual([a.userId, b.userId].sort());

    expect((await list('%')).json<{ users: AdminUser[] }>().users).toEqual([]);
    expect(
      (await list(`${tag.slice(0, 3)}_${tag.slice(4)}`)).json<{ users: AdminUser[] }>().users,
    ).toEqual([]);
  });

  it('lists the newest users first', async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const tag = `order${Date.now().toString(36)}`;
    const older = await createSignedInUser(context.app, { label: tag });
    await context.db.execute(
      sql`update "user" set created_at = now() - interval '1 day' where id = ${older.userId}`,
    );
    const newer = await createSignedInUser(context.app, { label: tag });
    const users = (await list(tag)).json<{ users: AdminUser[] }>().users;
    expect(users.map((u) => u.id)).toEqual([newer.userId, older.userId]);
  });

  it('shows only recognised roles even when the database holds others', async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const member = await createSignedInUser(context.app);
    await context.db.execute(
      sql`update "user" set roles = array['root', 'iraqi_arabic_editor']::text[] where id = ${member.userId}`,
    );
    const users = (await list(member.email)).json<{ users: AdminUser[] }>().users;
    expect(users.map((u) => u.roles)).toEqual([['iraqi_arabic_editor']]);
  });

  it('sets a user’s roles (deduplicated) and answers them', async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const member = await createSignedInUser(context.app);
    const response = await putRoles(member.userId, {
      roles: ['russian_genz_editor', 'iraqi_arabic_editor', 'russian_genz_editor'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.userId,
      roles: ['russian_genz_editor', 'iraqi_arabic_editor'],
    });
    expect(await getRoles(context.db, member.userId)).toEqual([
      'russian_genz_editor',
      'iraqi_arabic_editor',
    ]);
  });

  it.each([
    ['an unknown role', { roles: ['superuser'] }],
    ['roles as a string', { roles: 'admin' }],
    ['no roles', {}],
    ['extra keys (status, ownership)', { roles: [], status: 'banned', userId: 'someone' }],
    ['too many roles', { roles: Array.from({ length: 8 }, () => 'admin') }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const member = await createSignedInUser(context.app, { roles: ['persian_slang_editor'] });
    const response = await putRoles(member.userId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
    expect(hasStackTrace(response.body)).toBe(false);
    expect(await getRoles(context.db, member.userId)).toEqual(['persian_slang_editor']);
  });

  it('answers 404 NOT_FOUND for a user that does not exist', async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'] });
    const response = await putRoles('no-such-user', { roles: ['admin'] });
    expect(response.statusCode).toBe(404);
    expect(errorBodyOf(response)).toEqual({ error: 'There is no such user.', code: 'NOT_FOUND' });
  });

  it('guards the whole folder: 401 signed out, 403 for editors, before validating anything', async () => {
    const editor = await createSignedInUser(context.app, { roles: ['english_genz_editor'] });
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: '/api/admin/users/x/roles',
      headers: JSON_HEADERS,
      payload: '{"roles":"not even valid"}',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await putRoles(editor.userId, { roles: ['admin'] }, editor)).statusCode).toBe(403);
    expect((await list(undefined, editor)).statusCode).toBe(403);
    // Nobody can make themselves admin.
    expect(await getRoles(context.db, editor.userId)).toEqual(['english_genz_editor']);
  });
});
