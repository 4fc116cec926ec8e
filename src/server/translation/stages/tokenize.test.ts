// Stage 1: the trie pattern prefers the longest phrase and falls back to a shorter one; words and sentences around
// a place are found on their line.
import { describe, expect, it } from 'vitest';
import {
  AFTER,
  BEFORE,
  nextToken,
  previousToken,
  sentenceAround,
  trieAlternation,
} from './tokenize';

describe('tokenize', () => {
  const phrases = new RegExp(
    `${BEFORE}(${trieAlternation(['fire', 'fire fr', 'no cap'], 'en')})${AFTER}`,
    'gu',
  );
  const found = (text: string) => [...text.matchAll(phrases)].map((match) => match[1]);

  it('matches whole words in any case, the longest phrase first', () => {
    expect(found('That was FIRE fr, no cap.')).toEqual(['FIRE fr', 'no cap']);
    expect(found('fire frog')).toEqual(['fire']);
    expect(found('campfire')).toEqual([]);
    expect(found('no  cap')).toEqual(['no  cap']);
  });

  it('finds the neighbouring word or mark on the line, and the sentence around a place', () => {
    const text = 'Well, it was fire. Next one?';
    expect(previousToken(text, text.indexOf('fire'))).toBe('was');
    expect(nextToken(text, text.indexOf('fire') + 4)).toBe('.');
    expect(previousToken('first\nfire', 6)).toBeUndefined();
    const [from, to] = sentenceAround(text, text.indexOf('it'), text.indexOf('it') + 2);
    expect(text.slice(from, to)).toBe('Well, it was fire.');
  });
});
