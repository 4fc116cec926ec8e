// Speech for POST /api/voice/generate: the configured voice provider first (ElevenLabs or an OpenAI-compatible
// speech endpoint), then the built-in eSpeak NG voice. When both fail the caller answers 503 and the browser
// falls back to its own speech synthesis.
import type { LanguageOption } from '@shared/languages';
import { synthesizeWithEspeak, type SynthesizedAudio } from './espeak-synthesizer';

export interface RemoteVoiceConfig {
  provider: 'elevenlabs' | 'openai';
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  voice?: string | undefined;
  timeoutMs?: number;
}

export type Synthesize = (text: string, language: LanguageOption) => Promise<SynthesizedAudio>;

export interface VoiceResult extends SynthesizedAudio {
  /** Which voice answered. */
  source: 'remote' | 'builtin';
}

const REMOTE_TIMEOUT_MS = 15_000;

async function audioFrom(response: Response, provider: string): Promise<SynthesizedAudio> {
  if (!response.ok) throw new Error(`${provider} answered ${response.status}`);
  const contentType = response.headers.get('content-type') ?? 'audio/mpeg';
  if (!contentType.startsWith('audio/'))
    throw new Error(`${provider} answered ${contentType}, not audio`);
  return { audio: Buffer.from(await response.arrayBuffer()), contentType };
}

/** A remote voice: ElevenLabs' text-to-speech or an OpenAI-compatible /audio/speech endpoint. */
export function remoteSynthesizer(config: RemoteVoiceConfig): Synthesize {
  const signal = () => AbortSignal.timeout(config.timeoutMs ?? REMOTE_TIMEOUT_MS);
  if (config.provider === 'elevenlabs') {
    const base = (config.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/$/, '');
    const voice = config.voice ?? 'EXAVITQu4vr4xnSDxMaL';
    return async (text) =>
      audioFrom(
        await fetch(
          `${base}/v1/text-to-speech/${encodeURIComponent(voice)}?output_format=mp3_44100_128`,
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'xi-api-key': config.apiKey ?? '',
              Accept: 'audio/mpeg',
            },
            body: JSON.stringify({ text, model_id: 'eleven_multilingual_v2' }),
            signal: signal(),
          },
        ),
        'ElevenLabs',
      );
  }
  const base = (config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  return async (text) =>
    audioFrom(
      await fetch(`${base}/audio/speech`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: 'tts-1',
          input: text,
          voice: config.voice ?? 'alloy',
          response_format: 'mp3',
        }),
        signal: signal(),
      }),
      'The voice provider',
    );
}

export class VoiceUnavailableError extends Error {
  constructor(readonly causes: unknown[]) {
    super('No voice could speak this text right now.');
    this.name = 'VoiceUnavailableError';
  }
}

/** Tries each voice in order; the first that answers wins. */
export function createVoiceChain(
  remote: Synthesize | undefined,
  // null turns the built-in voice off (BUILTIN_VOICE=off).
  builtin: Synthesize | null = synthesizeWithEspeak,
  onFallback?: (error: unknown) => void,
) {
  const steps: [VoiceResult['source'], Synthesize][] = [];
  if (remote) steps.push(['remote', remote]);
  if (builtin) steps.push(['builtin', builtin]);
  return async (text: string, language: LanguageOption): Promise<VoiceResult> => {
    const causes: unknown[] = [];
    for (const [source, synthesize] of steps) {
      try {
        return { ...(await synthesize(text, language)), source };
      } catch (error) {
        causes.push(error);
        onFallback?.(error);
      }
    }
    throw new VoiceUnavailableError(causes);
  };
}
