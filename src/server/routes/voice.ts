// POST /api/voice/generate: audio for a text — the configured voice, else the built-in eSpeak NG voice, else a
// 503 so the browser speaks it itself.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { resolveLanguage } from '@shared/languages';
import { voiceRequestSchema } from '@shared/schemas/voice';
import { serviceUnavailable } from '../errors';
import { rateLimited } from '../plugins/rate-limit';
import { createConfiguredVoice } from '../providers/tts/configured-voice';
import { VoiceUnavailableError } from '../providers/tts/voice-chain';

const VOICE_PER_MINUTE = 20;

export const voiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const speak = createConfiguredVoice(app);

  app.post(
    '/api/voice/generate',
    { config: rateLimited(app, VOICE_PER_MINUTE), schema: { body: voiceRequestSchema } },
    async (request, reply) => {
      try {
        const { audio, contentType, source } = await speak(
          request.body.text,
          resolveLanguage(request.body.targetLanguage),
        );
        return reply
          .header('Content-Type', contentType)
          .header('Cache-Control', 'no-store')
          .header('X-Voice-Source', source)
          .send(audio);
      } catch (error) {
        if (error instanceof VoiceUnavailableError) {
          throw serviceUnavailable(
            'Speech is unavailable right now. Your browser will read the text instead.',
          );
        }
        throw error;
      }
    },
  );
  done();
};
