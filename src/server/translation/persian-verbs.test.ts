// Persian verb endings between the written standard and spoken Tehrani.
import { describe, expect, it } from 'vitest';
import { toSpokenVerbs, toStandardVerbs } from './persian-verbs';
import { translateStyle } from './style-engine';

const spoken = (text: string) => toSpokenVerbs(text).text;
const standard = (text: string) => toStandardVerbs(text).text;

describe('towards spoken Persian', () => {
  it('says the perfect as the simple past and drops "است" after a negative perfect', () => {
    expect(spoken('من این فیلم را دیده‌ام.')).toBe('من این فیلم را دیدم.');
    expect(spoken('آن‌ها نرفته‌اند.')).toBe('آن‌ها نرفتن.');
    expect(spoken('او جواب نداده است.')).toBe('او جواب نداده.');
  });

  it('keeps an adjective’s "ه" and leaves other words alone', () => {
    expect(spoken('خیلی خسته‌ام.')).toBe('خیلی خسته‌ام.');
    expect(spoken('این خانه است.')).toBe('این خانه است.');
    expect(toSpokenVerbs('کتاب‌ها اینجا هستند.').changed).toBe(false);
  });
});

describe('towards standard Persian', () => {
  it('writes the 3rd person plural "-ن" of a verb in progress as "-ند"', () => {
    expect(standard('همه داشتن می‌خندیدن.')).toBe('همه داشتند می‌خندیدند.');
    expect(standard('بچه‌ها می‌خندن')).toBe('بچه‌ها می‌خندند');
  });

  it('not infinitives or words that only end in "ن"', () => {
    expect(toStandardVerbs('رفتن به مدرسه سخت است.').changed).toBe(false);
    expect(toStandardVerbs('داشتن ماشین خوب است.').changed).toBe(false);
  });

  it('runs in the engine after the lexicon', () => {
    expect(
      translateStyle('او هنوز جواب نداده است.', 'standard_persian', 'persian_slang').translation,
    ).toMatch(/نداده\.$/);
  });
});
