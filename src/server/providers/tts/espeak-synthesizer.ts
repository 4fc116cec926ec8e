// The built-in offline voice: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, GPL-3.0 — see ADR 004),
// run inside the Node process. It speaks every language we offer and needs no download or system binary.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { LanguageOption } from '@shared/languages';

/** eSpeak NG voice names for our locales. */
const VOICES: Record<string, string> = {
  'en-US': 'en-us',
  'en-GB': 'en-gb',
  'es-ES': 'es',
  'es-AR': 'es-419',
  'ar-SA': 'ar',
  'ar-IQ': 'ar',
  'ru-RU': 'ru',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'fa-IR': 'fa',
};

export const voiceFor = (language: Pick<LanguageOption, 'locale'>) =>
  VOICES[language.locale] ?? 'en-us';

type ESpeakModule = { FS: { readFile(path: string): Uint8Array } };
type ESpeakFactory = (options: {
  arguments: string[];
  wasmBinary?: ArrayBuffer;
  print?: () => void;
  printErr?: () => void;
}) => Promise<ESpeakModule>;

let factory: Promise<{ create: ESpeakFactory; wasm: ArrayBuffer }> | undefined;

// Loaded on first use: the module and its 17 MB of WebAssembly stay out of start-up.
function load() {
  factory ??= (async () => {
    const { default: create } = await import('espeak-ng');
    const wasmPath = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');
    const bytes = await readFile(wasmPath);
    return {
      create,
      wasm: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    };
  })();
  return factory;
}

export interface SynthesizedAudio {
  audio: Buffer;
  contentType: string;
}

/** Speaks `text` in the variety's language as a 22 kHz mono WAV. */
export async function synthesizeWithEspeak(
  text: string,
  language: Pick<LanguageOption, 'locale'>,
): Promise<SynthesizedAudio> {
  const { create, wasm } = await load();
  const instance = await create({
    // Each call gets its own instance: eSpeak's CLI runs once per instantiation and keeps global state.
    arguments: ['-v', voiceFor(language), '-s', '155', '-w', '/out.wav', '--', text],
    wasmBinary: wasm.slice(0),
    print: () => undefined,
    printErr: () => undefined,
  });
  return { audio: Buffer.from(instance.FS.readFile('/out.wav')), contentType: 'audio/wav' };
}
