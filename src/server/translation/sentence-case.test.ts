// Sentence form of a rewrite: where sentences start, the capitals and final marks kept from the source, and
// generated sentences ended with exactly one mark.
import { describe, expect, it } from 'vitest';
import {
  endSentence,
  keepFinalPunctuation,
  keepSentenceCase,
  keepSentenceForm,
  sentenceStarts,
  singleSentenceEnd,
} from './sentence-case';

describe('sentenceStarts', () => {
  it('finds each sentence after end marks, line breaks, openers and Spanish ¿ ¡', () => {
    expect(sentenceStarts('Hi. how are you?\n“Fine”! ¿qué tal?')).toEqual([
      { index: 0, capital: true },
      { index: 4, capital: false },
      { index: 18, capital: true },
      { index: 26, capital: false },
    ]);
  });

  it('does not split at decimals, domains, abbreviations, initials or a mark inside quotes', () => {
    expect(sentenceStarts('Pay 3.5 euros on example.com, e.g. today.')).toHaveLength(1);
    expect(sentenceStarts('Ask Mr. Smith or J. Doe.')).toHaveLength(1);
    expect(sentenceStarts('She asked "why?" and left.')).toHaveLength(1);
  });

  it('says when a sentence starts with no cased letter', () => {
    expect(sentenceStarts('#blessed. 3 cats. كيف حالك؟').map((start) => start.capital)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('keepSentenceCase', () => {
  it('gives each sentence the capital its source sentence starts with', () => {
    expect(keepSentenceCase('Hi. #blessed. Thanks.', 'Hi. grateful. Thanks.')).toBe(
      'Hi. Grateful. Thanks.',
    );
    expect(keepSentenceCase('Okay. See you.', 'bet. cya.')).toBe('Bet. Cya.');
  });

  it('leaves text written without capitals as it is', () => {
    expect(
      keepSentenceCase('that party was great. i am not lying', 'that party was fire. no cap'),
    ).toBe('that party was fire. no cap');
    expect(keepSentenceCase('ok. Fine', 'bet. fine')).toBe('bet. Fine');
  });

  it('never lowers a capital the rewrite wrote', () => {
    expect(keepSentenceCase('how are you?', 'You all right?')).toBe('You all right?');
  });

  it('capitalises every sentence when asked to, whatever the source did', () => {
    expect(
      keepSentenceCase(
        'can you send me that file asap, thanks. bye',
        'could you send me that file at your earliest convenience, thank you. goodbye',
        { always: true },
      ),
    ).toBe('Could you send me that file at your earliest convenience, thank you. Goodbye');
  });

  it('leaves words with an inner capital and capitals of two letters alone', () => {
    expect(keepSentenceCase('A phone.', 'iPhone.', { always: true })).toBe('iPhone.');
    expect(keepSentenceCase('Street.', 'ßtraße.', { always: true })).toBe('ßtraße.');
  });

  it('falls back on the source’s habit when the sentences do not pair up', () => {
    expect(keepSentenceCase('Fine. Thanks.', 'fine')).toBe('Fine');
    expect(keepSentenceCase('fine. thanks.', 'fine')).toBe('fine');
  });
});

describe('keepFinalPunctuation', () => {
  it('ends the rewrite with the source’s mark, restoring a lost one', () => {
    expect(keepFinalPunctuation('Is it you?', 'Is it you')).toBe('Is it you?');
    expect(keepFinalPunctuation('Wow!!', 'Sheesh.')).toBe('Sheesh!!');
    expect(keepFinalPunctuation('Well...', 'Well.')).toBe('Well...');
  });

  it('never doubles a mark, inside closing quotes or before trailing space', () => {
    expect(keepFinalPunctuation('How are you?', 'How you doin’?.')).toBe('How you doin’?');
    expect(keepFinalPunctuation('He said “hi.”  ', 'He said “hey..”  ')).toBe('He said “hey.”  ');
  });

  it('finds the end of a long text, and a run of marks longer than the part it searches', () => {
    const long = 'word '.repeat(400);
    expect(keepFinalPunctuation(`${long}ok?`, `${long}fine?.`)).toBe(`${long}fine?`);
    expect(keepFinalPunctuation(`wow${'!'.repeat(70)}`, `sheesh${'!'.repeat(70)}.`)).toBe(
      `sheesh${'!'.repeat(70)}`,
    );
  });

  it('adds nothing where the source ends without a mark (a sign-off takes no full stop)', () => {
    expect(keepFinalPunctuation('Bye', 'Best regards')).toBe('Best regards');
    expect(keepFinalPunctuation('Bye', 'Best regards?.')).toBe('Best regards?');
  });
});

describe('singleSentenceEnd', () => {
  it('drops a full stop after another mark and keeps an ellipsis or emphasis', () => {
    expect(singleSentenceEnd('?.')).toBe('?');
    expect(singleSentenceEnd('!.')).toBe('!');
    expect(singleSentenceEnd('؟.')).toBe('؟');
    expect(singleSentenceEnd('..')).toBe('.');
    expect(singleSentenceEnd('...')).toBe('...');
    expect(singleSentenceEnd('?!')).toBe('?!');
  });
});

describe('keepSentenceForm', () => {
  it('restores the capitals and the final mark together', () => {
    expect(keepSentenceForm('#blessed? Sure.', 'grateful? sure', {})).toBe('Grateful? Sure.');
  });
});

describe('endSentence', () => {
  it('adds a full stop only where no end mark is there, also inside closing quotes', () => {
    expect(endSentence('Slang used: “cya” – see you')).toBe('Slang used: “cya” – see you.');
    expect(endSentence('“chetori”: how are you?')).toBe('“chetori”: how are you?');
    expect(endSentence('a common British greeting, “Alright?”')).toBe(
      'a common British greeting, “Alright?”',
    );
    expect(endSentence('(with copula absence)  ')).toBe('(with copula absence).');
    expect(endSentence('it means “done.”')).toBe('it means “done.”');
  });
});
