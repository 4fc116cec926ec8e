import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import { synthesizeWithEspeak, voiceFor } from './espeak-synthesizer';

/** Reads the RIFF/WAVE header and returns the length of the audio in seconds. */
function wavSeconds(wav: Buffer): number {
  expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
  const byteRate = wav.readUInt32LE(28);
  return (wav.length - 44) / byteRate;
}

describe('eSpeak NG synthesizer', () => {
  it('has a voice for the locale of every language we offer', () => {
    for (const option of LANGUAGE_OPTIONS)
      expect(voiceFor(option), option.code).toMatch(/^[a-z]{2}/);
    expect(voiceFor({ locale: 'en-GB' })).toBe('en-gb');
    expect(voiceFor({ locale: 'xx-YY' })).toBe('en-us');
  });

  it('speaks English, Spanish, Arabic, Persian and Russian as audible WAV audio', async () => {
    const samples: [string, string][] = [
      ['en-US', 'that party was bussin for real, no cap'],
      ['es-AR', 'che, qué buena onda'],
      ['ar-IQ', 'شلونك اليوم'],
      ['fa-IR', 'خیلی خفنه'],
      ['ru-RU', 'это полный кринж'],
    ];
    for (const [locale, text] of samples) {
      const { audio, contentType } = await synthesizeWithEspeak(text, { locale });
      expect(contentType).toBe('audio/wav');
      const seconds = wavSeconds(audio);
      expect(seconds, locale).toBeGreaterThan(0.4);
      expect(seconds, locale).toBeLessThan(10);
      // Not silence: some samples are far from zero.
      const samplesView = new Int16Array(
        audio.buffer,
        audio.byteOffset + 44,
        Math.floor((audio.length - 44) / 2),
      );
      expect(
        samplesView.some((sample) => Math.abs(sample) > 1000),
        locale,
      ).toBe(true);
    }
  });

  it('treats text that looks like options as words', async () => {
    const { audio } = await synthesizeWithEspeak('--help -v xx', { locale: 'en-US' });
    expect(wavSeconds(audio)).toBeGreaterThan(0.3);
  });
});
