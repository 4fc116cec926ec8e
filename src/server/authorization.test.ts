// Checks the authorization matrix (src/server/test/authorization-matrix.ts): every protected endpoint × {anonymous,
// signed-in user, editor of another style, editor of the style, admin}, by cookie, by session bearer token and by an
// API key of each caller (issue 13); and that every API route (/api and /v1) is either in the matrix or declared
// public.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { EDITOR_STYLES, STYLE_EDITOR_ROLES, type EditorStyle, type Role } from '@shared/roles';
import {
  AUTHORIZATION_MATRIX,
  DEFAULT_MATRIX_STYLE,
  PRINCIPALS,
  PUBLIC_ROUTES,
  type AuthorizationRow,
  type MatrixIds,
  type Principal,
  type SignedInPrincipal,
} from './test/authorization-matrix';
import { setRoles } from './auth/roles-repository';
import {
  createSession,
  createSignedInUser,
  signUp,
  TEST_ORIGIN,
  type TestSession,
} from './test/auth-helpers';
import { isMethodRefusal } from './routes/v1/index';
import { expectMatchesOpenApi } from './test/openapi-contract';
import { createApiKeyFor } from './test/v1-fixtures';
import { forEachDatabase, JSON_HEADERS, type DatabaseContext } from './test/test-app';

type Mode = 'cookie' | 'bearer' | 'apiKey';
const MODES: readonly Mode[] = ['cookie', 'bearer', 'apiKey'];

/** The status a row expects for a caller in a mode: only keys authenticate on /v1, and only sessions elsewhere. */
function expectedStatus(row: AuthorizationRow, principal: Principal, mode: Mode): number {
  if (principal === 'anonymous') return row.expected.anonymous;
  const authenticates = row.apiKey ? mode === 'apiKey' : mode !== 'apiKey';
  return authenticates ? row.expected[principal] : row.expected.anonymous;
}

/** Another style than `style`, for the editor who must be refused. */
const otherStyleThan = (style: EditorStyle) =>
  style === 'gen_z_spanish'
    ? 'gen_z_english'
    : style === DEFAULT_MATRIX_STYLE
      ? 'gen_z_spanish'
      : DEFAULT_MATRIX_STYLE;

interface Principals {
  sessions: Record<SignedInPrincipal, TestSession>;
  /** An API key of each caller (its secret). */
  apiKeys: Record<SignedInPrincipal, string>;
  ids: MatrixIds;
}

function rolesFor(principal: SignedInPrincipal, style: EditorStyle): Role[] {
  switch (principal) {
    case 'user':
      return [];
    case 'otherEditor':
      return [STYLE_EDITOR_ROLES[otherStyleThan(style)]];
    case 'editor':
      return [STYLE_EDITOR_ROLES[style]];
    case 'admin':
      return ['admin'];
  }
}

const resolveUrl = (row: AuthorizationRow, ids: MatrixIds) =>
  typeof row.url === 'function' ? row.url(ids) : row.url;

function credentials(
  session: TestSession | undefined,
  apiKey: string | undefined,
  mode: Mode,
): Record<string, string> {
  if (!session) return { origin: TEST_ORIGIN };
  if (mode === 'apiKey') return { authorization: `Bearer ${apiKey}` };
  return mode === 'cookie'
    ? { cookie: session.cookie, origin: TEST_ORIGIN }
    : { authorization: `Bearer ${session.token}` };
}

