// Reading a CSV of cards and previewing its import (issue 29 item 5): delimiters, an optional header in any column
// order, line numbers that count quoted line breaks and skipped blank lines, a file from SlangBridge's own export,
// and each line's problems — the server's card rules, duplicates in the deck or the file, the deck's card limit.
import { describe, expect, it } from 'vitest';
import { CARD_MEANING_MAX, CUSTOM_DECK_CARDS_MAX } from '@shared/schemas/flashcards';
import { parseCardsCsv, previewImport } from './parse-cards-csv';
import { IMPORT_CSV_TEXT as T } from './texts';

const cardsOf = (text: string, deck: { term: string }[] = [], limit?: number) =>
  previewImport(parseCardsCsv(text), deck, limit);

describe('parseCardsCsv', () => {
  it('reads term, meaning and example separated by commas, semicolons or tabs', () => {
    for (const delimiter of [',', ';', '\t']) {
      const text =
        ['rizz', 'charm', 'He has rizz.'].join(delimiter) + '\nmid' + delimiter + 'average';
      expect(parseCardsCsv(text)).toEqual({
        header: false,
        records: [
          { line: 1, term: 'rizz', meaning: 'charm', example: 'He has rizz.' },
          { line: 2, term: 'mid', meaning: 'average', example: '' },
        ],
        problems: [],
      });
    }
    // A comma inside a semicolon-separated meaning stays in it.
    expect(parseCardsCsv('rizz;charm, appeal\nmid;average').records[0]).toMatchObject({
      meaning: 'charm, appeal',
    });
  });

  it('takes a header row in any order and any case, and leaves it out', () => {
    const parsed = parseCardsCsv('Example,TERM,meaning\n"Said ""hi""",hi,hello');
    expect(parsed.header).toBe(true);
    expect(parsed.records).toEqual([
      { line: 2, term: 'hi', meaning: 'hello', example: 'Said "hi"' },
    ]);
  });

  it('numbers lines as the file has them: blank lines, Windows line breaks and quoted line breaks count', () => {
    const text = '\uFEFFterm,meaning\r\n\r\nrizz,"charm\r\nand style"\r\n   \r\nmid,average\r\n';
    expect(parseCardsCsv(text).records).toEqual([
      { line: 3, term: 'rizz', meaning: 'charm\nand style', example: '' },
      { line: 6, term: 'mid', meaning: 'average', example: '' },
    ]);
  });

  it('names a quoted cell that is never closed', () => {
    const parsed = parseCardsCsv('rizz,charm\nmid,"average\nbet,ok');
    expect(parsed.records).toEqual([{ line: 1, term: 'rizz', meaning: 'charm', example: '' }]);
    expect(parsed.problems).toEqual([{ line: 2, messages: [T.unclosedQuote] }]);
  });

  it('reads a file SlangBridge exported, dropping the apostrophes that kept formulas from running', () => {
    const exported =
      '\uFEFFdeck,term,meaning,example,state,due,stability,difficulty,reps,lapses,last review\n' +
      "Mine,'=2+2,'-ish,'@you,review,2026-12-09T10:00:00.000Z,3.2,5.1,2,0,2026-12-06T10:00:00.000Z\n" +
      "Mine,it's,'tis,,new,,,,0,0,\n";
    expect(parseCardsCsv(exported).records).toEqual([
      { line: 2, term: '=2+2', meaning: '-ish', example: '@you' },
      { line: 3, term: "it's", meaning: "'tis", example: '' },
    ]);
  });
});

describe('previewImport', () => {
  it('keeps the cards that pass the server’s card schema and names what is wrong with each other line', () => {
    const preview = cardsOf(
      [
        'term,meaning,example',
        'rizz,charm,He has rizz.',
        ',no term here',
        `bussin,${'x'.repeat(CARD_MEANING_MAX + 1)}`,
        'only a term',
        'cap,a lie',
      ].join('\n'),
    );
    expect(preview.cards).toEqual([
      { line: 2, card: { term: 'rizz', meaning: 'charm', example: 'He has rizz.' } },
      { line: 6, card: { term: 'cap', meaning: 'a lie' } },
    ]);
    expect(preview.problems).toEqual([
      { line: 3, messages: ['A term is required.'] },
      { line: 4, messages: [`A meaning must be ${CARD_MEANING_MAX} characters or less.`] },
      { line: 5, messages: ['A meaning is required.'] },
    ]);
  });

  it('refuses a term the deck has or an earlier line adds, whatever its case and spacing', () => {
    const preview = cardsOf('Slay,serve\nbet , ok\n  BET,sure\nnew one,fine', [{ term: 'slay' }]);
    expect(preview.cards.map(({ card }) => card.term)).toEqual(['bet', 'new one']);
    expect(preview.problems).toEqual([
      { line: 1, messages: [T.alreadyInDeck('Slay')] },
      { line: 3, messages: [T.alreadyOnLine('BET', 2)] },
    ]);
  });

  it('a line refused for another reason does not keep its term from a later line', () => {
    const preview = cardsOf('rizz,\nrizz,charm');
    expect(preview.cards.map(({ line }) => line)).toEqual([2]);
    expect(preview.problems).toEqual([{ line: 1, messages: ['A meaning is required.'] }]);
  });

  it('stops at the deck’s card limit, counting the cards it already holds', () => {
    const deck = Array.from({ length: CUSTOM_DECK_CARDS_MAX - 2 }, (_, index) => ({
      term: `word ${index}`,
    }));
    const preview = cardsOf('a,1\nb,2\nc,3\nd,4', deck);
    expect(preview.cards.map(({ card }) => card.term)).toEqual(['a', 'b']);
    expect(preview.problems).toEqual([
      { line: 3, messages: [T.deckFull(CUSTOM_DECK_CARDS_MAX)] },
      { line: 4, messages: [T.deckFull(CUSTOM_DECK_CARDS_MAX)] },
    ]);
    expect(cardsOf('a,1\nb,2', [], 1).problems).toEqual([{ line: 2, messages: [T.deckFull(1)] }]);
  });
});
