// Informal questions without their auxiliary, put back towards the standard.
import { describe, expect, it } from 'vitest';
import { toStandardQuestion } from './informal-questions';
import { translateStyle } from './style-engine';

const standard = (text: string) => toStandardQuestion(text).text;

describe('questions without "do", "are" or "have"', () => {
  it('puts the auxiliary back before the subject', () => {
    expect(standard('You need anything?')).toBe('Do you need anything?');
    expect(standard("I'm going out, you need anything?")).toBe(
      "I'm going out, do you need anything?",
    );
    expect(standard('you coming tonight?')).toBe('Are you coming tonight?');
    expect(standard('You seen it yet?')).toBe('Have you seen it yet?');
    expect(standard('She want some?')).toBe('Does she want some?');
  });

  it('leaves statements, full questions and non-verbs alone', () => {
    for (const kept of [
      'You need a break.',
      'Do you need anything?',
      'You thing is here?',
      'You seen it?',
      'Thank you, need anything?',
    ])
      expect(standard(kept)).toBe(kept);
  });

  it('runs in the engine towards the standard, named in the explanation', () => {
    const result = translateStyle(
      "We're finna hit the gym, you coming?",
      'gen_z_english',
      'standard_english',
    );
    expect(result.translation).toBe("We're about to hit the gym, are you coming?");
    expect(result.terms.map((term) => term.term)).toContain('question without “do”');
  });
});
