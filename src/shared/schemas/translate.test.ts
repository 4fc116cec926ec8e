import { describe, expect, it } from 'vitest';
import { normalizeSourceText, translateRequestSchema, translationKeyHash } from './translate';

const valid = {
  inputText: 'hello there',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

describe('translateRequestSchema', () => {
  it('accepts a valid request and defaults context to general', () => {
    expect(translateRequestSchema.parse(valid)).toEqual({ ...valid, context: 'general' });
  });

  it('refuses blank text, more than 5000 characters, unknown codes and identical styles', () => {
    const message = (body: object) =>
      translateRequestSchema.safeParse({ ...valid, ...body }).error?.issues[0]?.message;
    expect(message({ inputText: '   ' })).toBe('Please enter some text to translate.');
    expect(message({ inputText: 'x'.repeat(5001) })).toBe(
      'Please limit your text to 5000 characters.',
    );
    expect(
      translateRequestSchema.safeParse({ ...valid, inputText: 'x'.repeat(5000) }).success,
    ).toBe(true);
    // Characters are code points, as the counter and the OpenAPI document count them: 5,000 emoji fit.
    expect(
      translateRequestSchema.safeParse({ ...valid, inputText: '😀'.repeat(5000) }).success,
    ).toBe(true);
    expect(message({ inputText: '😀'.repeat(5001) })).toBe(
      'Please limit your text to 5000 characters.',
    );
    expect(message({ sourceLanguage: 'klingon' })).toBe('Unknown language code.');
    expect(message({ targetLanguage: 'standard_english' })).toBe(
      'Choose two different styles to translate between.',
    );
    expect(translateRequestSchema.safeParse({ ...valid, inputText: 42 }).success).toBe(false);
    expect(translateRequestSchema.safeParse({ ...valid, context: 'other' }).success).toBe(false);
  });
});

describe('translation memory key', () => {
  it('trims, lower-cases and collapses whitespace', () => {
    expect(normalizeSourceText('  That   party\twas\nGREAT ')).toBe('that party was great');
    expect(translationKeyHash('gen_z_english', ' Hello  World ')).toBe('gen_z_english|hello world');
  });
});
