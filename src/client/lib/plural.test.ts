import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('plural', () => {
  it('picks the English form for each count', () => {
    expect(countOf(1, 'translation', 'translations')).toBe('1 translation');
    expect(countOf(0, 'translation', 'translations')).toBe('0 translations');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1.5, 'star', 'stars')).toBe('1.5 stars');
    expect(plural(1, 'style matches', 'styles match')).toBe('style matches');
    expect(plural(21, 'style matches', 'styles match')).toBe('styles match');
  });
});
