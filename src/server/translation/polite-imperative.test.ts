// "Please" before a request in formal English.
import { describe, expect, it } from 'vitest';
import { toPoliteImperative } from './polite-imperative';
import { translateStyle } from './style-engine';

const polite = (text: string) => toPoliteImperative(text).text;

describe('a request in formal English', () => {
  it('starts with "Please"', () => {
    expect(polite('Stop talking and listen.')).toBe('Please stop talking and listen.');
    expect(polite('Thanks. Send it today!')).toBe('Thanks. Please send it today!');
  });

  it('leaves questions, statements and requests that already ask alone', () => {
    for (const kept of [
      'Call me later?',
      'Please call me later.',
      'Send it, kindly, today.',
      'Do not forget your keys.',
      'Stopping is hard.',
      'Mark will call.',
    ])
      expect(polite(kept)).toBe(kept);
  });

  it('runs in the engine towards formal English', () => {
    const result = translateStyle(
      'Stop talking and listen to the teacher.',
      'standard_english',
      'formal_english',
    );
    expect(result.translation).toBe('Please stop talking and listen to the teacher.');
    expect(result.terms.map((term) => term.term)).toContain('please');
  });
});
