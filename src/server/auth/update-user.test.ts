// POST /api/auth/update-user is checked by our schema before Better Auth sees it (it used to store any JSON:
// `["a","b"]` as "a,b", `{"x":1}` as "[object Object]", 60,000 characters, `javascript:` pictures), and the
// auth bodies refuse NUL and lone surrogates with a 400 instead of reaching the database.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { UNSAFE_TEXT_MESSAGE } from '@shared/schemas/text';
import { user } from '../db/schema';
import {
  bearerHeaders,
  cookieHeaders,
  createSignedInUser,
  TEST_PASSWORD,
  uniqueEmail,
  type TestSession,
} from '../test/auth-helpers';
import { forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

forEachDatabase('Updating one’s own account', (context) => {
  const stored = async (session: TestSession) => {
    const [row] = await context.db
      .select({ name: user.name, image: user.image })
      .from(user)
      .where(eq(user.id, session.userId));
    return row;
  };
  const update = (session: TestSession | null, payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...JSON_HEADERS, ...(session ? cookieHeaders(session) : {}) },
      payload: JSON.stringify(payload),
    });

  it.each([
    ['an array name and an object image', { name: ['a', 'b'], image: { x: 1 } }],
    ['a 60,000-character name', { name: 'n'.repeat(60_000) }],
    ['an 81-character name', { name: 'n'.repeat(81) }],
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a null name', { name: null }],
    ['a javascript: picture', { image: 'javascript:alert(1)' }],
    ['a data: picture', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an http picture', { image: 'http://example.com/me.png' }],
    ['a picture address of 2,049 characters', { image: `https://example.com/${'a'.repeat(2030)}` }],
    ['another field (e-mail)', { email: 'someone-else@example.com' }],
    ['another field (roles)', { name: 'Ann', roles: ['admin'] }],
    ['a NUL in the name', { name: 'a\u0000b' }],
    ['a lone surrogate in the name', { name: 'a\ud800' }],
  ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
    const session = await createSignedInUser(context.app, { name: 'Before Change' });
    const before = await stored(session);
    const response = await update(session, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
    expect(hasStackTrace(response.body)).toBe(false);
    expect(await stored(session)).toEqual(before);
  });

  it('says which rule a NUL breaks', async () => {
    const session = await createSignedInUser(context.app);
    const response = await update(session, { name: 'a\u0000b' });
    expect(response.json<ApiError>().error).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('stores a valid name (trimmed) and https picture, and removes the picture with null', async () => {
    const session = await createSignedInUser(context.app, { name: 'Old Name' });
    const image = 'https://images.example.com/me.png?size=96';
    const response = await update(session, { name: '  Nova Lee  ', image });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(session)).toEqual({ name: 'Nova Lee', image });

    const me = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session.cookie },
    });
    expect(me.json<{ user: { name: string; firstName: string } }>().user).toMatchObject({
      name: 'Nova Lee',
      firstName: 'Nova',
    });

    const removed = await update(session, { image: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stored(session)).toEqual({ name: 'Nova Lee', image: null });
  });

  it('works with a bearer token too, and needs a session (401 without one)', async () => {
    const session = await createSignedInUser(context.app);
    const byBearer = await context.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...JSON_HEADERS, ...bearerHeaders(session) },
      payload: { name: 'Bearer Name' },
    });
    expect(byBearer.statusCode, byBearer.body).toBe(200);
    expect((await stored(session))?.name).toBe('Bearer Name');

    const anonymous = await update(null, { name: 'Nobody' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ApiError>().code).toBe('UNAUTHORIZED');
  });

  it('refuses NUL and lone surrogates in sign-up and sign-in bodies with 400, not 500', async () => {
    for (const [url, payload] of [
      [
        '/api/auth/sign-up/email',
        { name: 'a\u0000b', email: uniqueEmail(), password: TEST_PASSWORD },
      ],
      [
        '/api/auth/sign-up/email',
        { name: 'Ann', email: uniqueEmail(), password: 'pass\ud800word1' },
      ],
      ['/api/auth/sign-in/email', { email: `a\u0000${uniqueEmail()}`, password: TEST_PASSWORD }],
      ['/api/auth/sign-in/email', { email: uniqueEmail(), password: 'x\u0000' }],
      [
        '/api/auth/sign-in/email',
        { email: uniqueEmail(), password: TEST_PASSWORD, callbackURL: '/\udc00' },
      ],
    ] as const) {
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: JSON_HEADERS,
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        error: UNSAFE_TEXT_MESSAGE,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});
