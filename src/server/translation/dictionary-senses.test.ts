// The dictionary's terms as senses of the engine (issue 27 item 1): which definitions give a gloss that can take the
// term's place, and which terms are left out (ordinary words, the lexicon's own, other languages).
import { describe, expect, it } from 'vitest';
import { dictionarySenses, readStandardWords, usableGloss } from './dictionary-senses';
import { getLexicons } from './lexicon';

describe('usableGloss', () => {
  it('finds what the term stands for', () => {
    expect(usableGloss("Short for 'to be honest'; used before an opinion.")).toBe('to be honest');
    expect(usableGloss('A close friend; someone you trust.', 'homie')).toBe('close friend');
    expect(usableGloss('To outshine someone, especially in looks.', 'mog')).toBe('outshine');
    expect(usableGloss('To be announced.', 'TBA')).toBe('to be announced');
    expect(usableGloss('Bacon, lettuce and tomato sandwich.', 'BLT')).toBe(
      'bacon, lettuce and tomato sandwich',
    );
    expect(usableGloss('Exactly right, perfect.', 'on point')).toBe('exactly right');
    expect(usableGloss('Department of Motor Vehicles.', 'DMV')).toBe(
      'Department of Motor Vehicles',
    );
  });

  it('finds none where the definition describes the term or is cut short', () => {
    expect(usableGloss('A word for anything you like.', 'jawn')).toBeUndefined();
    expect(usableGloss('Used when something goes wrong.', 'oof')).toBeUndefined();
    expect(usableGloss('In baseball, an easy catch.', 'can of corn')).toBeUndefined();
    expect(usableGloss('A quick, casual way to admit a mistake.', 'my bad')).toBeUndefined();
    expect(
      usableGloss('Someone who acts like a friend but is a rival.', 'frenemy'),
    ).toBeUndefined();
    expect(
      usableGloss('The charm and confidence to attract a partner without trying.', 'rizz'),
    ).toBeUndefined();
  });
});

describe('dictionarySenses', () => {
  const senses = dictionarySenses(
    [
      { term: 'zoomy', meaning: 'Very fast; said of a car.', language: 'us_english' },
      { term: 'tea', meaning: 'Gossip; the latest news.', language: 'us_english' },
      { term: 'no cap', meaning: 'No lie; for real.', language: 'us_english' },
      { term: 'bondi', meaning: 'A city bus.', language: 'rioplatense_es' },
      { term: 'blep', meaning: 'A word for a tongue sticking out.', language: 'us_english' },
    ],
    getLexicons(),
    readStandardWords(),
  );

  it('makes a Gen Z sense, towards the standard, of a new US term with a gloss', () => {
    expect(senses.byStyle.get('gen_z_english')).toEqual([
      {
        standard: 'very fast',
        style: 'zoomy',
        meaning: 'Very fast; said of a car',
        only: 'to-standard',
        term: 'zoomy',
      },
    ]);
    expect([...senses.byStyle.keys()]).toEqual(['gen_z_english']);
  });

  it('has a version that changes with the senses', () => {
    const other = dictionarySenses(
      [{ term: 'zoomy', meaning: 'Quick; said of a car.', language: 'us_english' }],
      getLexicons(),
      readStandardWords(),
    );
    expect(other.version).not.toBe(senses.version);
  });
});
