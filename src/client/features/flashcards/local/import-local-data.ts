// Moving an anonymous visitor's flashcards into their account at sign-in (issue 11 item 2): one
// POST /api/flashcards/import with the browser's custom decks, pack progress and review schedules (with their
// logs); the server merges them with what the account has. Only what was sent and accepted is cleared here; on a
// failure everything stays in the browser and the next sign-in or visit tries again.
import {
  CUSTOM_DECKS_PER_USER_MAX,
  customDeckInputSchema,
  type ImportInput,
} from '@shared/schemas/flashcards';
import { apiJson } from '@client/lib/api-client';
import { hasLocalFlashcards } from './local-keys';
import {
  isLocalDeckId,
  localDecksStore,
  localProgressStore,
  localSchedulesStore,
} from './local-store';
import { renameDecks } from './play-history';

const PROGRESS_MAX = 200;
const REVIEWS_MAX = 5000;
const LOGS_PER_CARD_MAX = 1000;

type ImportPayload = Required<Pick<ImportInput, 'decks' | 'progress' | 'reviews'>>;

/**
 * Everything the browser holds, shaped for the import call (null when there is nothing). Decks the server would
 * refuse are left out, and so are the progress and schedules of a deck that is not sent, so one bad deck never
 * blocks the rest.
 */
export function buildImportPayload(): ImportPayload | null {
  const decks: ImportPayload['decks'] = [];
  for (const deck of localDecksStore.read().slice(0, CUSTOM_DECKS_PER_USER_MAX)) {
    const input = {
      name: deck.name,
      description: deck.description,
      localeHint: deck.localeHint,
      cards: deck.cards,
    };
    if (customDeckInputSchema.safeParse(input).success)
      decks.push({ localId: deck.id, deck: input });
  }
  const sentLocalIds = new Set(decks.map((deck) => deck.localId));
  const follows = (deckId: string) => !isLocalDeckId(deckId) || sentLocalIds.has(deckId);

  const progress = Object.entries(localProgressStore.read())
    .filter(([deckId]) => follows(deckId))
    .slice(0, PROGRESS_MAX)
    .map(([deckId, value]) => ({ deckId, progress: value }));

  const reviews: ImportPayload['reviews'] = [];
  for (const [deckId, cards] of Object.entries(localSchedulesStore.read())) {
    if (!follows(deckId)) continue;
    for (const [cardKey, { state, logs }] of Object.entries(cards)) {
      if (reviews.length >= REVIEWS_MAX) break;
      reviews.push({ deckId, cardKey, state, logs: logs.slice(-LOGS_PER_CARD_MAX) });
    }
  }
  if (decks.length === 0 && progress.length === 0 && reviews.length === 0) return null;
  return { decks, progress, reviews };
}

/** Removes from the browser exactly what the account now holds, and renames what follows moved decks. */
function clearMoved(payload: ImportPayload, deckIds: Record<string, string>) {
  const movedDecks = new Set(payload.decks.map((deck) => deck.localId));
  localDecksStore.write(localDecksStore.read().filter((deck) => !movedDecks.has(deck.id)));

  const movedProgress = new Set(payload.progress.map((entry) => entry.deckId));
  const progress = Object.fromEntries(
    Object.entries(localProgressStore.read()).filter(([deckId]) => !movedProgress.has(deckId)),
  );
  if (Object.keys(progress).length > 0) localProgressStore.write(progress);
  else localProgressStore.remove();

  const schedules = localSchedulesStore.read();
  for (const { deckId, cardKey } of payload.reviews) {
    const deck = schedules[deckId];
    if (!deck) continue;
    delete deck[cardKey];
    if (Object.keys(deck).length === 0) delete schedules[deckId];
  }
  if (Object.keys(schedules).length > 0) localSchedulesStore.write(schedules);
  else localSchedulesStore.remove();
  if (localDecksStore.read().length === 0) localDecksStore.remove();

  renameDecks(deckIds);
}

export type ImportOutcome = 'nothing' | 'imported' | 'failed';

let inFlight: Promise<ImportOutcome> | null = null;

/** Sends the browser's flashcards to the signed-in account once; concurrent callers share the one call. */
export function importLocalFlashcards(): Promise<ImportOutcome> {
  inFlight ??= (async (): Promise<ImportOutcome> => {
    const payload = hasLocalFlashcards() ? buildImportPayload() : null;
    if (!payload) return 'nothing';
    try {
      const { deckIds } = await apiJson<{ deckIds: Record<string, string> }>(
        'POST',
        '/api/flashcards/import',
        payload,
      );
      clearMoved(payload, deckIds ?? {});
      return 'imported';
    } catch (error) {
      // Kept in the browser: the next sign-in or visit tries again.
      console.error('Moving the flashcards of this browser into the account failed', error);
      return 'failed';
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
