// The daily slang popup's term of the day (spec 1 §4 "Daily slang popup"; issue 12 item 1): the digit sum of
// the date modulo the number of decks picks the deck, then the same sum modulo that deck's size picks the
// card. Everyone sees the same term on the same date, and no server call is needed to know it.
import { HAND_WRITTEN_DECK_IDS } from '../schemas/flashcards';
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
 * The term of the day for `date` (the visitor's calendar day, see calendarDayOf) among `decks`, used as given
 * and in the given order; the client passes DAILY_SLANG_DECK_IDS's decks with their card counts. Null when
 * there is no deck or the chosen deck has no card: the popup then has nothing to show that day.
 */
export function dailySlangOf(date: string, decks: readonly DailySlangDeck[]): DailySlang | null {
  const sum = digitSumOf(date);
  if (decks.length === 0) return null;
  const deck = decks[sum % decks.length];
  if (!deck || !Number.isInteger(deck.cardCount) || deck.cardCount <= 0) return null;
  return { deckId: deck.id, termIndex: sum % deck.cardCount };
}
