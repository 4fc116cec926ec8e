// The voice chain against real HTTP servers on loopback, and its fallbacks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLanguage } from '@shared/languages';
import { createVoiceChain, remoteSynthesizer, VoiceUnavailableError } from './voice-chain';

let server: Server;
let base: string;
const seen: { url: string; headers: Record<string, unknown>; body: unknown }[] = [];
let mode: 'ok' | 'error' | 'json' = 'ok';

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}'),
      });
      if (mode === 'error') return response.writeHead(500).end('boom');
      if (mode === 'json')
        return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      response
        .writeHead(200, { 'Content-Type': 'audio/mpeg' })
        .end(Buffer.from([0xff, 0xfb, 0x90, 0x44]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const english = resolveLanguage('gen_z_english');

describe('remote voices', () => {
  it('calls ElevenLabs with the key, voice and text', async () => {
    mode = 'ok';
    const speak = remoteSynthesizer({
      provider: 'elevenlabs',
      baseUrl: base,
      apiKey: 'xi-key',
      voice: 'v1',
    });
    const result = await speak('no cap', english);
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.audio.length).toBe(4);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/v1/text-to-speech/v1?output_format=mp3_44100_128');
    expect(request.headers['xi-api-key']).toBe('xi-key');
    expect(request.body).toMatchObject({ text: 'no cap' });
  });

  it('calls an OpenAI-compatible /audio/speech endpoint', async () => {
    mode = 'ok';
    const speak = remoteSynthesizer({
      provider: 'openai',
      baseUrl: `${base}/v1`,
      apiKey: 'sk',
      voice: 'nova',
    });
    await speak('hello', english);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/v1/audio/speech');
    expect(request.headers.authorization).toBe('Bearer sk');
    expect(request.body).toMatchObject({ input: 'hello', voice: 'nova' });
  });

  it('refuses an error or a non-audio answer', async () => {
    const speak = remoteSynthesizer({ provider: 'openai', baseUrl: `${base}/v1` });
    mode = 'error';
    await expect(speak('x', english)).rejects.toThrow(/500/);
    mode = 'json';
    await expect(speak('x', english)).rejects.toThrow(/not audio/);
  });
});

describe('the voice chain', () => {
  const fake = (tag: string) => () =>
    Promise.resolve({ audio: Buffer.from(tag), contentType: 'audio/wav' });
  const failing = () => Promise.reject(new Error('down'));

  it('uses the remote voice first', async () => {
    const chain = createVoiceChain(fake('remote'), fake('builtin'));
    await expect(chain('x', english)).resolves.toMatchObject({
      source: 'remote',
      audio: Buffer.from('remote'),
    });
  });

  it('falls back to the built-in voice when the remote one fails, and reports why', async () => {
    const reasons: unknown[] = [];
    const chain = createVoiceChain(failing, fake('builtin'), (error) => reasons.push(error));
    await expect(chain('x', english)).resolves.toMatchObject({ source: 'builtin' });
    expect(reasons).toHaveLength(1);
  });

  it('says no voice is available when every step fails', async () => {
    const chain = createVoiceChain(failing, failing);
    await expect(chain('x', english)).rejects.toBeInstanceOf(VoiceUnavailableError);
  });
});
