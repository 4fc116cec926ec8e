// The daily slang popup's term of the day (spec 1 §4 "Daily slang popup"; issue 12 item 1): the digit sum of
// the date modulo the number of decks picks the deck, then the same sum modulo that deck's size picks the
// card. Everyone sees the same term on the same date, and no server call is needed to know it.
import { HAND_WRITTEN_DECK_IDS } from '../flashcards/deck-ids';
import { isDayString } from './streak-day';

/**
 * The decks the term of the day is drawn from: spec 1's six hand-written decks, in the deck selector's order
 * (HAND_WRITTEN_DECK_IDS, which also orders the server's deck files). The
 * order matters: the digit sum picks a deck by its position, so reordering changes every day's term. The
 * generated dictionary_* decks are left out on purpose: they come and go with the dictionary's categories,
 * which would change the term of past and future days alike.
 */
export const DAILY_SLANG_DECK_IDS = HAND_WRITTEN_DECK_IDS;

export interface DailySlangDeck {
  id: string;
  cardCount: number;
}

export interface DailySlang {
  deckId: string;
  /** 0-based index of the card in its deck. */
  termIndex: number;
}

/** The sum of every digit of a YYYY-MM-DD date: 2026-03-08 → 2+0+2+6+0+3+0+8 = 21. */
export function digitSumOf(date: string): number {
  if (!isDayString(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  let sum = 0;
  for (const character of date) if (character !== '-') sum += Number(character);
  return sum;
}

/**
 * The deck of the day's term among `deckIds` (the first step of dailySlangOf): it depends on the date alone, so
 * the popup fetches only this deck and learns its size from it. Null without decks.
 */
export function dailySlangDeckIdOf(
  date: string,
  deckIds: readonly string[] = DAILY_SLANG_DECK_IDS,
): string | null {
  const sum = digitSumOf(date);
  return deckIds.length === 0 ? null : (deckIds[sum % deckIds.length] ?? null);
}

/** The card of the day (0-based) in the day's deck of `cardCount` cards (the second step); null when empty. */
export function dailySlangTermIndexOf(date: string, cardCount: number): number | null {
  const sum = digitSumOf(date);
  return Number.isInteger(cardCount) && cardCount > 0 ? sum % cardCount : null;
}

/**
 * The term of the day for `date` (the visitor's calendar day, see calendarDayOf) among `decks`, used as given
 * and in the given order (the popup takes the same two steps with dailySlangDeckIdOf and dailySlangTermIndexOf,
 * so it needs only the chosen deck's size). Null when
 * there is no deck or the chosen deck has no card: the popup then has nothing to show that day.
 */
export function dailySlangOf(date: string, decks: readonly DailySlangDeck[]): DailySlang | null {
  const sum = digitSumOf(date);
  if (decks.length === 0) return null;
  const deck = decks[sum % decks.length];
  if (!deck || !Number.isInteger(deck.cardCount) || deck.cardCount <= 0) return null;
  return { deckId: deck.id, termIndex: sum % deck.cardCount };
}
