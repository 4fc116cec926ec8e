// The Russian lexicon's verbs in their regular forms: generated entries and what the engine does with them.
import { describe, expect, it } from 'vitest';
import type { Lexicon } from './lexicon';
import { russianInflectedEntries } from './russian-inflection';
import { translateStyle } from './style-engine';

const lexicon = (entries: Lexicon['entries']): Lexicon => ({
  style: 'russian_genz',
  language: 'ru',
  kind: 'slang',
  description: 'test',
  entries,
});
const formsOf = (entries: Lexicon['entries']) =>
  new Map(russianInflectedEntries(lexicon(entries)).map((entry) => [entry.standard, entry.style]));

describe('russianInflectedEntries', () => {
  it('conjugates the three regular classes in the present and the past', () => {
    const forms = formsOf([
      { standard: 'проверять', style: 'чекать', meaning: 'to check' },
      { standard: 'сфотографировать', style: 'сфоткать', meaning: 'to photograph' },
      { standard: 'отдыхать', style: 'чилить', meaning: 'to relax' },
    ]);
    expect(forms.get('проверяем')).toBe('чекаем');
    expect(forms.get('проверяла')).toBe('чекала');
    expect(forms.get('сфотографируют')).toBe('сфоткают');
    expect(forms.get('отдыхаешь')).toBe('чилишь');
    expect(forms.get('отдыхают')).toBe('чилят');
    expect(forms.get('отдыхали')).toBe('чилили');
  });

  it('keeps each side’s own reflexive ending', () => {
    const forms = formsOf([{ standard: 'хвастаться', style: 'флексить', meaning: 'to show off' }]);
    expect(forms.get('хвастается')).toBe('флексит');
    expect(forms.get('хвасталась')).toBe('флексила');
    // флексить's first person singular may alternate (флекшу / флексю): not guessed.
    expect(forms.has('хвастаюсь')).toBe(false);
  });

  it('leaves irregular verbs and an alternating first person to the lexicon', () => {
    const forms = formsOf([
      { standard: 'писать', style: 'строчить', meaning: 'to write' },
      { standard: 'шутить', style: 'рофлить', meaning: 'to joke' },
    ]);
    expect([...forms.keys()].some((form) => form.startsWith('пиш'))).toBe(false);
    expect(forms.has('шучу')).toBe(false);
    expect(forms.get('шутишь')).toBe('рофлишь');
  });
});

describe('through the engine', () => {
  it('rewrites a conjugated verb both ways', () => {
    expect(translateStyle('Мы проверяли всё утро.', 'russian', 'russian_genz').translation).toBe(
      'Мы чекали всё утро.',
    );
    expect(
      translateStyle('Она флексила новой сумкой.', 'russian_genz', 'russian').translation,
    ).toMatch(/^Она хвасталась/);
  });
});
