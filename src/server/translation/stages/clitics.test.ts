// Words joined to a phrase (Arabic and Persian clitics): found inside a word, rewritten, put back.
import { describe, expect, it } from 'vitest';
import { translateStyle } from '../style-engine';
import { cliticTable, keysForStem, stemSources, writeWithClitics } from './clitics';

const iraqiToMsa = (text: string) => translateStyle(text, 'iraqi_arabic', 'classical_arabic');
const msaToIraqi = (text: string) => translateStyle(text, 'classical_arabic', 'iraqi_arabic');

describe('Arabic prefixes and suffixes', () => {
  it('finds a lexicon word behind "و", "ب", "ال" and "بال" and keeps them', () => {
    expect(iraqiToMsa('لا تلعب بالموبايل.').translation).toBe('لا تلعب بالهاتف.');
    const { translation, terms } = iraqiToMsa('ذاك الفلم حلو، لازم تشوفه.');
    // "تشوفه" = "تشوف" + "ه" (him/it): the verb is rewritten, the pronoun stays joined.
    expect(translation).toMatch(/تراه|تشاهده/);
    expect(terms.length).toBeGreaterThan(0);
  });

  it('drops the Iraqi progressive "د" towards MSA and writes MSA\'s future "س" as "راح"', () => {
    expect(iraqiToMsa('أمي دتطبخ دولمة.').translation).toBe('أمي تطبخ دولمة.');
    expect(msaToIraqi('سأذهب إلى السوق.').translation).toMatch(/^راح أروح /);
  });

  it('writes a final "ة" as "ت" before a suffix and "ل" + "ال" as "لل"', () => {
    const table = cliticTable('iraqi_arabic', 'to-standard')!;
    expect(writeWithClitics(table, 'سيارة', '', 'ي', false)).toBe('سيارتي');
    expect(writeWithClitics(table, 'السوق', 'ل', '', false)).toBe('للسوق');
    expect(writeWithClitics(table, 'السوق', 'لل', '', true)).toBe('للسوق');
    expect(writeWithClitics(table, 'سيارة', 'ب', 'ج', false)).toBe('بسيارتك');
  });

  it('does not look for short phrases inside longer words, nor "د" before a non-verb', () => {
    const table = cliticTable('iraqi_arabic', 'to-standard')!;
    const stems = stemSources(['زي', 'تسوق', 'موبايل', 'السيارة'], table);
    expect(stems.has('زي')).toBe(false);
    expect(keysForStem(stems, table, 'تسوق', 'د', '')).toEqual(['تسوق']);
    expect(keysForStem(stems, table, 'موبايل', 'د', '')).toEqual([]);
    // "السيارة" is found after "بال" without its own article, and as "سيارت" only with a suffix.
    expect(keysForStem(stems, table, 'سيارة', 'بال', '')).toEqual(['السيارة']);
    expect(keysForStem(stems, table, 'سيارة', 'و', '')).toEqual([]);
  });

  it('leaves a word alone when no lexicon phrase is inside it', () => {
    expect(iraqiToMsa('وصلنا البيت').translation).toContain('وصلنا');
  });
});

describe('Persian endings', () => {
  it('reads spoken plural and pronoun endings and writes them the standard way', () => {
    expect(translateStyle('داداشامون اومدن', 'persian_slang', 'standard_persian').translation).toBe(
      'برادر\u200cهایمان آمدند',
    );
    expect(
      translateStyle('گوشیم شارژ نداره', 'persian_slang', 'standard_persian').translation,
    ).toBe('گوشی\u200cام شارژ ندارد');
  });

  it('writes standard endings the spoken way', () => {
    expect(
      translateStyle('برادرهایمان آمدند', 'standard_persian', 'persian_slang').translation,
    ).toBe('داداشامون اومدن');
    expect(
      translateStyle('خانه‌ام نزدیک است', 'standard_persian', 'persian_slang').translation,
    ).toBe('خونه\u200cم نزدیکه');
  });
});
