// AAVE's zero copula both ways, on its own and through the engine.
import { describe, expect, it } from 'vitest';
import { toStandardCopula, toZeroCopula } from './aave-copula';
import { translateStyle } from './style-engine';

const zero = (text: string) => toZeroCopula(text).text;
const standard = (text: string) => toStandardCopula(text).text;

describe('towards AAVE', () => {
  it('leaves out "is" and "are" after a subject', () => {
    expect(zero('My phone is dead, so text my sister.')).toBe('My phone dead, so text my sister.');
    expect(zero('They are at the store.')).toBe('They at the store.');
    expect(zero('My brother is tryna find a job.')).toBe('My brother tryna find a job.');
  });

  it('keeps the copula where AAVE keeps it ("it", "that", "what" contract it)', () => {
    for (const kept of [
      'There are two of them.',
      "That's who he is.",
      'He is not home.',
      'My name is Ana.',
      'Where is he?',
      'The problem is that I forgot.',
    ])
      expect(zero(kept)).toBe(kept);
    expect(zero('It is late.')).toBe("It's late.");
    expect(zero('That is my car.')).toBe("That's my car.");
    expect(zero('What is that?')).toBe("What's that?");
    expect(zero('I know what it is.')).toBe('I know what it is.');
  });

  it('drops a question’s "are"/"is" before its subject, but not in "How are you?"', () => {
    expect(zero("Are y'all coming to the cookout?")).toBe("Y'all coming to the cookout?");
    expect(zero("We finna leave, are y'all coming?")).toBe("We finna leave, y'all coming?");
    expect(zero("Why are y'all always late?")).toBe("Why y'all always late?");
    expect(zero('How are you doing?')).toBe('How are you doing?');
    expect(zero('Are you sure. I am.')).toBe('Are you sure. I am.');
  });

  it('contracts what AAVE contracts', () => {
    expect(zero('I am finna go.')).toBe("I'm finna go.");
    expect(zero('Yes, I am.')).toBe('Yes, I am.');
    expect(zero('We was not home.')).toBe("We wasn't home.");
    expect(zero('I have been playing it all day.')).toBe('I been playing it all day.');
  });
});

describe('towards standard English', () => {
  it('gives a pronoun subject its copula back, contracted', () => {
    expect(standard('I don’t know why he mad at me.')).toBe("I don’t know why he's mad at me.");
    expect(standard('They playing outside.')).toBe("They're playing outside.");
    expect(standard('she the best in the league')).toBe("she's the best in the league");
    expect(standard('He always late.')).toBe("He's always late.");
  });

  it('asks a question with the verb first', () => {
    expect(standard('You ready?')).toBe('Are you ready?');
    expect(standard('Why you overreacting over a text?')).toBe(
      'Why are you overreacting over a text?',
    );
  });

  it('leaves objects, verbs and nouns alone', () => {
    for (const kept of [
      'I told you so.',
      'Thank you so much.',
      'They always go there.',
      'He ate the whole thing.',
      'We got this.',
      'Are you ready?',
      'She went home.',
      'She lit the candles.',
    ])
      expect(standard(kept)).toBe(kept);
  });
});

describe('through the engine', () => {
  it('writes and reads the zero copula, naming it in the explanation', () => {
    const toAave = translateStyle('My phone is dead.', 'standard_english', 'aave');
    expect(toAave.translation).toBe('My phone dead.');
    expect(toAave.explanation).toContain('zero copula');
    const toStandard = translateStyle('He salty because we won.', 'aave', 'standard_english');
    expect(toStandard.translation).toMatch(/^He's \w+ because we won\.$/);
    expect(toStandard.explanation).toContain('zero copula');
  });
});
