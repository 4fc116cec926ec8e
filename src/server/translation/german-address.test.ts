// The verb agreeing with "Sie" and "du", both ways, on its own and through the engine.
import { describe, expect, it } from 'vitest';
import { pluralOf, singularOf, toFamiliarAgreement, toPoliteAgreement } from './german-address';
import { translateStyle } from './style-engine';

describe('conjugation between "Sie" and "du"', () => {
  it('makes the du form from the Sie form', () => {
    expect(singularOf('planen')).toBe('planst');
    expect(singularOf('finden')).toBe('findest');
    expect(singularOf('ändern')).toBe('änderst');
    expect(singularOf('eintreffen')).toBe('eintriffst');
    expect(singularOf('heißen')).toBe('heißt');
    expect(singularOf('sind')).toBe('bist');
    expect(singularOf('rechnen')).toBe('rechnest');
  });

  it('makes the Sie form from the du form', () => {
    expect(pluralOf('planst')).toBe('planen');
    expect(pluralOf('findest')).toBe('finden');
    expect(pluralOf('änderst')).toBe('ändern');
    expect(pluralOf('fährst')).toBe('fahren');
    expect(pluralOf('bist')).toBe('sind');
    expect(pluralOf('musstest')).toBe('mussten');
  });
});

describe('agreement next to the pronoun', () => {
  it('towards "du", after the lexicon wrote the pronoun', () => {
    expect(toFamiliarAgreement('Planen du eine Reise?').text).toBe('Planst du eine Reise?');
    expect(toFamiliarAgreement('Sag mir, wann du eintreffen.').text).toBe(
      'Sag mir, wann du eintriffst.',
    );
    expect(toFamiliarAgreement('Wir bitten du nicht.').changed).toBe(false);
  });

  it('towards "Sie"', () => {
    expect(toPoliteAgreement('Planst Sie eine Reise?').text).toBe('Planen Sie eine Reise?');
    expect(toPoliteAgreement('Haben Sie euch entschieden?').text).toBe(
      'Haben Sie sich entschieden?',
    );
    expect(toPoliteAgreement('Sie hat Zeit.').changed).toBe(false);
  });

  it('through the engine, for verbs the lexicon does not list', () => {
    expect(
      translateStyle('Planen Sie eine Reise?', 'formal_german', 'standard_german').translation,
    ).toBe('Planst du eine Reise?');
    expect(
      translateStyle('Planst du eine Reise?', 'standard_german', 'formal_german').translation,
    ).toBe('Planen Sie eine Reise?');
  });
});
