import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_GROUPS,
  LANGUAGE_OPTIONS,
  isKnownLanguage,
  isSameLanguage,
  recognitionLocale,
  resolveLanguage,
  standardVarietyOf,
} from './languages';

describe('language registry', () => {
  it('holds every option of spec 1 §3 in its group, plus British, millennial English and AAVE', () => {
    const groups = Object.fromEntries(
      LANGUAGE_GROUPS.map((group) => [group.id, group.options.map((o) => o.code)]),
    );
    expect(groups.english).toEqual(
      expect.arrayContaining([
        'formal_english',
        'standard_english',
        'gen_z_english',
        'business_en',
        'british_english',
        'millennial_english',
        'aave',
      ]),
    );
    expect(groups.spanish).toEqual(['spanish', 'spain_genz', 'rioplatense_spanish']);
    expect(groups.arabic).toEqual(['classical_arabic', 'iraqi_arabic']);
    expect(groups.russian).toEqual(['russian', 'russian_genz']);
    expect(groups.french).toEqual(['french']);
    expect(groups.german).toEqual(['formal_german', 'standard_german']);
    expect(groups.persian).toEqual(['standard_persian', 'persian_slang']);
    for (const soon of ['chinese', 'hindi', 'portuguese', 'japanese', 'italian', 'korean']) {
      expect(groups[soon], soon).toEqual([]);
      expect(LANGUAGE_GROUPS.find((g) => g.id === soon)?.description).toBe('Coming soon');
    }
  });

  it('has unique codes, each with a name, flag, description and locale', () => {
    const codes = LANGUAGE_OPTIONS.map((option) => option.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const option of LANGUAGE_OPTIONS) {
      expect(
        option.name && option.flag && option.description && option.locale,
        option.code,
      ).toBeTruthy();
    }
  });

  it('writes Arabic and Persian right to left', () => {
    expect(resolveLanguage('persian_slang').direction).toBe('rtl');
    expect(resolveLanguage('iraqi_arabic').direction).toBe('rtl');
    expect(resolveLanguage('gen_z_english').direction).toBe('ltr');
  });

  it('falls back to the first option for unknown codes', () => {
    expect(resolveLanguage('klingon').code).toBe(LANGUAGE_OPTIONS[0]?.code);
    expect(resolveLanguage(undefined).code).toBe(LANGUAGE_OPTIONS[0]?.code);
    expect(isKnownLanguage('klingon')).toBe(false);
    expect(isKnownLanguage('aave')).toBe(true);
  });

  it('knows which varieties share a language and which is standard', () => {
    expect(isSameLanguage('standard_english', 'aave')).toBe(true);
    expect(isSameLanguage('spanish', 'gen_z_english')).toBe(false);
    expect(standardVarietyOf('rioplatense_spanish')?.code).toBe('spanish');
    expect(standardVarietyOf('persian_slang')?.code).toBe('standard_persian');
    expect(standardVarietyOf('formal_german')?.code).toBe('standard_german');
  });

  it('uses the spec’s speech-recognition locales', () => {
    expect(recognitionLocale('standard_english')).toBe('en-US');
    expect(recognitionLocale('british_english')).toBe('en-GB');
    expect(recognitionLocale('spanish')).toBe('es-ES');
    expect(recognitionLocale('french')).toBe('fr-FR');
  });
});
