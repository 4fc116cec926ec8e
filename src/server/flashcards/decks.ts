// Decks as the API serves them (spec 2 §3 "Deck"; issue 11 item 2): the built-in ones from content/ (content.ts)
// and each account's custom decks (flashcard_decks), with their ownership rule: a custom deck is visible to its
// owner only, and anyone else gets the same 404 as for a deck that does not exist.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { cardKeyOf } from '@shared/flashcards/packs';
import {
  CUSTOM_DECKS_PER_USER_MAX,
  MY_SLANG_DECK_NAME,
  type CustomDeckData,
  type Deck,
  type DeckSummary,
} from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import {
  flashcardDecks,
  flashcardProgress,
  reviewLogs,
  reviewSchedule,
  type StoredCard,
} from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { builtInDeck, loadBuiltInDecks } from './content';

export type DeckRow = typeof flashcardDecks.$inferSelect;

export const DECK_NOT_FOUND_MESSAGE =
  'Deck not found: it does not exist, or it is not one of your decks.';
export const BUILT_IN_READ_ONLY_MESSAGE =
  'Built-in decks cannot be edited or deleted. Create a custom deck instead.';
export const DECK_LIMIT_MESSAGE = `You already have ${CUSTOM_DECKS_PER_USER_MAX} decks, the most an account can hold. Delete one to create another.`;
export const MY_SLANG_TAKEN_MESSAGE = `You already have a deck named "${MY_SLANG_DECK_NAME}".`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Custom decks have UUIDs; anything else can only be a built-in id (and must not reach a uuid column). */
export const isCustomDeckId = (deckId: string) => UUID.test(deckId);

const DEFAULT_SPEECH_LOCALE = 'en-US';
let speechLocales: Map<string, string> | undefined;

/**
 * A custom deck has no language of its own, only a free locale hint: one that names a built-in deck's language
 * ("Iraqi Arabic", "Rioplatense Spanish") speaks in that language, anything else in en-US.
 */
export function speechLocaleFor(localeHint: string): string {
  if (!speechLocales) {
    speechLocales = new Map();
    for (const deck of loadBuiltInDecks()) {
      const hint = deck.localeHint.toLowerCase();
      if (!speechLocales.has(hint)) speechLocales.set(hint, deck.speechLocale);
    }
  }
  return speechLocales.get(localeHint.trim().toLowerCase()) ?? DEFAULT_SPEECH_LOCALE;
}

export function toDeck(row: DeckRow): Deck {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    localeHint: row.localeHint,
    speechLocale: speechLocaleFor(row.localeHint),
    isCustom: true,
    cardCount: row.cards.length,
    createdAt: row.createdAt.toISOString(),
    cards: row.cards.map((card) => ({
      term: card.term,
      meaning: card.meaning,
      ...(card.example ? { example: card.example } : {}),
    })),
  };
}

export function toSummary(deck: Deck): DeckSummary {
  const { cards: _cards, ...summary } = deck;
  return summary;
}

/** The card keys of a deck (cardKeyOf of each term), in deck order. */
export const cardKeysOf = (deck: Pick<Deck, 'cards'>) =>
  deck.cards.map((card) => cardKeyOf(card.term));

/** Built-in summaries, then the account's custom decks, oldest first (anonymous callers: built-in only). */
export async function listDecks(db: Db, userId: string | null): Promise<DeckSummary[]> {
  const builtIn = loadBuiltInDecks().map(toSummary);
  if (!userId) return builtIn;
  const rows = await db
    .select()
    .from(flashcardDecks)
    .where(eq(flashcardDecks.userId, userId))
    .orderBy(asc(flashcardDecks.createdAt), asc(flashcardDecks.id));
  return [...builtIn, ...rows.map((row) => toSummary(toDeck(row)))];
}

export interface FindDeckOptions {
  /**
   * Lock a custom deck's row for the caller's transaction: 'share' while writing progress or schedules of it
   * (so a concurrent delete waits, then removes them too), 'update' before changing the deck itself.
   */
  lock?: 'share' | 'update';
}

