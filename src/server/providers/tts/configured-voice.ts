// The app's voice chain as configured (TTS_* and BUILTIN_VOICE): used by POST /api/voice/generate and POST /v1/tts.
import type { FastifyInstance } from 'fastify';
import { createVoiceChain, remoteSynthesizer } from './voice-chain';

export function createConfiguredVoice(app: FastifyInstance) {
  const { config } = app;
  const remote = config.TTS_PROVIDER
    ? remoteSynthesizer({
        provider: config.TTS_PROVIDER,
        baseUrl: config.TTS_BASE_URL,
        apiKey: config.TTS_API_KEY,
        voice: config.TTS_VOICE,
      })
    : undefined;
  const builtin = config.BUILTIN_VOICE === 'off' ? null : undefined;
  return createVoiceChain(remote, builtin, (error) =>
    app.log.warn({ err: error }, 'A voice failed; trying the next one'),
  );
}
