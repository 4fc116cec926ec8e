// /api/shares: a translation made into a public link — 201 with the link from the configured public address, the
// share read back without who made it, validation, 404 for unknown ids, the signed-in sharer kept on the row; and
// the picture and page of a shared translation.
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { CreateShareResponse, SharedTranslation } from '@shared/schemas/shares';
import { TRANSLATE_INPUT_MAX } from '@shared/limits';
import { sharedTranslations } from '../db/schema';
import { cookieHeaders, createSignedInUser } from '../test/auth-helpers';
import {
  createFakeClientDir,
  errorBodyOf,
  hasStackTrace,
  JSON_HEADERS,
  onOneDatabase,
} from '../test/test-app';

const PUBLIC_URL = 'https://slangbridge.test';

const share = {
  sourceText: 'That party last night was great.',
  translatedText: 'That party last night was bussin, no cap.',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
  explanation: '“Bussin” means excellent; “no cap” means no lie.',
  terms: [
    { term: 'bussin', meaning: 'excellent' },
    { term: 'no cap', meaning: 'no lie, for real' },
  ],
};

onOneDatabase(
  '/api/shares',
  (context) => {
    const client = createFakeClientDir();
    afterAll(() => client.remove());

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/api/shares',
        headers: { ...JSON_HEADERS, ...headers },
        payload: JSON.stringify(body),
      });

    it('answers 201 with an unguessable id and the public link, and GET reads the share back', async () => {
      const created = await post(share);
      expect(created.statusCode, created.body).toBe(201);
      const { id, url } = created.json<CreateShareResponse>();
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(url).toBe(`${PUBLIC_URL}/s/${id}`);

      const read = await context.app.inject({ url: `/api/shares/${id}` });
      expect(read.statusCode).toBe(200);
      const body = read.json<SharedTranslation>();
      expect(body).toMatchObject({ id, ...share });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
      // Who shared it is never said.
      expect(body).not.toHaveProperty('userId');
      // Two shares of the same translation are two links.
      const again = await post(share);
      expect(again.json<CreateShareResponse>().id).not.toBe(id);
    });

    it('keeps what a signed-out visitor shares without explanation or terms', async () => {
      const { explanation: _explanation, terms: _terms, ...bare } = share;
      const created = await post(bare);
      expect(created.statusCode).toBe(201);
      const { id } = created.json<CreateShareResponse>();
      const [row] = await context.db
        .select()
        .from(sharedTranslations)
        .where(eq(sharedTranslations.id, id));
      expect(row).toMatchObject({ userId: null, explanation: null, terms: [] });
    });

    it('ties a signed-in sharer’s link to their account', async () => {
      const session = await createSignedInUser(context.app);
      const created = await post(share, cookieHeaders(session));
      expect(created.statusCode).toBe(201);
      const [row] = await context.db
        .select()
        .from(sharedTranslations)
        .where(eq(sharedTranslations.id, created.json<CreateShareResponse>().id));
      expect(row!.userId).toBe(session.userId);
    });

    it.each([
      ['a blank source text', { ...share, sourceText: '   ' }],
      ['no translation', { ...share, translatedText: undefined }],
      [
        'a source text over the limit',
        { ...share, sourceText: 'a'.repeat(TRANSLATE_INPUT_MAX + 1) },
      ],
      ['an unknown language', { ...share, targetLanguage: 'klingon' }],
      ['a NUL character', { ...share, translatedText: 'bad\u0000text' }],
      ['too many terms', { ...share, terms: Array(31).fill({ term: 'x', meaning: 'y' }) }],
      ['an explanation over the limit', { ...share, explanation: 'e'.repeat(5001) }],
    ])('answers 400 with a JSON error for %s', async (_label, body) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(hasStackTrace(response.body)).toBe(false);
    });

    it('answers 404 {error, code} for an unknown share', async () => {
      for (const url of ['/api/shares/AAAAAAAAAAAA', '/api/shares/nope']) {
        const response = await context.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(errorBodyOf(response)).toEqual({
          error: 'Shared translation not found.',
          code: 'NOT_FOUND',
        });
      }
    });

    it('draws its 1200×630 picture once and serves it for a day; 404 JSON for an unknown id', async () => {
      const { id } = (await post(share)).json<CreateShareResponse>();
      const first = await context.app.inject({ url: `/og/s/${id}.png` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(first.rawPayload.readUInt32BE(16)).toBe(1200);
      expect(first.rawPayload.readUInt32BE(20)).toBe(630);
      const missing = await context.app.inject({ url: '/og/s/AAAAAAAAAAAA.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('serves /s/{id} with the before and after, the slang explained and the share picture, escaped', async () => {
      const app = await context.buildApp({
        clientDir: client.dir,
        env: { PUBLIC_URL },
      });
      const { id } = (await post(share)).json<CreateShareResponse>();
      const page = await app.inject({ url: `/s/${id}`, headers: { host: 'evil.example' } });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/s/${id}" />`);
      expect(html).toMatch(
        new RegExp(
          `<meta property="og:image" content="${PUBLIC_URL}/og/s/${id}\\.png\\?v=[\\w-]+" />`,
        ),
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('Standard English');
      expect(html).toContain('That party last night was bussin, no cap.');
      expect(html).toContain('no lie, for real');
      expect(html).toContain('<a href="/">Translate your own</a>');
      expect(html).not.toContain('evil.example');
      // Shared links are for the people they are sent to, not for search results.
      expect(html).toContain('<meta name="robots" content="noindex" />');

      const hostile = `</script><img src=x onerror=alert(1)>"'`;
      const { id: hostileId } = (
        await post({ ...share, sourceText: hostile, explanation: hostile })
      ).json<CreateShareResponse>();
      const escaped = (await app.inject({ url: `/s/${hostileId}` })).body;
      expect(escaped).not.toContain('<img src=x');
      expect(escaped).toContain('&lt;img src=x onerror=alert(1)&gt;');

      const unknown = await app.inject({ url: '/s/AAAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    });
  },
  { app: { env: { PUBLIC_URL } } },
);
