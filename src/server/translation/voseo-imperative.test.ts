// The imperative with vos, from the tú imperative.
import { describe, expect, it } from 'vitest';
import { toVoseoImperative, vosBase } from './voseo-imperative';
import { translateStyle } from './style-engine';

const vos = (text: string) => toVoseoImperative(text).text;

describe('vos imperative', () => {
  it('builds the vos form from the tú form, undoing a diphthong', () => {
    expect(vosBase('lleva')).toBe('lleva');
    expect(vosBase('cuenta')).toBe('conta');
    expect(vosBase('piensa')).toBe('pensa');
    expect(vosBase('pide')).toBe('pedi');
    expect(vosBase('escribe')).toBe('escribi');
    expect(vosBase('come')).toBe('come');
    expect(vosBase('di')).toBe('deci');
  });

  it('rewrites imperatives with pronouns joined, and the stress follows', () => {
    expect(vos('Cuéntame qué pasó.')).toBe('Contame qué pasó.');
    expect(vos('Dímelo ya.')).toBe('Decímelo ya.');
    expect(vos('Escríbeme mañana.')).toBe('Escribime mañana.');
    expect(vos('Pídeselo a Ana.')).toBe('Pedíselo a Ana.');
    expect(vos('Ábrela ya.')).toBe('Abrila ya.');
  });

  it('rewrites a plain imperative only where it cannot be another form', () => {
    expect(vos('Hace calor, así que lleva agua.')).toBe('Hace calor, así que llevá agua.');
    expect(vos('Ten cuidado.')).toBe('Tené cuidado.');
    expect(vos('Juan lleva agua.')).toBe('Juan lleva agua.');
    expect(vos('Diez de ten.')).toBe('Diez de ten.');
  });

  it('leaves nouns with an accent and a pronoun-like ending alone', () => {
    for (const kept of [
      'Vi una película.',
      'La fórmula es fácil.',
      'Es rápidamente.',
      'Diciéndome eso.',
    ])
      expect(vos(kept)).toBe(kept);
  });

  it('runs in the engine towards Rioplatense Spanish', () => {
    const result = translateStyle('Véndelo mañana.', 'spanish', 'rioplatense_spanish');
    expect(result.translation).toBe('Vendelo mañana.');
    expect(result.terms.map((term) => term.term)).toContain('imperativo con vos');
  });
});