/** The caller's own custom deck, or undefined (someone else's, or none). */
export async function findOwnDeckRow(
  db: Db,
  userId: string,
  deckId: string,
  options: FindDeckOptions = {},
): Promise<DeckRow | undefined> {
  if (!isCustomDeckId(deckId)) return undefined;
  const query = db
    .select()
    .from(flashcardDecks)
    .where(and(eq(flashcardDecks.id, deckId), eq(flashcardDecks.userId, userId)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

/** A built-in deck, or the caller's own custom deck; undefined otherwise. */
export async function findDeck(
  db: Db,
  deckId: string,
  userId: string | null,
  options: FindDeckOptions = {},
): Promise<Deck | undefined> {
  const builtIn = builtInDeck(deckId);
  if (builtIn) return builtIn;
  if (!userId) return undefined;
  const row = await findOwnDeckRow(db, userId, deckId, options);
  return row && toDeck(row);
}

export async function requireDeck(
  db: Db,
  deckId: string,
  userId: string | null,
  options: FindDeckOptions = {},
): Promise<Deck> {
  const deck = await findDeck(db, deckId, userId, options);
  if (!deck) throw notFound(DECK_NOT_FOUND_MESSAGE);
  return deck;
}

/**
 * Serialises the account's deck-creating writes (create, rename, My slang, import), so the deck limit and the
 * one "My slang" deck hold under concurrent calls. Inside a transaction only.
 */
export async function lockAccountDecks(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`flashcard_decks:${userId}`}))`);
}

export async function countDecks(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(flashcardDecks)
    .where(eq(flashcardDecks.userId, userId));
  return row?.count ?? 0;
}

export async function findMySlangRow(tx: Db, userId: string): Promise<DeckRow | undefined> {
  const [row] = await tx
    .select()
    .from(flashcardDecks)
    .where(and(eq(flashcardDecks.userId, userId), eq(flashcardDecks.name, MY_SLANG_DECK_NAME)))
    .for('update');
  return row;
}

/** Inserts a deck after the limit check; the caller holds lockAccountDecks. */
export async function insertDeck(
  tx: Db,
  userId: string,
  data: { name: string; description: string; localeHint: string; cards: StoredCard[] },
): Promise<DeckRow> {
  if ((await countDecks(tx, userId)) >= CUSTOM_DECKS_PER_USER_MAX)
    throw conflict(DECK_LIMIT_MESSAGE);
  const [row] = await tx
    .insert(flashcardDecks)
    .values({ userId, ...data })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createDeck(db: Db, userId: string, data: CustomDeckData): Promise<Deck> {
  return db.transaction(async (tx) => {
    await lockAccountDecks(tx, userId);
    if (data.name === MY_SLANG_DECK_NAME && (await findMySlangRow(tx, userId)))
      throw conflict(MY_SLANG_TAKEN_MESSAGE);
    return toDeck(await insertDeck(tx, userId, data));
  });
}

const refuseBuiltIn = (deckId: string) => {
  if (builtInDeck(deckId)) throw new AppError(403, 'FORBIDDEN', BUILT_IN_READ_ONLY_MESSAGE);
};

/**
 * Replaces a custom deck's name, description, hint and cards. Schedules of cards no longer in it go (their
 * card is gone: editing a term makes a new card); progress stays (its packs are still the deck's packs).
 */
export async function updateDeck(
  db: Db,
  userId: string,
  deckId: string,
  data: CustomDeckData,
): Promise<Deck> {
  refuseBuiltIn(deckId);
  return db.transaction(async (tx) => {
    await lockAccountDecks(tx, userId);
    const before = await findOwnDeckRow(tx, userId, deckId, { lock: 'update' });
    if (!before) throw notFound(DECK_NOT_FOUND_MESSAGE);
    if (data.name === MY_SLANG_DECK_NAME && before.name !== MY_SLANG_DECK_NAME) {
      if (await findMySlangRow(tx, userId)) throw conflict(MY_SLANG_TAKEN_MESSAGE);
    }
    const [row] = await tx
      .update(flashcardDecks)
      .set({ ...data, updatedAt: sql`now()` })
      .where(eq(flashcardDecks.id, deckId))
      .returning();
    if (!row) throw notFound(DECK_NOT_FOUND_MESSAGE);
    const keys = [...new Set(cardKeysOf(row))];
    await tx
      .delete(reviewSchedule)
      .where(
        and(
          eq(reviewSchedule.userId, userId),
          eq(reviewSchedule.deckId, deckId),
          notInArray(reviewSchedule.cardKey, keys),
        ),
      );
    return toDeck(row);
  });
}

/**
 * Deletes a custom deck with its progress and schedules. Its review logs stay (they fit the person's memory
 * model, whatever the deck), but their card keys (the folded terms) become salted hashes: the deck's text is
 * gone as the confirmation promised, and one card's reviews still group together.
 */
export async function deleteDeck(db: Db, userId: string, deckId: string): Promise<void> {
  refuseBuiltIn(deckId);
  if (!isCustomDeckId(deckId)) throw notFound(DECK_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    // The row lock waits for writers of its progress or schedules (they hold it FOR SHARE) to commit.
    const deleted = await tx
      .delete(flashcardDecks)
      .where(and(eq(flashcardDecks.id, deckId), eq(flashcardDecks.userId, userId)))
      .returning({ id: flashcardDecks.id });
    if (deleted.length === 0) throw notFound(DECK_NOT_FOUND_MESSAGE);
    await tx
      .delete(flashcardProgress)
      .where(and(eq(flashcardProgress.userId, userId), eq(flashcardProgress.deckId, deckId)));
    await tx
      .delete(reviewSchedule)
      .where(and(eq(reviewSchedule.userId, userId), eq(reviewSchedule.deckId, deckId)));
    const salt = randomUUID();
    await tx
      .update(reviewLogs)
      .set({ cardKey: sql`'deleted:' || md5(${salt} || ${reviewLogs.cardKey})` })
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.deckId, deckId)));
  });
}

/** The caller's custom decks among `deckIds`, by id (for the due counts and the schedule list). */
export async function ownDecksById(
  db: Db,
  userId: string,
  deckIds: readonly string[],
): Promise<Map<string, Deck>> {
  const ids = deckIds.filter(isCustomDeckId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(flashcardDecks)
    .where(and(eq(flashcardDecks.userId, userId), inArray(flashcardDecks.id, ids)));
  return new Map(rows.map((row) => [row.id, toDeck(row)]));
}