forEachDatabase(
  'Authorization matrix',
  (context: DatabaseContext) => {
    // Signed up once per database (sessions live in the database, so they work in every test's app).
    const principalsByStyle = new Map<EditorStyle, Promise<Principals>>();
    let targetUserId: Promise<string> | undefined;

    async function createPrincipals(app: FastifyInstance, style: EditorStyle): Promise<Principals> {
      targetUserId ??= createSignedInUser(app, { name: 'Matrix Target' }).then(
        (session) => session.userId,
      );
      const signedIn: SignedInPrincipal[] = ['user', 'otherEditor', 'editor', 'admin'];
      const sessions = {} as Record<SignedInPrincipal, TestSession>;
      const apiKeys = {} as Record<SignedInPrincipal, string>;
      for (const principal of signedIn) {
        const session = await signUp(app, { name: `Matrix ${principal}` });
        const roles = rolesFor(principal, style);
        if (roles.length) expect(await setRoles(context.db, session.userId, roles)).toBe(true);
        sessions[principal] = session;
        apiKeys[principal] = (await createApiKeyFor(context.db, session.userId)).secret;
      }
      const userIds = Object.fromEntries(
        signedIn.map((principal) => [principal, sessions[principal].userId]),
      ) as Record<SignedInPrincipal, string>;
      return { sessions, apiKeys, ids: { targetUserId: await targetUserId, userIds } };
    }

    const principalsFor = (app: FastifyInstance, style: EditorStyle) => {
      let principals = principalsByStyle.get(style);
      if (!principals) {
        principals = createPrincipals(app, style);
        principalsByStyle.set(style, principals);
      }
      return principals;
    };

    async function statusOf(
      app: FastifyInstance,
      row: AuthorizationRow,
      ids: MatrixIds,
      session: TestSession | undefined,
      apiKey: string | undefined,
      mode: Mode,
    ): Promise<number> {
      const response = await app.inject({
        method: row.method,
        url: resolveUrl(row, ids),
        headers: {
          ...credentials(session, apiKey, mode),
          ...(row.body === undefined ? {} : JSON_HEADERS),
        },
        ...(row.body === undefined ? {} : { payload: JSON.stringify(row.body) }),
      });
      // Every answer of the public API, refusals included, is the one its OpenAPI document promises.
      if (row.apiKey) await expectMatchesOpenApi(app, response);
      return response.statusCode;
    }

    it.each(AUTHORIZATION_MATRIX.map((row) => [`${row.method} ${row.name}`, row] as const))(
      '%s',
      async (_title, row) => {
        const app = context.app;
        const style = row.style ?? DEFAULT_MATRIX_STYLE;
        const { sessions, apiKeys, ids } = await principalsFor(app, style);
        const mismatches: string[] = [];
        for (const principal of PRINCIPALS) {
          for (const mode of principal === 'anonymous' ? (['cookie'] as const) : MODES) {
            let session: TestSession | undefined =
              principal === 'anonymous' ? undefined : sessions[principal];
            // A throwaway session of the same user, so the shared one outlives a logout row.
            if (session && row.endsSession)
              session = await createSession(app, session.userId, session.email);
            // A row about a record gets a fresh one for every call (an edit bumps its version).
            const callIds = row.fixture
              ? { ...ids, fixtureId: await row.fixture(context.db, style) }
              : ids;
            const apiKey = principal === 'anonymous' ? undefined : apiKeys[principal];
            const status = await statusOf(app, row, callIds, session, apiKey, mode);
            const expected = expectedStatus(row, principal, mode);
            if (status !== expected) {
              mismatches.push(
                `${principal} (${principal === 'anonymous' ? 'no session' : mode}): got ${status}, expected ${expected}`,
              );
            }
          }
        }
        expect(mismatches, `${row.method} ${resolveUrl(row, ids)}`).toEqual([]);
      },
    );

    it('has a row (or a PUBLIC_ROUTES entry) for every API route', async () => {
      const routes: { method: string; url: string }[] = [];
      await context.buildApp({
        onRoute: (route: RouteOptions) => {
          // A /v1 path's other methods answer 405 to everyone: no one is authorized to anything there.
          if (isMethodRefusal(route)) return;
          for (const method of [route.method].flat()) {
            if (
              method !== 'HEAD' &&
              (route.url.startsWith('/api/') || route.url.startsWith('/v1/'))
            )
              routes.push({ method, url: route.url });
          }
        },
      });
      expect(routes.length).toBeGreaterThan(5);

      const dummyIds: MatrixIds = {
        targetUserId: 'target-id',
        userIds: { user: 'u', otherEditor: 'o', editor: 'e', admin: 'a' },
      };
      const patternOf = (url: string) =>
        new RegExp(
          `^${url
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/:[^/]+/g, '[^/]+')
            .replace(/\*/g, '.*')}$`,
        );
      const uncovered = routes.filter(({ method, url }) => {
        if (PUBLIC_ROUTES.includes(`${method} ${url}`)) return false;
        const pattern = patternOf(url);
        return !AUTHORIZATION_MATRIX.some(
          (row) => row.method === method && pattern.test(resolveUrl(row, dummyIds).split('?')[0]!),
        );
      });
      expect(
        uncovered.map(({ method, url }) => `${method} ${url}`),
        'Add these routes to AUTHORIZATION_MATRIX (or PUBLIC_ROUTES) in src/server/test/authorization-matrix.ts',
      ).toEqual([]);
    });

    it('names only styles that exist, and editors of different styles', () => {
      for (const row of AUTHORIZATION_MATRIX) {
        const style = row.style ?? DEFAULT_MATRIX_STYLE;
        expect(EDITOR_STYLES).toContain(style);
        expect(otherStyleThan(style)).not.toBe(style);
      }
    });
  },
  // Runs on one database: who may call what is decided in code, before any query.
  { app: { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, dependsOnDatabase: false },
);
