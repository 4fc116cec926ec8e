// GET /api/settings/:key: public settings read '' until set, then the stored value; other keys are 404.
// PUT /api/settings/latestVideoUrl: admins set the daily video's link (a supported video link, or '' to clear).
// Who may call the PUT is in the authorization matrix; the 401/403 here check the answers' shape.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { LATEST_VIDEO_URL_MAX, LATEST_VIDEO_URL_MESSAGES } from '@shared/schemas/settings';
import { settings } from '../db/schema';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import { cookieHeaders, createSignedInUser } from '../test/auth-helpers';
import {
  type DatabaseContext,
  forEachDatabase,
  JSON_HEADERS,
  onOneDatabase,
} from '../test/test-app';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const TIKTOK = 'https://www.tiktok.com/@someone/video/7234567890123456789';

const readSetting = (context: DatabaseContext) =>
  context.app.inject({ method: 'GET', url: '/api/settings/latestVideoUrl' });
const signedInAdmin = (context: DatabaseContext) =>
  createSignedInUser(context.app, { roles: ['admin'], label: 'settings-admin' });

// What a read returns is only certain in this file's own PGlite database: on PostgreSQL every test file shares
// one database, and the authorization matrix and the fuzz tests set latestVideoUrl there too, as an admin would.
forEachDatabase(
  'Setting latestVideoUrl, read back',
  (context) => {
    const reset = () => context.truncate(settings);

    it('answers {value:""} for latestVideoUrl while it is unset', async () => {
      await reset();
      const response = await readSetting(context);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ value: '' });
    });

    it('answers the stored value once a row exists', async () => {
      await reset();
      await context.db.insert(settings).values({ key: 'latestVideoUrl', value: YOUTUBE });
      const response = await readSetting(context);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ value: YOUTUBE });
    });

    it('answers what an admin set, then a change, then "" once cleared', async () => {
      await reset();
      const admin = await signedInAdmin(context);
      for (const value of [YOUTUBE, TIKTOK, '']) {
        expect(
          expectOk(
            await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', { value }),
          ),
        ).toEqual({ value });
        expect((await readSetting(context)).json()).toEqual({ value });
      }
      expect(await context.db.select().from(settings)).toEqual([]);
    });

    it('keeps the stored link when a change is refused', async () => {
      await reset();
      const admin = await signedInAdmin(context);
      await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', { value: YOUTUBE });
      const refused = await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', {
        value: 'https://example.com/video.mp4',
      });
      expect(refused.statusCode).toBe(400);
      expect((await readSetting(context)).json()).toEqual({ value: YOUTUBE });
    });
  },
  { only: ['pglite'] },
);

// Runs on one database: which keys are public and who may write them is decided in code.
onOneDatabase('Settings API', (context) => {
  it('answers 404 NOT_FOUND for a key that is not public, even when a row exists', async () => {
    await context.db
      .insert(settings)
      .values({ key: 'smtpPassword', value: 'secret' })
      .onConflictDoNothing();
    for (const key of ['smtpPassword', 'unknown', 'LATESTVIDEOURL']) {
      const response = await context.app.inject({ method: 'GET', url: `/api/settings/${key}` });
      expect(response.statusCode).toBe(404);
      const body = response.json<ApiError>();
      expect(body.code).toBe('NOT_FOUND');
      expect(body.error).toBe(`There is no public setting named "${key}".`);
      expect(response.body).not.toContain('secret');
    }
    await context.db.delete(settings).where(eq(settings.key, 'smtpPassword'));
  });

  it('lets an admin set the link (trimmed), change it and clear it, answering {value}', async () => {
    const admin = await signedInAdmin(context);
    const put = (value: string) =>
      callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', { value });
    // The first stores a row (or replaces one another test file left), the second replaces it.
    expect(expectOk(await put(`  ${YOUTUBE}\n`))).toEqual({ value: YOUTUBE });
    expect(expectOk(await put(TIKTOK))).toEqual({ value: TIKTOK });
    expect(expectOk(await put(''))).toEqual({ value: '' });
    expect(expectOk(await put('   '))).toEqual({ value: '' });
  });

  it('refuses a link the card cannot embed with 400 VALIDATION_FAILED and a clear message', async () => {
    const admin = await signedInAdmin(context);
    for (const value of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a link',
    ]) {
      const body = expectApiError(
        await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', { value }),
        400,
        'VALIDATION_FAILED',
        LATEST_VIDEO_URL_MESSAGES.unsupported,
      );
      expect(body.details).toEqual([
        { field: 'value', message: LATEST_VIDEO_URL_MESSAGES.unsupported },
      ]);
    }
    expectApiError(
      await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', {
        value: `${YOUTUBE}&x=${'a'.repeat(LATEST_VIDEO_URL_MAX)}`,
      }),
      400,
      'VALIDATION_FAILED',
      LATEST_VIDEO_URL_MESSAGES.tooLong,
    );
    for (const body of [{}, { value: 42 }, { value: null }]) {
      expectApiError(
        await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', body),
        400,
        'VALIDATION_FAILED',
        LATEST_VIDEO_URL_MESSAGES.missing,
      );
    }
    expectApiError(
      await callApi(context.app, admin, 'PUT', '/api/settings/latestVideoUrl', {
        value: YOUTUBE,
        key: 'smtpPassword',
      }),
      400,
      'VALIDATION_FAILED',
      /key/,
    );
  });

  it('answers 401 signed out and 403 to signed-in non-admins, before looking at the body', async () => {
    const put = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/settings/latestVideoUrl',
        headers: { ...JSON_HEADERS, ...headers },
        payload: JSON.stringify({ value: 'not a link' }),
      });
    expectApiError(
      await put({ origin: 'http://localhost:3000' }),
      401,
      'UNAUTHORIZED',
      'Unauthorized: please sign in.',
    );
    for (const roles of [[], ['english_genz_editor']] as const) {
      const session = await createSignedInUser(context.app, { roles });
      expectApiError(
        await put(cookieHeaders(session)),
        403,
        'FORBIDDEN',
        'You do not have sufficient privileges for this action.',
      );
    }
  });

  it('refuses a signed-in admin’s change from another site (CSRF)', async () => {
    const admin = await signedInAdmin(context);
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/settings/latestVideoUrl',
      headers: { ...JSON_HEADERS, ...cookieHeaders(admin, 'https://evil.example') },
      payload: JSON.stringify({ value: '' }),
    });
    expect(response.statusCode).toBe(403);
  });
});
