// The link-preview pictures: real PNGs of 1200×630 for terms in every script the dictionary and translator use
// (Latin, Cyrillic, Arabic, Persian) and for long texts; the helpers that keep text inside the picture; the key
// that gives an edited term a new picture; and the cache that draws each picture once.
import { describe, expect, it, vi } from 'vitest';
import { PngCache } from './cache';
import {
  clipText,
  drawPng,
  termImageElement,
  textDirection,
  translationImageElement,
} from './draw';
import { termPicture, translationPicture } from './pictures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with right after its signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('drawPng', () => {
  it.each([
    [
      'an English term',
      {
        term: 'rizz',
        meaning: 'Charm; the skill of attracting someone.',
        languageName: 'US English',
      },
    ],
    [
      'an Iraqi Arabic term',
      { term: 'شكو ماكو', meaning: "What's up? What's new?", languageName: 'Iraqi Arabic' },
    ],
    [
      'a Persian term',
      { term: 'دمت گرم', meaning: 'Thanks, well done.', languageName: 'Persian Slang' },
    ],
    [
      'a Russian term',
      {
        term: 'кринж',
        meaning: 'Something embarrassing to watch.',
        languageName: 'Russian (Gen Z)',
      },
    ],
    [
      'a very long term with emoji',
      {
        term: 'no cap 🧢 '.repeat(40),
        meaning: 'for real '.repeat(500),
        languageName: 'US English',
      },
    ],
  ])('draws %s as a 1200×630 PNG', async (_label, input) => {
    const png = await drawPng(termImageElement(input));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a translation, left to right into right to left, at 1200×630', async () => {
    const png = await drawPng(
      translationImageElement({
        sourceText: 'How are you doing today, my friend?'.repeat(20),
        translatedText: 'شلونك اليوم حبيبي؟ شكو ماكو؟'.repeat(20),
        sourceName: 'Standard English',
        targetName: 'Iraqi Arabic',
      }),
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('text helpers', () => {
  it('gives text the direction of its first strong letter, as dir="auto" does', () => {
    expect(textDirection('شكو ماكو')).toBe('rtl');
    expect(textDirection('«دمت گرم» 2024')).toBe('rtl');
    expect(textDirection('123 кринж')).toBe('ltr');
    expect(textDirection('rizz شكو')).toBe('ltr');
    expect(textDirection('…')).toBe('ltr');
  });

  it('clips long text to whole code points with an ellipsis, on one line, without emoji', () => {
    expect(clipText('short', 10)).toBe('short');
    expect(clipText('a  b\n\nc', 10)).toBe('a b c');
    expect(clipText('no cap 🧢 fr 👍🏽 🇮🇶 ™', 40)).toBe('no cap fr ™');
    const clipped = clipText('𝒜'.repeat(50), 10);
    expect(Array.from(clipped)).toHaveLength(10);
    expect(clipped.endsWith('…')).toBe(true);
  });
});

describe('picture keys', () => {
  const term = { term: 'rizz', meaning: 'Charm.', language: 'us_english' };

  it('keys a picture by what it shows: an edit gives a new key, the same content the same one', () => {
    expect(termPicture(term).key).toBe(termPicture({ ...term }).key);
    expect(termPicture({ ...term, meaning: 'Charisma.' }).key).not.toBe(termPicture(term).key);
    expect(termPicture(term).key).toMatch(/^[\w-]{16}$/);
  });

  it('describes the picture for og:image:alt with the language by name', () => {
    expect(termPicture(term).alt).toBe('SlangBridge: “rizz” (US English slang) means Charm.');
    const share = {
      sourceText: 'hello',
      translatedText: 'wassup',
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
    };
    expect(translationPicture(share).alt).toBe(
      'SlangBridge translation from Standard English to Gen Z English: “hello” becomes “wassup”',
    );
  });
});

describe('PngCache', () => {
  it('draws a picture once, also for requests that arrive while it is drawn', async () => {
    const cache = new PngCache();
    const draw = vi.fn(() => Promise.resolve(Buffer.from('png')));
    const [first, second] = await Promise.all([cache.get('k', draw), cache.get('k', draw)]);
    expect(first).toBe(second);
    await cache.get('k', draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(cache.has('k')).toBe(true);
  });

  it('keeps no failed drawing, so the next request tries again', async () => {
    const cache = new PngCache();
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.has('k')).toBe(false);
    await expect(cache.get('k', () => Promise.resolve(Buffer.from('ok')))).resolves.toEqual(
      Buffer.from('ok'),
    );
  });
});
