import { describe, expect, it } from 'vitest';
import {
  DAILY_SLANG_DECK_IDS,
  dailySlangDeckIdOf,
  dailySlangOf,
  dailySlangTermIndexOf,
  digitSumOf,
  type DailySlangDeck,
} from './daily-slang';

// The six decks with made-up sizes, in the order the client passes them.
const SIZES = [60, 40, 35, 25, 20, 30];
const SIX: DailySlangDeck[] = DAILY_SLANG_DECK_IDS.map((id, index) => ({
  id,
  cardCount: SIZES[index]!,
}));

describe('digitSumOf', () => {
  it('adds every digit of the date', () => {
    expect(digitSumOf('2026-03-08')).toBe(21);
    expect(digitSumOf('2026-11-01')).toBe(13);
    expect(digitSumOf('2025-12-31')).toBe(16);
    expect(digitSumOf('2029-09-29')).toBe(33);
    expect(digitSumOf('2000-01-01')).toBe(4);
  });

  it('refuses something that is not a date', () => {
    expect(() => digitSumOf('2026-3-8')).toThrow(RangeError);
    expect(() => digitSumOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('dailySlangOf', () => {
  it('draws from the six decks of the spec, in the deck selector’s order', () => {
    expect(DAILY_SLANG_DECK_IDS).toEqual([
      'gen_z_english',
      'business_en',
      'spanish_genz',
      'iraqi_arabic',
      'rioplatense_spanish',
      'russian_genz',
    ]);
  });

  it.each([
    // date, digit sum, sum % 6 → deck, sum % deck size → term
    ['2026-03-08', 'iraqi_arabic', 21], // 21 % 6 = 3; 21 % 25 = 21
    ['2026-11-01', 'business_en', 13], // 13 % 6 = 1; 13 % 40 = 13
    ['2025-12-31', 'rioplatense_spanish', 16], // 16 % 6 = 4; 16 % 20 = 16
    ['2029-09-29', 'iraqi_arabic', 8], // 33 % 6 = 3; 33 % 25 = 8
    ['2026-03-09', 'rioplatense_spanish', 2], // 22 % 6 = 4; 22 % 20 = 2
    ['2026-01-01', 'gen_z_english', 12], // 12 % 6 = 0; 12 % 60 = 12
    ['2026-03-10', 'spanish_genz', 14], // 14 % 6 = 2; 14 % 35 = 14
    ['2020-02-05', 'russian_genz', 11], // 11 % 6 = 5; 11 % 30 = 11
  ])('on %s picks %s, card %i', (date, deckId, termIndex) => {
    expect(dailySlangOf(date, SIX)).toEqual({ deckId, termIndex });
  });

  it('wraps the term index inside a deck smaller than the digit sum', () => {
    const sevens = SIX.map((deck) => ({ ...deck, cardCount: 7 }));
    expect(dailySlangOf('2026-03-08', sevens)).toEqual({ deckId: 'iraqi_arabic', termIndex: 0 });
    expect(dailySlangOf('2029-09-29', sevens)).toEqual({ deckId: 'iraqi_arabic', termIndex: 5 });
  });

  it('uses the decks it is given, in their order', () => {
    const two = [
      { id: 'a', cardCount: 10 },
      { id: 'b', cardCount: 4 },
    ];
    expect(dailySlangOf('2026-03-08', two)).toEqual({ deckId: 'b', termIndex: 1 }); // 21 % 2 = 1; 21 % 4
    expect(dailySlangOf('2026-03-09', two)).toEqual({ deckId: 'a', termIndex: 2 }); // 22 % 2 = 0; 22 % 10
    expect(dailySlangOf('2026-03-08', [{ id: 'only', cardCount: 50 }])).toEqual({
      deckId: 'only',
      termIndex: 21,
    });
  });

  it('gives everyone the same card on the same date', () => {
    expect(dailySlangOf('2026-07-04', SIX)).toEqual(dailySlangOf('2026-07-04', [...SIX]));
  });

  it('has nothing to show without decks or when the chosen deck is empty', () => {
    expect(dailySlangOf('2026-03-08', [])).toBeNull();
    const emptyIraqi = SIX.map((deck) =>
      deck.id === 'iraqi_arabic' ? { ...deck, cardCount: 0 } : deck,
    );
    expect(dailySlangOf('2026-03-08', emptyIraqi)).toBeNull();
    expect(dailySlangOf('2026-11-01', emptyIraqi)).toEqual({
      deckId: 'business_en',
      termIndex: 13,
    });
  });
});

describe('dailySlangDeckIdOf and dailySlangTermIndexOf (the popup, which fetches only the day’s deck)', () => {
  it('take the same two steps as dailySlangOf', () => {
    for (let day = 0; day < 400; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const deckId = dailySlangDeckIdOf(date);
      const size = SIX.find((deck) => deck.id === deckId)!.cardCount;
      expect({ deckId, termIndex: dailySlangTermIndexOf(date, size) }, date).toEqual(
        dailySlangOf(date, SIX),
      );
    }
  });

  it('have nothing to give without decks or cards', () => {
    expect(dailySlangDeckIdOf('2026-03-08', [])).toBeNull();
    expect(dailySlangTermIndexOf('2026-03-08', 0)).toBeNull();
  });
});
