import { describe, expect, it } from 'vitest';
import { codePointLength, truncateToCodePoints } from './text-length';

describe('text length in code points', () => {
  it('counts an astral character (emoji, CJK extension B) once, like JSON Schema maxLength', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('hello')).toBe(5);
    expect(codePointLength('😀')).toBe(1);
    expect(codePointLength('😀'.repeat(5000))).toBe(5000);
    expect(codePointLength('a😀b𠀀c')).toBe(5);
    // Combining marks and joiners are code points of their own (what JSON Schema counts, not graphemes).
    expect(codePointLength('e\u0301')).toBe(2);
    expect(codePointLength('👩\u200D💻')).toBe(3);
    // A lone surrogate is one code point.
    expect(codePointLength('a\uD800b')).toBe(3);
    expect(codePointLength('\uDC00\uD800')).toBe(2);
    expect(codePointLength('x\uD83D')).toBe(2);
    // The same count as iterating the string.
    for (const text of ['😀😀a', 'ab\uD800', '\uDE00😀'])
      expect(codePointLength(text)).toBe([...text].length);
  });

  it('cuts after whole code points, never inside a surrogate pair', () => {
    expect(truncateToCodePoints('hello', 3)).toBe('hel');
    expect(truncateToCodePoints('hi', 5)).toBe('hi');
    expect(truncateToCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateToCodePoints('a😀b', 2)).toBe('a😀');
    expect(truncateToCodePoints('😀'.repeat(6000), 5000)).toBe('😀'.repeat(5000));
    expect(truncateToCodePoints('x\uD800', 1)).toBe('x');
  });
});
