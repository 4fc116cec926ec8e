// The public API's routes (issue 13 item 2): translate through the app's pipeline into the owner's history, speech,
// the owner's history page by page, the language registry; bad input on each is a 400 in the error format. Every
// answer is checked against the OpenAPI document.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import {
  BAD_CURSOR_MESSAGE,
  BLANK_SPEECH_MESSAGE,
  ENCODED_BODY_MESSAGE,
  UNKNOWN_VOICE_MESSAGE,
} from '@shared/schemas/public-api';
import { userTranslations } from '../../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { fetchOpenApiDocument, injectChecked } from '../../test/openapi-contract';
import { forEachDatabase, JSON_HEADERS } from '../../test/test-app';
import { bearer, createApiKeyFor, type TestApiKey } from '../../test/v1-fixtures';
import { decodeHistoryCursor, encodeHistoryCursor } from './history';

const TRANSLATION = { from: 'standard_english', to: 'gen_z_english', text: 'that party was great' };

const post = (url: string, key: TestApiKey, body: unknown): InjectOptions => ({
  method: 'POST',
  url,
  headers: { ...bearer(key), ...JSON_HEADERS },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
const get = (url: string, key: TestApiKey): InjectOptions => ({
  method: 'GET',
  url,
  headers: bearer(key),
});

async function keyHolder(app: FastifyInstance) {
  const session = await createSignedInUser(app);
  const key = await createApiKeyFor(app.db, session.userId);
  return { session, key };
}

interface HistoryPage {
  items: {
    id: string;
    from: string;
    to: string;
    text: string;
    translation: string;
    createdAt: string;
  }[];
  nextCursor: string | null;
}

it('keeps history cursors opaque and refuses made-up ones', () => {
  const cursor = { time: '2026-01-05T10:00:00.123456Z', id: randomUUID() };
  const encoded = encodeHistoryCursor(cursor);
  expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeHistoryCursor(encoded)).toEqual(cursor);
  expect(decodeHistoryCursor('abc')).toBeNull();
  expect(
    decodeHistoryCursor(
      encodeHistoryCursor({ time: '2026-02-30T10:00:00.000000Z', id: cursor.id }),
    ),
  ).toBeNull();
  expect(decodeHistoryCursor(encodeHistoryCursor({ time: cursor.time, id: 'nope' }))).toBeNull();
});

forEachDatabase('The /v1 routes', (context) => {
  it('translates through the app’s pipeline and saves to the owner’s history', async () => {
    const { app } = context;
    const { session, key } = await keyHolder(app);
    // A text no editor has approved a translation of (the PostgreSQL database is shared with other files).
    const request = { ...TRANSLATION, text: `that party was great ${randomUUID().slice(0, 8)}` };
    const response = await injectChecked(app, post('/v1/translate', key, request));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ translation: string; explanation: string; engine: string }>();
    expect(Object.keys(body).sort()).toEqual([
      'alternatives',
      'engine',
      'explanation',
      'translation',
    ]);
    expect(body.engine).toBe('style-engine');
    expect(body.translation).not.toBe('');

    // The same answer as the app's own call, now from the shared cache.
    const app2 = await app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: JSON_HEADERS,
      payload: JSON.stringify({
        inputText: request.text,
        sourceLanguage: request.from,
        targetLanguage: request.to,
      }),
    });
    expect(app2.json()).toMatchObject({ translation: body.translation, engine: 'cache' });

    // In the owner's history in the app (signed in) and through the API.
    const inApp = await app.inject({
      method: 'GET',
      url: '/api/translations/history',
      headers: { cookie: session.cookie },
    });
    expect(inApp.json()).toEqual([
      expect.objectContaining({
        inputText: request.text,
        outputText: body.translation,
        sourceLanguage: request.from,
        targetLanguage: request.to,
      }),
    ]);
    const viaApi = await injectChecked(app, get('/v1/history', key));
    expect(viaApi.json<HistoryPage>().items).toEqual([
      expect.objectContaining({ ...request, translation: body.translation }),
    ]);
  });

  it('detects the style with from: "auto", names it, and keeps it in the history as the source', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const text = `no cap, that party was bussin fr ${randomUUID().slice(0, 4)}`;
    const response = await injectChecked(
      app,
      post('/v1/translate', key, { from: 'auto', to: 'standard_english', text }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detectedLanguage: 'gen_z_english' });
    const history = await injectChecked(app, get('/v1/history', key));
    expect(history.json<HistoryPage>().items).toEqual([
      expect.objectContaining({ text, from: 'gen_z_english', to: 'standard_english' }),
    ]);
  });

  it('keeps a translation out of the history when asked (saveToHistory: false), still counting it', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const kept = { ...TRANSLATION, text: `kept ${randomUUID().slice(0, 8)}` };
    const unkept = {
      ...TRANSLATION,
      text: `not kept ${randomUUID().slice(0, 8)}`,
      saveToHistory: false,
    };
    expect((await injectChecked(app, post('/v1/translate', key, unkept))).statusCode).toBe(200);
    expect((await injectChecked(app, post('/v1/translate', key, kept))).statusCode).toBe(200);

    const history = await injectChecked(app, get('/v1/history', key));
    expect(history.json<HistoryPage>().items.map((item) => item.text)).toEqual([kept.text]);
    const usage = await injectChecked(app, get('/v1/usage', key));
    // Both translations and the history page count; their characters too.
    expect(usage.json()).toMatchObject({
      requests: 3,
      characters: { used: kept.text.length + unkept.text.length },
    });

    const wrongType = await injectChecked(
      app,
      post('/v1/translate', key, { ...TRANSLATION, saveToHistory: 'no' }),
    );
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses a pair it cannot translate (no AI provider) with 422 naming `to`', async () => {
    const { key } = await keyHolder(context.app);
    const response = await injectChecked(
      context.app,
      post('/v1/translate', key, { ...TRANSLATION, to: 'spanish' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'to' }],
    });
  });

  it('answers 400 {error, code} for bad input on every route', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const cases: [InjectOptions, string | RegExp][] = [
      [post('/v1/translate', key, {}), /.+/],
      [post('/v1/translate', key, { ...TRANSLATION, from: 'klingon' }), 'Unknown language code.'],
      [
        post('/v1/translate', key, { ...TRANSLATION, text: '   ' }),
        'Please enter some text to translate.',
      ],
      [
        post('/v1/translate', key, { ...TRANSLATION, text: 'a'.repeat(5001) }),
        'Please limit your text to 5000 characters.',
      ],
      [
        post('/v1/translate', key, { ...TRANSLATION, to: TRANSLATION.from }),
        'Choose two different styles to translate between.',
      ],
      [post('/v1/translate', key, '{"from":'), 'The request body is not valid JSON.'],
      [post('/v1/tts', key, { text: 'hi' }), /.+/],
      [
        post('/v1/translate', key, { ...TRANSLATION, text: '' }),
        'Please enter some text to translate.',
      ],
      [
        post('/v1/translate', key, { ...TRANSLATION, text: '😀'.repeat(5001) }),
        'Please limit your text to 5000 characters.',
      ],
      // The API's own words, not the app's "Please translate some text first.".
      [post('/v1/tts', key, { text: '  ', voice: 'gen_z_english' }), BLANK_SPEECH_MESSAGE],
      [post('/v1/tts', key, { text: '', voice: 'gen_z_english' }), BLANK_SPEECH_MESSAGE],
      [
        post('/v1/tts', key, { text: '😀'.repeat(5001), voice: 'gen_z_english' }),
        'Text to speak must be 5000 characters or less.',
      ],
      [post('/v1/tts', key, { text: 'hi', voice: 'klingon' }), UNKNOWN_VOICE_MESSAGE],
      [get('/v1/history?limit=0', key), /limit must be a whole number/],
      [get('/v1/history?limit=101', key), /limit must be a whole number/],
      [get('/v1/history?limit=abc', key), /limit must be a whole number/],
      [get('/v1/history?cursor=not%20a%20cursor', key), BAD_CURSOR_MESSAGE],
      [get('/v1/history?cursor=abc', key), BAD_CURSOR_MESSAGE],
    ];
    for (const [request, message] of cases) {
      const response = await injectChecked(app, request);
      const payload = typeof request.payload === 'string' ? request.payload.slice(0, 60) : '';
      const where = `${request.method} ${request.url as string} ${payload}`;
      expect(response.statusCode, where).toBe(400);
      const body = response.json<{ error: string; code: string }>();
      expect(['VALIDATION_FAILED', 'INVALID_JSON'], where).toContain(body.code);
      if (typeof message === 'string') expect(body.error, where).toBe(message);
      else expect(body.error, where).toMatch(message);
    }
    // The same-style rule is reported once, on `to`.
    const same = await injectChecked(
      app,
      post('/v1/translate', key, { ...TRANSLATION, to: TRANSLATION.from }),
    );
    expect(same.json<{ details: { field: string }[] }>().details).toEqual([
      expect.objectContaining({ field: 'to' }),
    ]);
  });

  it('takes 5,000 characters counted as code points, as the document’s maxLength counts them', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    // 5,000 emoji: 10,000 UTF-16 units, one legal text. A fresh one, so the pipeline translates it.
    const text = `${'😀'.repeat(4992)}${randomUUID().slice(0, 8)}`;
    const response = await injectChecked(app, post('/v1/translate', key, { ...TRANSLATION, text }));
    expect(response.statusCode).toBe(200);
    const usage = await injectChecked(app, get('/v1/usage', key));
    expect(usage.json()).toMatchObject({ characters: { used: 5000 } });
    // The document says so to a generated client: not blank, at most 5,000 (JSON Schema counts code points).
    const document = await fetchOpenApiDocument(app);
    for (const operation of [
      document.paths?.['/v1/translate']?.post,
      document.paths?.['/v1/tts']?.post,
    ]) {
      const body = operation?.requestBody as OpenAPIV3_1.RequestBodyObject;
      const schema = body.content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
      expect(schema.properties?.text).toMatchObject({
        type: 'string',
        minLength: 1,
        maxLength: 5000,
      });
    }
  });

  it('answers 415 for a body that is not JSON: text/plain, no Content-Type, a compressed body', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const body = JSON.stringify(TRANSLATION);
    const speech = JSON.stringify({ text: 'no cap', voice: 'gen_z_english' });
    for (const [url, json] of [
      ['/v1/translate', body],
      ['/v1/tts', speech],
    ] as const) {
      const cases: [string, Record<string, string>, string | Buffer, string | RegExp][] = [
        ['text/plain', { 'content-type': 'text/plain;charset=UTF-8' }, json, /application\/json/],
        ['no Content-Type', {}, json, /application\/json/],
        [
          'gzip',
          { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          gzipSync(json),
          ENCODED_BODY_MESSAGE,
        ],
        [
          'deflate, named only',
          { 'content-type': 'application/json', 'content-encoding': 'deflate' },
          json,
          ENCODED_BODY_MESSAGE,
        ],
      ];
      for (const [label, headers, payload, message] of cases) {
        const response = await injectChecked(app, {
          method: 'POST',
          url,
          headers: { ...bearer(key), ...headers },
          payload,
        });
        const where = `${url} ${label}`;
        expect(response.statusCode, where).toBe(415);
        expect(response.json<{ code: string }>().code, where).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(response.json<{ error: string }>().error, where).toMatch(message);
        if (headers['content-encoding'])
          expect(response.headers['accept-encoding']).toBe('identity');
      }
      // Content-Encoding: identity is the body as it is.
      const identity = await injectChecked(app, {
        method: 'POST',
        url,
        headers: { ...bearer(key), ...JSON_HEADERS, 'content-encoding': 'identity' },
        payload: json,
      });
      expect(identity.statusCode, url).toBe(200);
    }
  });

  it('answers a wrong method on a /v1 path with 405 and Allow, before the key check', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const cases: [string, string, string][] = [
      ['GET', '/v1/translate', 'POST, OPTIONS'],
      ['PUT', '/v1/translate', 'POST, OPTIONS'],
      ['DELETE', '/v1/tts', 'POST, OPTIONS'],
      ['HEAD', '/v1/tts', 'POST, OPTIONS'],
      ['POST', '/v1/usage', 'GET, HEAD, OPTIONS'],
      ['PATCH', '/v1/history', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/v1/languages', 'GET, HEAD, OPTIONS'],
    ];
    for (const [method, url, allow] of cases) {
      for (const headers of [bearer(key), {}]) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: method === 'GET' || method === 'HEAD' ? undefined : 'not even JSON',
        });
        const where = `${method} ${url}`;
        expect(response.statusCode, where).toBe(405);
        expect(response.headers.allow, where).toBe(allow);
        expect(response.headers['access-control-allow-origin'], where).toBe('*');
        if (method !== 'HEAD') {
          expect(response.json<{ code: string }>().code, where).toBe('METHOD_NOT_ALLOWED');
        }
      }
    }
    // Paths that do not exist stay 404 whatever the method.
    for (const method of ['GET', 'PUT'] as const) {
      const missing = await app.inject({ method, url: '/v1/nothing-here', headers: bearer(key) });
      expect(missing.statusCode, method).toBe(404);
    }
  });

  it('answers 413 for a body over the limit and 415 for a body that is not JSON, as documented', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    for (const url of ['/v1/translate', '/v1/tts']) {
      const huge = await injectChecked(
        app,
        post(url, key, { ...TRANSLATION, text: 'a'.repeat(app.config.BODY_LIMIT) }),
      );
      expect(huge.statusCode, url).toBe(413);
      expect(huge.json<{ code: string }>().code).toBe('PAYLOAD_TOO_LARGE');
      const plain = await injectChecked(app, {
        method: 'POST',
        url,
        headers: { ...bearer(key), 'content-type': 'application/xml' },
        payload: '<text>that party was great</text>',
      });
      expect(plain.statusCode, url).toBe(415);
      expect(plain.json<{ code: string }>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('keeps each key to its owner’s history', async () => {
    const { app } = context;
    const alice = await keyHolder(app);
    const bob = await keyHolder(app);
    await injectChecked(
      app,
      post('/v1/translate', alice.key, { ...TRANSLATION, text: 'alice says hello' }),
    );
    await injectChecked(
      app,
      post('/v1/translate', bob.key, { ...TRANSLATION, text: 'bob says hello' }),
    );
    // A second key of Alice's reads the same history: it belongs to the account.
    const aliceSecondKey = await createApiKeyFor(context.db, alice.session.userId, 'Second');

    const texts = async (key: TestApiKey) =>
      (await injectChecked(app, get('/v1/history', key)))
        .json<HistoryPage>()
        .items.map((item) => item.text);
    expect(await texts(alice.key)).toEqual(['alice says hello']);
    expect(await texts(aliceSecondKey)).toEqual(['alice says hello']);
    expect(await texts(bob.key)).toEqual(['bob says hello']);
  });

  it('pages through the history newest first, with rows of one instant neither skipped nor repeated', async () => {
    const { app, db } = context;
    const { session, key } = await keyHolder(app);
    const instant = new Date('2026-01-05T10:00:00.000Z');
    const rows = [
      ...Array.from({ length: 4 }, (_, index) => ({
        text: `same instant ${index}`,
        createdAt: instant,
      })),
      { text: 'older', createdAt: new Date('2026-01-04T10:00:00.000Z') },
      { text: 'newest', createdAt: new Date('2026-01-06T10:00:00.000Z') },
    ];
    await db.insert(userTranslations).values(
      rows.map((row) => ({
        userId: session.userId,
        kind: 'history' as const,
        inputText: row.text,
        outputText: `${row.text}, no cap`,
        sourceLanguage: 'standard_english',
        targetLanguage: 'gen_z_english',
        createdAt: row.createdAt,
      })),
    );
    // Saved translations are not history.
    await db.insert(userTranslations).values({
      userId: session.userId,
      kind: 'saved',
      inputText: 'saved only',
      outputText: 'saved only',
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
    });

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/history?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await injectChecked(app, get(url, key));
      expect(response.statusCode).toBe(200);
      const page = response.json<HistoryPage>();
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.text));
      cursor = page.nextCursor;
    } while (cursor && pageSizes.length < 10);
    expect(pageSizes).toEqual([4, 2]);
    expect(seen[0]).toBe('newest');
    expect(seen.at(-1)).toBe('older');
    expect(new Set(seen).size).toBe(6);
    expect(seen.slice(1, 5).sort()).toEqual(rows.slice(0, 4).map((row) => row.text));

    // Pages of 1 and 2 agree with pages of 4 (equal timestamps ordered the same way every time).
    for (const limit of [1, 2]) {
      const order: string[] = [];
      let next: string | null = null;
      do {
        const url: string = `/v1/history?limit=${limit}${next ? `&cursor=${next}` : ''}`;
        const page = (await injectChecked(app, get(url, key))).json<HistoryPage>();
        order.push(...page.items.map((item) => item.text));
        next = page.nextCursor;
      } while (next && order.length < 20);
      expect(order).toEqual(seen);
    }

    // The default page and the last page's cursor.
    const all = (await injectChecked(app, get('/v1/history', key))).json<HistoryPage>();
    expect(all.items.map((item) => item.text)).toEqual(seen);
    expect(all.nextCursor).toBeNull();
    expect(all.items[0]!.createdAt).toBe('2026-01-06T10:00:00.000Z');
  });

  it('speaks a text in a language’s voice', async () => {
    const { app } = context;
    const { key } = await keyHolder(app);
    const response = await injectChecked(
      app,
      post('/v1/tts', key, { text: 'that party was fire, no cap', voice: 'gen_z_english' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['x-voice-source']).toBe('builtin');
    expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(response.headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
  });

  it('answers 503 when no voice can speak', async () => {
    const app = await context.buildApp({ env: { BUILTIN_VOICE: 'off' } });
    const { key } = await keyHolder(app);
    const response = await injectChecked(
      app,
      post('/v1/tts', key, { text: 'hi', voice: 'spanish' }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('lists the language registry', async () => {
    const { key } = await keyHolder(context.app);
    const response = await injectChecked(context.app, get('/v1/languages', key));
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      languages: { code: string; group: string }[];
      crossLanguage: boolean;
    }>();
    expect(body.languages.map((language) => language.code)).toEqual(
      LANGUAGE_OPTIONS.map((option) => option.code),
    );
    expect(body.languages[0]).toMatchObject({
      code: 'standard_english',
      group: 'english',
      standard: true,
    });
    expect(body.crossLanguage).toBe(false);
  });

  it('answers unknown /v1 paths with a JSON 404, not the web app', async () => {
    const { key } = await keyHolder(context.app);
    // Not checked against the document: an unknown path is in no document (and the contract would say so).
    const response = await context.app.inject(get('/v1/nothing-here', key));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
  });
});
