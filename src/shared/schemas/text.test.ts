import { describe, expect, it } from 'vitest';
import { isSafeDeep, isSafeText, safeText, toSafeText, UNSAFE_TEXT_MESSAGE } from './text';

describe('isSafeText', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'no cap', 'Qué onda, boludo', 'شلونك', 'Привет', 'سلام', 'rizz 😀🔥']) {
      expect(isSafeText(text), text).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of ['a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udfff\ud800', 'ok \ud83d']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('isSafeDeep', () => {
  it('checks keys and values at any depth', () => {
    expect(isSafeDeep({ a: ['b', { c: 1, d: null }] })).toBe(true);
    expect(isSafeDeep({ '\ud800': '\udfff' })).toBe(false);
    expect(isSafeDeep({ ok: { nested: ['fine', 'a\u0000'] } })).toBe(false);
    expect(isSafeDeep({ ok: { ['k\u0000']: 1 } })).toBe(false);
  });
});

describe('safeText', () => {
  it('refuses unsafe text with the one message before trimming or length checks run', () => {
    const schema = safeText().trim().min(1).max(5);
    expect(schema.parse('  hey  ')).toBe('hey');
    const result = schema.safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });
});

describe('toSafeText', () => {
  it('replaces NUL and lone surrogates, and keeps everything else (pairs included)', () => {
    expect(toSafeText('a\u0000b\ud800c\udfff 😀 شلونك')).toBe('a\ufffdb\ufffdc\ufffd 😀 شلونك');
    expect(isSafeText(toSafeText('\udfff\ud800\u0000'))).toBe(true);
  });
});
