// Alternatives (issue 27 item 4): other renderings of a text, each making another choice for one of its senses —
// towards the style from the lexicon's own alternatives, towards the standard from the other phrases a style phrase
// stands for — each with the explanation of what it uses.
import { describe, expect, it } from 'vitest';
import { MAX_ALTERNATIVES, translateStyle } from './style-engine';

describe('alternative translations', () => {
  it('offers the lexicon’s other style phrases for a sense, one choice swapped at a time', () => {
    const result = translateStyle(
      'I am exhausted and angry.',
      'standard_english',
      'british_english',
    );
    expect(result.translation).toBe('I am knackered and cross.');
    expect(result.alternatives.map((alternative) => alternative.translation)).toEqual([
      'I am shattered and cross.',
      'I am knackered and fuming.',
    ]);
    // The explanation follows the choice.
    expect(result.alternatives[0]!.explanation).toContain('“shattered” – ');
    expect(result.alternatives[0]!.explanation).not.toContain('“knackered”');
    // And the terms worth a card, for "Add to my deck" once it is chosen.
    expect(result.alternatives[0]!.cardTerms.map((term) => term.term)).toEqual([
      'shattered',
      'cross',
    ]);
  });

  it('reads a style phrase that stands for several standard ones in each of them, the term named the same', () => {
    const result = translateStyle('That movie was fire.', 'gen_z_english', 'standard_english');
    const alternatives = result.alternatives.map((alternative) => alternative.translation);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
    expect(new Set([result.translation, ...alternatives]).size).toBe(alternatives.length + 1);
    for (const alternative of result.alternatives) {
      expect(alternative.translation).toMatch(/^That movie was [a-z ]+\.$/);
      expect(alternative.explanation).toContain('“fire”');
    }
  });

  it('keeps the rest of the rewrite in every alternative', () => {
    const result = translateStyle('genial, de verdad', 'spanish', 'rioplatense_spanish');
    for (const alternative of result.alternatives) {
      expect(alternative.translation).toContain('posta');
    }
    expect(result.alternatives.map((alternative) => alternative.translation)).toContain(
      'bárbaro, posta',
    );
  });

  it('has none where there is no other choice', () => {
    expect(
      translateStyle('The train leaves at noon.', 'standard_english', 'gen_z_english').alternatives,
    ).toEqual([]);
  });
});
