// "Add to my deck" and "Practise it" (issue 11 item 5): one card into the account's "My slang" deck, created on
// first use, and into the schedule as a new card due now, so it waits in Review.
import { eq, sql } from 'drizzle-orm';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  CUSTOM_DECK_CARDS_MAX,
  MY_SLANG_DECK_NAME,
  MY_SLANG_DESCRIPTION,
  MY_SLANG_FULL_MESSAGE,
  MY_SLANG_LOCALE_HINT,
  type DeckSummary,
} from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import { flashcardDecks, type StoredCard } from '../db/schema';
import { conflict } from '../errors';
import {
  cardKeysOf,
  findMySlangRow,
  insertDeck,
  lockAccountDecks,
  toDeck,
  toSummary,
  type DeckRow,
} from './decks';
import { scheduleNewCard } from './reviews';

// The deck's description, locale hint and "full" message are shared: the browser's own My slang deck (signed
// out) is made the same way.
export { MY_SLANG_DESCRIPTION, MY_SLANG_FULL_MESSAGE, MY_SLANG_LOCALE_HINT };

/**
 * The account's My slang deck, created if missing, with `cards` appended where their key is new. The caller
 * holds lockAccountDecks (so two concurrent calls never create two decks). Returns the deck and the cards added.
 */
export async function mergeIntoMySlang(
  tx: Db,
  userId: string,
  cards: readonly StoredCard[],
): Promise<{ row: DeckRow; added: StoredCard[] }> {
  const existing = await findMySlangRow(tx, userId);
  const keys = new Set(existing ? cardKeysOf(existing) : []);
  const added: StoredCard[] = [];
  for (const card of cards) {
    const key = cardKeyOf(card.term);
    if (keys.has(key)) continue;
    keys.add(key);
    added.push(card);
  }
  if (!existing) {
    const row = await insertDeck(tx, userId, {
      name: MY_SLANG_DECK_NAME,
      description: MY_SLANG_DESCRIPTION,
      localeHint: MY_SLANG_LOCALE_HINT,
      cards: added,
    });
    return { row, added };
  }
  if (added.length === 0) return { row: existing, added };
  if (existing.cards.length + added.length > CUSTOM_DECK_CARDS_MAX)
    throw conflict(MY_SLANG_FULL_MESSAGE);
  const [row] = await tx
    .update(flashcardDecks)
    .set({ cards: [...existing.cards, ...added], updatedAt: sql`now()` })
    .where(eq(flashcardDecks.id, existing.id))
    .returning();
  if (!row) throw new Error('the My slang deck was not updated');
  return { row, added };
}

/** POST /api/flashcards/my-slang. `added` is false when the deck already held the term. */
export async function addToMySlang(
  db: Db,
  userId: string,
  card: StoredCard,
  now: Date,
): Promise<{ deck: DeckSummary; added: boolean }> {
  return db.transaction(async (tx) => {
    await lockAccountDecks(tx, userId);
    const { row, added } = await mergeIntoMySlang(tx, userId, [card]);
    // Also when the term was there already: a card never seen becomes due; a scheduled one keeps its state.
    await scheduleNewCard(tx, userId, row.id, cardKeyOf(card.term), now);
    return { deck: toSummary(toDeck(row)), added: added.length > 0 };
  });
}
