// POST /api/voice/generate: audio from the built-in voice, fallback from a broken remote voice, and a 503 when
// no voice is left (the browser then speaks the text itself).
import { expect, it } from 'vitest';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const speak = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/voice/generate',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

forEachDatabase(
  'POST /api/voice/generate',
  (context) => {
    it('answers WAV audio from the built-in voice', async () => {
      const response = await context.app.inject(
        speak({ text: 'that party was fire, no cap', targetLanguage: 'gen_z_english' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.headers['x-voice-source']).toBe('builtin');
      expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(response.rawPayload.length).toBeGreaterThan(20_000);
    });

    it('refuses blank text and unknown languages', async () => {
      const blank = await context.app.inject(
        speak({ text: '  ', targetLanguage: 'gen_z_english' }),
      );
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ error: string }>().error).toBe('Please translate some text first.');
      const unknown = await context.app.inject(speak({ text: 'hi', targetLanguage: 'klingon' }));
      expect(unknown.statusCode).toBe(400);
    });

    it('falls back to the built-in voice when the configured provider is down', async () => {
      const app = await context.buildApp({
        env: { TTS_PROVIDER: 'openai', TTS_BASE_URL: 'http://127.0.0.1:9/v1', TTS_API_KEY: 'k' },
      });
      const response = await app.inject(
        speak({ text: 'hola, che', targetLanguage: 'rioplatense_spanish' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-voice-source']).toBe('builtin');
    });

    it('answers 503 when no voice can speak', async () => {
      const app = await context.buildApp({ env: { BUILTIN_VOICE: 'off' } });
      const response = await app.inject(
        speak({ text: 'hello', targetLanguage: 'standard_english' }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
    });
  },
  { only: ['pglite'] },
);
