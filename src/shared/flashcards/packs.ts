// Packs and unlocking (spec 2 §3 "Flashcard progress", §4 "Pack status", "Quiz"; issue 11 item 2). The server
// decides unlocking for signed-in people with these functions; the browser runs the very same ones for
// anonymous visitors, so both follow one rule.

export interface FlashcardProgress {
  /** Pack numbers (1-based) the person may open; pack 1 always. */
  unlockedPacks: number[];
  /** Best quiz percent per pack number (keys are the pack numbers as strings, as JSON has them). */
  bestScorePerPack: Record<string, number>;
  /** Quiz results recorded for this deck. */
  attempts: number;
}

export interface FlashcardSettings {
  packSize: number;
  /** Percent of correct answers on a pack that unlocks the next one. */
  unlockThreshold: number;
  progressionEnabled: boolean;
}

/** Spec 2 §9: packs of 10, 90 % unlocks the next pack, progression on. */
export const FLASHCARD_SETTINGS: FlashcardSettings = {
  packSize: 10,
  unlockThreshold: 90,
  progressionEnabled: true,
};

export const emptyProgress = (): FlashcardProgress => ({
  unlockedPacks: [1],
  bestScorePerPack: {},
  attempts: 0,
});

/** How many packs a deck of `cardCount` cards has (a deck with no cards still has one, empty, pack). */
export const packCount = (cardCount: number, packSize = FLASHCARD_SETTINGS.packSize) =>
  Math.max(1, Math.ceil(cardCount / packSize));

/** The cards of pack `packNumber` (1-based). */
export function packCards<T>(
  cards: readonly T[],
  packNumber: number,
  packSize = FLASHCARD_SETTINGS.packSize,
) {
  return cards.slice((packNumber - 1) * packSize, packNumber * packSize);
}

/** Which pack a card index (0-based, over the whole deck) belongs to. */
export const packOfCard = (cardIndex: number, packSize = FLASHCARD_SETTINGS.packSize) =>
  Math.floor(cardIndex / packSize) + 1;

export type PackStatus = 'locked' | 'unlocked' | 'completed';

export function isPackUnlocked(
  progress: FlashcardProgress,
  packNumber: number,
  settings: FlashcardSettings = FLASHCARD_SETTINGS,
): boolean {
  return (
    !settings.progressionEnabled || packNumber === 1 || progress.unlockedPacks.includes(packNumber)
  );
}

/** Completed: its best quiz reached the threshold; locked: not opened yet; unlocked otherwise. */
export function packStatus(
  progress: FlashcardProgress,
  packNumber: number,
  settings: FlashcardSettings = FLASHCARD_SETTINGS,
): PackStatus {
  if (!isPackUnlocked(progress, packNumber, settings)) return 'locked';
  const best = progress.bestScorePerPack[String(packNumber)];
  return best !== undefined && best >= settings.unlockThreshold ? 'completed' : 'unlocked';
}

export interface QuizResult {
  packNumber: number;
  /** Correct answers. */
  score: number;
  totalQuestions: number;
}

export type QuizOutcome =
  | { ok: true; progress: FlashcardProgress; packUnlocked: boolean; newPackNumber: number | null }
  | { ok: false; message: string };

/**
 * Records a quiz result: the best percent of the pack, one more attempt, and the next pack unlocked when the
 * score reaches the threshold. A result for a pack that does not exist or is locked, or with more correct
 * answers than questions, or more questions than the pack has cards, is refused and changes nothing. Only a
 * quiz over every card of the pack records a best score and unlocks the next one (skipping cards cannot buy an
 * unlock); a shorter one counts as an attempt.
 */
export function applyQuizResult(
  progress: FlashcardProgress,
  result: QuizResult,
  cardCount: number,
  settings: FlashcardSettings = FLASHCARD_SETTINGS,
): QuizOutcome {
  const { packNumber, score, totalQuestions } = result;
  const packs = packCount(cardCount, settings.packSize);
  if (!Number.isInteger(packNumber) || packNumber < 1 || packNumber > packs)
    return { ok: false, message: `This deck has no pack ${packNumber}.` };
  if (!isPackUnlocked(progress, packNumber, settings))
    return { ok: false, message: `Pack ${packNumber} is locked: pass the previous pack first.` };
  const cardsInPack = Math.min(settings.packSize, cardCount - (packNumber - 1) * settings.packSize);
  if (totalQuestions < 1 || totalQuestions > cardsInPack)
    return {
      ok: false,
      message: `A quiz on pack ${packNumber} has between 1 and ${cardsInPack} questions.`,
    };
  if (
    !Number.isInteger(score) ||
    !Number.isInteger(totalQuestions) ||
    score < 0 ||
    score > totalQuestions
  )
    return {
      ok: false,
      message: 'The score must be a whole number between 0 and the number of questions.',
    };

  // Only a quiz over the whole pack counts for its best score (so a pack shows completed exactly when it
  // passed), and the percent is rounded down: 89.5 % must not reach a 90 % threshold.
  const whole = totalQuestions === cardsInPack;
  const percent = Math.floor((score * 100) / totalQuestions);
  const key = String(packNumber);
  const bestScorePerPack = whole
    ? {
        ...progress.bestScorePerPack,
        [key]: Math.max(progress.bestScorePerPack[key] ?? 0, percent),
      }
    : progress.bestScorePerPack;
  const passed = whole && percent >= settings.unlockThreshold;
  const next = packNumber + 1;
  const packUnlocked =
    settings.progressionEnabled &&
    passed &&
    next <= packs &&
    !progress.unlockedPacks.includes(next);
  const unlockedPacks = packUnlocked
    ? [...progress.unlockedPacks, next].sort((a, b) => a - b)
    : progress.unlockedPacks;
  return {
    ok: true,
    progress: { unlockedPacks, bestScorePerPack, attempts: progress.attempts + 1 },
    packUnlocked,
    newPackNumber: packUnlocked ? next : null,
  };
}

/**
 * Joins progress kept in the browser before sign-in with the account's: every pack either unlocked, the better
 * score of each pack, and both counts of attempts (they are different quizzes).
 */
export function mergeProgress(a: FlashcardProgress, b: FlashcardProgress): FlashcardProgress {
  const bestScorePerPack: Record<string, number> = { ...a.bestScorePerPack };
  for (const [pack, percent] of Object.entries(b.bestScorePerPack))
    bestScorePerPack[pack] = Math.max(bestScorePerPack[pack] ?? 0, percent);
  return {
    unlockedPacks: [...new Set([1, ...a.unlockedPacks, ...b.unlockedPacks])].sort((x, y) => x - y),
    bestScorePerPack,
    attempts: a.attempts + b.attempts,
  };
}

/**
 * A card's identity inside its deck: its term, trimmed, case-folded and with spaces collapsed, so a schedule
 * survives the deck's cards being reordered or edited. Case folding ignores the host's locale (toLowerCase, not
 * toLocaleLowerCase): a Turkish browser would otherwise turn "IDK" into "ıdk", a key the server never makes.
 */
export const cardKeyOf = (term: string) =>
  term.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
