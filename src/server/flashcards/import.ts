// Moving what an anonymous visitor kept in the browser into their account at sign-in (issue 11 item 2): custom
// decks become account decks (a local "My slang" joins the account's), progress is merged per deck, schedules
// keep the later-reviewed state of each card and every review log is appended. One transaction: all or nothing,
// so a failed import leaves the browser's copy as the only one and the client can try again.
import { and, eq, sql } from 'drizzle-orm';
import { cardKeyOf, mergeProgress } from '@shared/flashcards/packs';
import { laterReviewed, type ReviewCardState } from '@shared/flashcards/review-scheduler';
import {
  CUSTOM_DECKS_PER_USER_MAX,
  MY_SLANG_DECK_NAME,
  type Deck,
  type importInputSchema,
} from '@shared/schemas/flashcards';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { reviewLogs, reviewSchedule } from '../db/schema';
import { AppError, conflict } from '../errors';
import { builtInDeck } from './content';
import {
  cardKeysOf,
  countDecks,
  findMySlangRow,
  findOwnDeckRow,
  insertDeck,
  lockAccountDecks,
  toDeck,
} from './decks';
import { mergeIntoMySlang } from './my-slang';
import { lockProgress, plausibleProgress, saveProgress } from './progress';
import { lockedScheduleRows, logColumns, stateColumns, toReviewState } from './reviews';

export type ImportData = z.output<typeof importInputSchema>;
type ImportedReview = ImportData['reviews'][number];

export const importLimitMessage = (existing: number, incoming: number) =>
  `Your account has ${existing} decks and this import brings ${incoming} more, past the limit of ${CUSTOM_DECKS_PER_USER_MAX} per account. Delete some decks, then try again.`;
export const DUPLICATE_LOCAL_ID_MESSAGE = 'Two imported decks have the same local id.';
export const OUT_OF_RANGE_MESSAGE = 'A review state in the import is out of range.';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with 14 columns a row. */
const INSERT_CHUNK = 1_000;
const INT4_MAX = 2_147_483_647;
/** Dates PostgreSQL and JavaScript agree on (PostgreSQL has no year 0, which an ISO string may carry). */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

const inRange = (date: string) => {
  const time = Date.parse(date);
  return time >= EARLIEST && time <= LATEST;
};
const isInt4 = (value: number) => value >= 0 && value <= INT4_MAX;

/** The shared schema checks shapes; these columns are int4 and timestamptz, narrower than a JSON number. */
function assertStorable(reviews: readonly ImportedReview[]) {
  for (const { state, logs } of reviews) {
    const stateOk =
      inRange(state.due) &&
      (state.lastReview === null || inRange(state.lastReview)) &&
      [state.learningSteps, state.reps, state.lapses].every(isInt4);
    const logsOk = logs.every(
      (log) => inRange(log.due) && inRange(log.reviewedAt) && isInt4(log.learningSteps),
    );
    if (!stateOk || !logsOk) throw new AppError(400, 'VALIDATION_FAILED', OUT_OF_RANGE_MESSAGE);
  }
}

