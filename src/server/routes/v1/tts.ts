// POST /v1/tts: the app's voice chain (the configured voice provider, then the built-in eSpeak NG voice) for an
// API key; the spoken characters count against its daily quota.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { findLanguage, resolveLanguage } from '@shared/languages';
import {
  UNKNOWN_VOICE_MESSAGE,
  V1_TTS_CONTENT_TYPES,
  v1BodyErrorResponses,
  v1ErrorResponses,
  v1TtsAudioSchema,
  v1TtsRequestSchema,
} from '@shared/schemas/public-api';
import { codePointLength } from '@shared/text-length';
import { AppError, serviceUnavailable } from '../../errors';
import { createConfiguredVoice } from '../../providers/tts/configured-voice';
import { VoiceUnavailableError } from '../../providers/tts/voice-chain';
import { useCharacters } from './api-key-auth';
import { V1_BODY_ROUTE_OPTIONS, v1Operation } from './common';

export const v1TtsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const speak = createConfiguredVoice(app);
  const configuredVoice = app.config.TTS_PROVIDER ? app.config.TTS_VOICE : undefined;

  app.post(
    '/v1/tts',
    {
      ...V1_BODY_ROUTE_OPTIONS,
      schema: {
        ...v1Operation(
          'speakText',
          'Speak a text',
          'Answers the text as audio. `voice` is a language code from GET /v1/languages (the voice speaks that variety’s language) or the name of the voice provider’s voice this server is configured with. The configured voice provider answers first (MP3), the built-in voice otherwise (WAV); 503 when neither can. The characters count against the key’s daily quota.',
          { 200: { 'X-Voice-Source': true } },
        ),
        body: v1TtsRequestSchema,
        response: {
          200: {
            description: 'The audio (the `X-Voice-Source` header says `remote` or `builtin`).',
            content: Object.fromEntries(
              V1_TTS_CONTENT_TYPES.map((type) => [type, { schema: v1TtsAudioSchema }]),
            ),
          },
          ...v1ErrorResponses,
          ...v1BodyErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { text, voice } = request.body;
      const language = findLanguage(voice);
      if (!language && voice !== configuredVoice) {
        throw new AppError(400, 'VALIDATION_FAILED', UNKNOWN_VOICE_MESSAGE, [
          { field: 'voice', message: UNKNOWN_VOICE_MESSAGE },
        ]);
      }
      await useCharacters(request, reply, codePointLength(text));
      try {
        // The configured voice's own name: it speaks whatever it is given; the built-in fallback reads English.
        const { audio, contentType, source } = await speak(text, language ?? resolveLanguage(null));
        // The 200 is audio bytes (a `content` answer in the schema), which the type provider does not type.
        return (reply as FastifyReply)
          .header('Content-Type', contentType)
          .header('Cache-Control', 'no-store')
          .header('X-Voice-Source', source)
          .send(audio);
      } catch (error) {
        if (error instanceof VoiceUnavailableError) {
          throw serviceUnavailable('Speech is unavailable right now. Please try again later.');
        }
        throw error;
      }
    },
  );
  done();
};
