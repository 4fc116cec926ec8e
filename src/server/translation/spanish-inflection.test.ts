// The Spanish lexicons' verbs in their regular forms: generated entries and what the engine does with them.
import { describe, expect, it } from 'vitest';
import type { Lexicon } from './lexicon';
import { spanishInflectedEntries } from './spanish-inflection';
import { translateStyle } from './style-engine';

const lexicon = (style: string, entries: Lexicon['entries']): Lexicon => ({
  style,
  language: 'es',
  kind: 'slang',
  description: 'test',
  entries,
});
const pairs = (entries: ReturnType<typeof spanishInflectedEntries>) =>
  new Map(entries.map((entry) => [entry.standard, entry.style]));

describe('spanishInflectedEntries', () => {
  it('conjugates two regular verbs in every person and tense, the rest of the phrase carried', () => {
    const forms = pairs(
      spanishInflectedEntries(
        lexicon('spain_genz', [
          { standard: 'trabajar', style: 'currar', meaning: 'to work' },
          { standard: 'criticar a', style: 'rajar de', meaning: 'to badmouth' },
        ]),
      ),
    );
    expect(forms.get('trabajamos')).toBe('curramos');
    expect(forms.get('trabajáis')).toBe('curráis');
    expect(forms.get('trabajó')).toBe('curró');
    expect(forms.get('trabajaban')).toBe('curraban');
    expect(forms.get('trabajaré')).toBe('curraré');
    expect(forms.get('trabajando')).toBe('currando');
    // Spelling before "e": criticar → critiqué.
    expect(forms.get('critiqué a')).toBe('rajé de');
  });

  it('writes vos in Rioplatense Spanish and no vosotros', () => {
    const forms = pairs(
      spanishInflectedEntries(
        lexicon('rioplatense_spanish', [{ standard: 'comer', style: 'morfar', meaning: 'to eat' }]),
      ),
    );
    expect(forms.get('comes')).toBe('morfás');
    expect(forms.get('comiste')).toBe('morfaste');
    expect(forms.has('coméis')).toBe(false);
  });

  it('leaves irregular verbs, forms that are other words and forms the lexicon writes to the lexicon', () => {
    const generated = spanishInflectedEntries(
      lexicon('spain_genz', [
        { standard: 'dormir', style: 'sobar', meaning: 'to sleep' },
        { standard: 'comer', style: 'jalar', meaning: 'to eat' },
        { standard: 'comemos', style: 'papeamos', meaning: 'we eat' },
      ]),
    );
    const forms = pairs(generated);
    expect([...forms.keys()].some((form) => form.startsWith('duerm'))).toBe(false);
    expect(forms.has('como')).toBe(false);
    expect(generated.find((entry) => entry.standard === 'comemos')?.only).toBe('to-standard');
  });

  it('leaves an -iar verb’s stem-stressed forms to the lexicon (espío but estudio)', () => {
    const forms = pairs(
      spanishInflectedEntries(
        lexicon('spain_genz', [{ standard: 'espiar', style: 'stalkear', meaning: 'to spy on' }]),
      ),
    );
    expect(forms.has('espio')).toBe(false);
    expect(forms.has('espias')).toBe(false);
    expect(forms.get('espiamos')).toBe('stalkeamos');
    expect(forms.get('espiaba')).toBe('stalkeaba');
  });

  it('guards a reflexive verb’s forms by their pronoun and a first person by a noun’s article', () => {
    const generated = spanishInflectedEntries(
      lexicon('spain_genz', [
        { standard: 'preocuparse', style: 'rayarse', meaning: 'to worry' },
        { standard: 'trabajar', style: 'currar', meaning: 'to work' },
      ]),
    );
    expect(generated.find((entry) => entry.style === 'rayo')?.when?.previous).toContain('me');
    expect(generated.find((entry) => entry.standard === 'trabajo')?.when?.notPrevious).toContain(
      'mi',
    );
  });
});

describe('through the engine', () => {
  it('rewrites a conjugated verb both ways', () => {
    expect(
      translateStyle('Ayer trabajamos hasta tarde.', 'spanish', 'spain_genz').translation,
    ).toBe('Ayer curramos hasta tarde.');
    expect(
      translateStyle('Mis amigos curraron todo el verano.', 'spain_genz', 'spanish').translation,
    ).toBe('Mis amigos trabajaron todo el verano.');
    expect(
      translateStyle('Ella trabajaba en un bar.', 'spanish', 'rioplatense_spanish').translation,
    ).toBe('Ella laburaba en un bar.');
  });
});
