// Pack progress of signed-in people (spec 2 §3 "Flashcard progress", §7 "Flashcards"; issue 11 item 2). The
// server decides unlocking with the shared applyQuizResult, on the deck's real card count: a client cannot
// unlock a pack by sending a result.
import { and, eq, sql } from 'drizzle-orm';
import {
  applyQuizResult,
  emptyProgress,
  FLASHCARD_SETTINGS,
  packCount,
  type FlashcardProgress,
  type QuizResult,
} from '@shared/flashcards/packs';
import type { QuizResultResponse } from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import { flashcardProgress } from '../db/schema';
import { AppError } from '../errors';
import { requireDeck } from './decks';

type ProgressRow = typeof flashcardProgress.$inferSelect;

const toProgress = (row: ProgressRow): FlashcardProgress => ({
  unlockedPacks: row.unlockedPacks,
  bestScorePerPack: row.bestScorePerPack,
  attempts: row.attempts,
});

const ofDeck = (userId: string, deckId: string) =>
  and(eq(flashcardProgress.userId, userId), eq(flashcardProgress.deckId, deckId));

/** GET /api/flashcards/progress/:deckId: the stored progress, or the defaults before the first quiz. */
export async function getProgress(db: Db, userId: string, deckId: string) {
  const deck = await requireDeck(db, deckId, userId);
  const [row] = await db.select().from(flashcardProgress).where(ofDeck(userId, deck.id));
  return { progress: row ? toProgress(row) : emptyProgress(), settings: FLASHCARD_SETTINGS };
}

/**
 * The row of this deck, created with the defaults if missing, locked for the caller's transaction: two quiz
 * results (or an import) for one deck are applied one after the other, and neither attempt is lost.
 */
export async function lockProgress(
  tx: Db,
  userId: string,
  deckId: string,
): Promise<FlashcardProgress> {
  await tx.insert(flashcardProgress).values({ userId, deckId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(flashcardProgress)
    .where(ofDeck(userId, deckId))
    .for('update');
  if (!row) throw new Error('the progress row was not written');
  return toProgress(row);
}

export async function saveProgress(
  tx: Db,
  userId: string,
  deckId: string,
  progress: FlashcardProgress,
) {
  await tx
    .update(flashcardProgress)
    .set({
      unlockedPacks: progress.unlockedPacks,
      bestScorePerPack: progress.bestScorePerPack,
      attempts: progress.attempts,
      updatedAt: sql`now()`,
    })
    .where(ofDeck(userId, deckId));
}

/**
 * POST /api/flashcards/quiz-result. A result applyQuizResult refuses (a locked or missing pack, more correct
 * answers than questions, more questions than the pack has) is a 400 with its message, and the transaction
 * rolls back: nothing changes, not even the attempt count.
 */
export async function recordQuizResult(
  db: Db,
  userId: string,
  input: QuizResult & { deckId: string },
): Promise<QuizResultResponse> {
  return db.transaction(async (tx) => {
    const deck = await requireDeck(tx, input.deckId, userId, { lock: 'share' });
    const outcome = applyQuizResult(
      await lockProgress(tx, userId, deck.id),
      input,
      deck.cards.length,
    );
    if (!outcome.ok) throw new AppError(400, 'VALIDATION_FAILED', outcome.message);
    await saveProgress(tx, userId, deck.id, outcome.progress);
    return {
      progress: outcome.progress,
      packUnlocked: outcome.packUnlocked,
      newPackNumber: outcome.newPackNumber,
    };
  });
}

/** More quizzes than anyone takes; keeps merged counts far from the int4 column's limit. */
const ATTEMPTS_MAX = 1_000_000;

/**
 * Progress kept in a browser, bounded to what the deck can have before it is merged: pack numbers that exist,
 * percents 0–100, no negative count. Anonymous progress was decided by the same rules in the browser; the
 * server cannot replay it, only refuse what no play could have produced.
 */
export function plausibleProgress(
  progress: FlashcardProgress,
  cardCount: number,
): FlashcardProgress {
  const packs = packCount(cardCount, FLASHCARD_SETTINGS.packSize);
  const isPack = (pack: number) => Number.isInteger(pack) && pack >= 1 && pack <= packs;
  const bestScorePerPack: Record<string, number> = {};
  for (const [pack, percent] of Object.entries(progress.bestScorePerPack)) {
    if (isPack(Number(pack)) && String(Number(pack)) === pack && Number.isFinite(percent))
      bestScorePerPack[pack] = Math.min(100, Math.max(0, percent));
  }
  return {
    unlockedPacks: progress.unlockedPacks.filter(isPack),
    bestScorePerPack,
    attempts: Math.min(ATTEMPTS_MAX, Math.max(0, progress.attempts)),
  };
}
