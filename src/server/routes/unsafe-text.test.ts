// NUL characters and lone surrogates in any text the routes accept (bodies, JSON keys, query strings, path
// parameters) are refused with one clear 400, before they reach the database (which answered them with a 500).
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import { UNSAFE_TEXT_MESSAGE } from '@shared/schemas/text';
import { cookieHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { hasStackTrace, JSON_HEADERS, onOneDatabase } from '../test/test-app';

const NUL = 'a\u0000b';
const HIGH = 'a\ud800b';
const LOW = 'x\udfff';

const translation = {
  inputText: 'that party was great',
  outputText: 'that party was bussin',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  as?: 'user' | 'admin';
}

const CASES: Case[] = [
  { name: 'feedback message', method: 'POST', url: '/api/feedback', body: { message: NUL } },
  {
    name: 'feedback languages',
    method: 'POST',
    url: '/api/feedback',
    body: { message: 'hi', selectedLanguages: { source: HIGH, target: 'x' } },
  },
  ...(['name', 'email', 'subject', 'message'] as const).map((field): Case => ({
    name: `send-message ${field}`,
    method: 'POST',
    url: '/api/send-message',
    body: {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello there',
      [field]: field === 'email' ? `ana${LOW}@example.com` : NUL,
    },
  })),
  {
    name: 'translate text',
    method: 'POST',
    url: '/api/translate',
    body: { inputText: NUL, sourceLanguage: 'standard_english', targetLanguage: 'gen_z_english' },
  },
  {
    name: 'translate language code',
    method: 'POST',
    url: '/api/translate',
    body: { inputText: 'hi', sourceLanguage: HIGH, targetLanguage: 'gen_z_english' },
  },
  {
    name: 'voice text',
    method: 'POST',
    url: '/api/voice/generate',
    body: { text: LOW, targetLanguage: 'gen_z_english' },
  },
  ...(['history', 'save'] as const).flatMap((list) =>
    (['inputText', 'outputText'] as const).map((field): Case => ({
      name: `translations ${list} ${field}`,
      method: 'POST',
      url: `/api/translations/${list}`,
      body: { ...translation, [field]: field === 'inputText' ? NUL : HIGH },
      as: 'user',
    })),
  ),
  {
    name: 'translations rate',
    method: 'POST',
    url: '/api/translations/rate',
    body: { ...translation, outputText: NUL, rating: 2 },
    as: 'user',
  },
  {
    name: 'telemetry event type',
    method: 'POST',
    url: '/api/telemetry',
    body: { eventType: NUL },
  },
  {
    name: 'telemetry data key and value',
    method: 'POST',
    url: '/api/telemetry',
    body: { eventType: 'page_view', eventData: { '\ud800': '\udfff' } },
  },
  {
    name: 'telemetry data nested',
    method: 'POST',
    url: '/api/telemetry',
    body: { eventType: 'page_view', eventData: { a: [{ ok: 1 }, { [NUL]: 'x' }] } },
  },
  { name: 'settings key', method: 'GET', url: '/api/settings/%00' },
  { name: 'admin users query', method: 'GET', url: '/api/admin/users?query=%00', as: 'admin' },
  {
    name: 'admin roles path',
    method: 'PUT',
    url: '/api/admin/users/%00/roles',
    body: { roles: [] },
    as: 'admin',
  },
];

// Runs on one database: validation, decided in code.
onOneDatabase('Unsafe text', (context) => {
  const sessions = new Map<string, Promise<TestSession>>();
  const sessionFor = (app: FastifyInstance, as: 'user' | 'admin') => {
    let session = sessions.get(as);
    if (!session) {
      session = createSignedInUser(app, { roles: as === 'admin' ? ['admin'] : [] });
      sessions.set(as, session);
    }
    return session;
  };

  it.each(CASES.map((item) => [item.name, item] as const))(
    'refuses %s with 400 VALIDATION_FAILED',
    async (_name, item) => {
      const session = item.as ? await sessionFor(context.app, item.as) : undefined;
      const response = await context.app.inject({
        method: item.method,
        url: item.url,
        headers: {
          ...(item.body === undefined ? {} : JSON_HEADERS),
          ...(session ? cookieHeaders(session) : {}),
        },
        // JSON.stringify writes NUL and lone surrogates as \u escapes, as a hostile client would send them.
        ...(item.body === undefined ? {} : { payload: JSON.stringify(item.body) }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ApiError>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.error).toBe(UNSAFE_TEXT_MESSAGE);
      expect(hasStackTrace(response.body)).toBe(false);
    },
  );

  it('still accepts ordinary text in any script, emoji included', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ message: 'شلونك — Qué onda 😀' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
