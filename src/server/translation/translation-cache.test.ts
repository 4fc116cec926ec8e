import { describe, expect, it } from 'vitest';
import { TranslationCache } from './translation-cache';

const value = (translation: string) => ({ translation, explanation: '' });

describe('TranslationCache', () => {
  it('keys on engine version, languages and whitespace-normalised text, keeping case', () => {
    const key = (text: string, engineVersion = 'v1') =>
      TranslationCache.key({ engineVersion, source: 'a', target: 'b', text });
    expect(key('  hello   world ')).toBe(key('hello world'));
    expect(key('Hello world')).not.toBe(key('hello world'));
    expect(key('hello', 'v2')).not.toBe(key('hello', 'v1'));
  });

  it('shares one upstream call between concurrent identical requests', async () => {
    const cache = new TranslationCache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = async () => {
      calls++;
      await gate;
      return value('x');
    };
    const all = Promise.all(Array.from({ length: 10 }, () => cache.getOrProduce('k', produce)));
    release();
    const results = await all;
    expect(calls).toBe(1);
    expect(results.every((result) => result.value.translation === 'x')).toBe(true);
    await expect(cache.getOrProduce('k', produce)).resolves.toEqual({
      value: value('x'),
      hit: true,
    });
    expect(calls).toBe(1);
  });

  it('does not cache failures', async () => {
    const cache = new TranslationCache();
    await expect(cache.getOrProduce('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(
      cache.getOrProduce('k', () => Promise.resolve(value('ok'))),
    ).resolves.toMatchObject({ hit: false });
  });

  it('expires entries and evicts the least recently used', () => {
    // lru-cache reads a start time of 0 as 'no expiry', and a real clock is never at 0.
    let now = 1_000;
    const cache = new TranslationCache({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set('a', value('a'));
    cache.set('b', value('b'));
    cache.get('a');
    cache.set('c', value('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.translation).toBe('a');
    now = 1_099;
    expect(cache.get('a')?.translation).toBe('a');
    now = 1_200;
    expect(cache.get('a')).toBeUndefined();
  });
});