function* chunks<T>(items: readonly T[], size = INSERT_CHUNK) {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Imports `input` into the account; answers local deck id → account deck id for every imported deck. */
export async function importLocalData(
  db: Db,
  userId: string,
  input: ImportData,
): Promise<Record<string, string>> {
  const localIds = input.decks.map((entry) => entry.localId);
  if (new Set(localIds).size !== localIds.length)
    throw new AppError(400, 'VALIDATION_FAILED', DUPLICATE_LOCAL_ID_MESSAGE);
  assertStorable(input.reviews);

  return db.transaction(async (tx) => {
    await lockAccountDecks(tx, userId);
    const deckIds = await importDecks(tx, userId, input.decks);

    // Where each local id's data goes: an imported deck's new id, a built-in deck, or a deck already in the
    // account (a browser that imported it before). Data of any other deck has nowhere to go and is skipped.
    const targets = new Map<string, Deck | null>();
    const targetOf = async (localId: string): Promise<Deck | null> => {
      if (!targets.has(localId)) {
        const deckId = deckIds[localId] ?? localId;
        const builtIn = builtInDeck(deckId);
        const own = builtIn
          ? undefined
          : await findOwnDeckRow(tx, userId, deckId, { lock: 'share' });
        targets.set(localId, builtIn ?? (own ? toDeck(own) : null));
      }
      return targets.get(localId) ?? null;
    };

    for (const { deckId, progress } of input.progress) {
      const deck = await targetOf(deckId);
      if (!deck) continue;
      const current = await lockProgress(tx, userId, deck.id);
      const merged = mergeProgress(current, plausibleProgress(progress, deck.cards.length));
      await saveProgress(tx, userId, deck.id, {
        ...merged,
        attempts: Math.min(merged.attempts, INT4_MAX),
      });
    }

    const byDeck = new Map<string, { deck: Deck; reviews: ImportedReview[] }>();
    for (const review of input.reviews) {
      const deck = await targetOf(review.deckId);
      if (!deck) continue;
      const group = byDeck.get(deck.id) ?? { deck, reviews: [] };
      group.reviews.push(review);
      byDeck.set(deck.id, group);
    }
    for (const { deck, reviews } of byDeck.values())
      await importSchedule(tx, userId, deck, reviews);
    return deckIds;
  });
}

async function importDecks(
  tx: Db,
  userId: string,
  decks: ImportData['decks'],
): Promise<Record<string, string>> {
  const mySlang = decks.filter(({ deck }) => deck.name === MY_SLANG_DECK_NAME);
  const others = decks.filter(({ deck }) => deck.name !== MY_SLANG_DECK_NAME);
  const existing = await countDecks(tx, userId);
  const incoming =
    others.length + (mySlang.length > 0 && !(await findMySlangRow(tx, userId)) ? 1 : 0);
  // Refused whole rather than cut: the browser keeps everything and nothing is half-moved.
  if (existing + incoming > CUSTOM_DECKS_PER_USER_MAX)
    throw conflict(importLimitMessage(existing, incoming));

  const deckIds: Record<string, string> = {};
  for (const { localId, deck } of mySlang) {
    const { row } = await mergeIntoMySlang(tx, userId, deck.cards);
    deckIds[localId] = row.id;
  }
  for (const { localId, deck } of others)
    deckIds[localId] = (await insertDeck(tx, userId, deck)).id;
  return deckIds;
}

/**
 * One deck's imported schedules: cards still in the deck only, the later-reviewed state where the account
 * already has one (laterReviewed), and every log appended. Rows the account lacks are inserted first with ON
 * CONFLICT DO NOTHING, so a review made in another tab meanwhile is merged, not overwritten.
 */
async function importSchedule(tx: Db, userId: string, deck: Deck, reviews: ImportedReview[]) {
  const keys = new Set(cardKeysOf(deck));
  const states = new Map<string, ReviewCardState>();
  const logs: ReturnType<typeof logColumns>[] = [];
  for (const review of reviews) {
    const cardKey = cardKeyOf(review.cardKey);
    if (!keys.has(cardKey)) continue;
    const seen = states.get(cardKey);
    states.set(cardKey, seen ? laterReviewed(seen, review.state) : review.state);
    for (const log of review.logs) logs.push(logColumns(userId, deck.id, cardKey, log));
  }
  if (states.size === 0) return;

  const inserted = new Set<string>();
  for (const chunk of chunks([...states])) {
    const rows = await tx
      .insert(reviewSchedule)
      .values(
        chunk.map(([cardKey, state]) => ({
          userId,
          deckId: deck.id,
          cardKey,
          ...stateColumns(state),
        })),
      )
      .onConflictDoNothing()
      .returning({ cardKey: reviewSchedule.cardKey });
    for (const row of rows) inserted.add(row.cardKey);
  }
  if (inserted.size < states.size) {
    for (const row of await lockedScheduleRows(tx, userId, [deck.id])) {
      const imported = states.get(row.cardKey);
      if (!imported || inserted.has(row.cardKey)) continue;
      if (laterReviewed(toReviewState(row), imported) !== imported) continue;
      await tx
        .update(reviewSchedule)
        .set({ ...stateColumns(imported), updatedAt: sql`now()` })
        .where(
          and(
            eq(reviewSchedule.userId, userId),
            eq(reviewSchedule.deckId, deck.id),
            eq(reviewSchedule.cardKey, row.cardKey),
          ),
        );
    }
  }
  for (const chunk of chunks(logs)) await tx.insert(reviewLogs).values(chunk);
}
