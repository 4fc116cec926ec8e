// The guards on a small Fastify instance: signed in (401), a role or admin (403), and a style's editor role or
// admin (styleRoleRequired). Who is asking is stubbed here; the real session lookup is tested through the API.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EDITOR_ROLES,
  EDITOR_STYLES,
  STYLE_EDITOR_ROLES,
  canEditStyle,
  isEditorStyle,
  type Role,
} from '@shared/roles';
import type { SessionUser } from '@shared/schemas/auth';
import { handleError } from '../errors';
import { roleRequired, signedIn, styleRoleRequired } from './guards';

vi.mock('./session', () => ({
  getSessionUser: (request: FastifyRequest) => {
    const roles = request.headers['x-test-roles'];
    if (typeof roles !== 'string') return Promise.resolve(null);
    const user: SessionUser = {
      id: 'u1',
      name: 'Test',
      firstName: 'Test',
      email: 't@example.com',
      image: null,
      createdAt: new Date(0).toISOString(),
      roles: roles ? (roles.split(',') as Role[]) : [],
    };
    return Promise.resolve(user);
  },
}));

describe('the style → editor role map', () => {
  it('maps each style key of spec 2 to its editor role', () => {
    expect(STYLE_EDITOR_ROLES).toEqual({
      gen_z_english: 'english_genz_editor',
      gen_z_spanish: 'spanish_genz_editor',
      rioplatense_spanish: 'rioplatense_spanish_editor',
      iraqi_arabic: 'iraqi_arabic_editor',
      russian_genz: 'russian_genz_editor',
      persian_slang: 'persian_slang_editor',
    });
    // Every editor role edits exactly one style.
    expect(Object.values(STYLE_EDITOR_ROLES).sort()).toEqual([...EDITOR_ROLES].sort());
  });

  it('recognises style keys only', () => {
    expect(isEditorStyle('gen_z_english')).toBe(true);
    expect(isEditorStyle('toString')).toBe(false);
    expect(isEditorStyle('admin')).toBe(false);
    expect(isEditorStyle(undefined)).toBe(false);
  });

  it('lets admin edit every style, an editor only theirs', () => {
    for (const style of EDITOR_STYLES) {
      expect(canEditStyle(['admin'], style)).toBe(true);
      expect(canEditStyle([STYLE_EDITOR_ROLES[style]], style)).toBe(true);
      expect(canEditStyle([], style)).toBe(false);
    }
    expect(canEditStyle(['spanish_genz_editor'], 'gen_z_english')).toBe(false);
  });
});

describe('guards on a Fastify route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/signed-in', { preHandler: signedIn }, () => ({ ok: true }));
    app.get('/admin', { preHandler: roleRequired('admin') }, () => ({ ok: true }));
    // A folder of one style's editor routes, guarded once.
    await app.register((editor, _options, done) => {
      editor.addHook('onRequest', styleRoleRequired('gen_z_english'));
      editor.get('/editor/gen_z_english', () => ({ ok: true }));
      editor.post('/editor/gen_z_english/translations', () => ({ ok: true }));
      done();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, roles?: string) =>
    app.inject({ method, url, headers: roles === undefined ? {} : { 'x-test-roles': roles } });

  it.each([
    // [who, roles header, /signed-in, /admin, editor GET, editor POST]
    ['anonymous', undefined, 401, 401, 401, 401],
    ['a signed-in user', '', 200, 403, 403, 403],
    ['the editor of another style', 'spanish_genz_editor', 200, 403, 403, 403],
    ['the editor of the style', 'english_genz_editor', 200, 403, 200, 200],
    [
      'an editor of several styles including it',
      'iraqi_arabic_editor,english_genz_editor',
      200,
      403,
      200,
      200,
    ],
    ['admin', 'admin', 200, 200, 200, 200],
  ] as const)('%s', async (_who, roles, signedInStatus, adminStatus, editorGet, editorPost) => {
    expect((await call('GET', '/signed-in', roles)).statusCode).toBe(signedInStatus);
    expect((await call('GET', '/admin', roles)).statusCode).toBe(adminStatus);
    expect((await call('GET', '/editor/gen_z_english', roles)).statusCode).toBe(editorGet);
    expect((await call('POST', '/editor/gen_z_english/translations', roles)).statusCode).toBe(
      editorPost,
    );
  });

  it('answers in our error format: 401 UNAUTHORIZED, 403 FORBIDDEN', async () => {
    expect((await call('GET', '/editor/gen_z_english')).json()).toEqual({
      error: 'Unauthorized: please sign in.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as unknown,
    });
    expect((await call('GET', '/editor/gen_z_english', 'persian_slang_editor')).json()).toEqual({
      error: 'You do not have sufficient privileges for this action.',
      code: 'FORBIDDEN',
      requestId: expect.any(String) as unknown,
    });
  });
});
