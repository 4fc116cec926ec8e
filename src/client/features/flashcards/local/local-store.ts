// The anonymous visitor's flashcards in this browser (issue 11 item 2): custom decks with local ids, pack
// progress computed by the very rule the server applies (applyQuizResult), and FSRS schedules with every review
// log (reviewCard). The same answers as the API's, so the screen does not care which store it talks to.
import {
  applyQuizResult,
  cardKeyOf,
  emptyProgress,
  FLASHCARD_SETTINGS,
  type FlashcardProgress,
  type QuizResult,
} from '@shared/flashcards/packs';
import {
  countDoneSince,
  isDue,
  isLeech,
  newReviewCard,
  REVIEW_STATES,
  reviewCard,
  type ReviewCardState,
  type ReviewLogEntry,
  type ReviewRating,
} from '@shared/flashcards/review-scheduler';
import {
  CUSTOM_DECK_CARDS_MAX,
  MY_SLANG_DECK_NAME,
  MY_SLANG_DESCRIPTION,
  MY_SLANG_FULL_MESSAGE,
  MY_SLANG_LOCALE_HINT,
} from '@shared/flashcards/my-slang';
import type {
  Card,
  CustomDeckData,
  Deck,
  DeckSummary,
  ProgressResponse,
  QuizResultResponse,
  ReviewsResponse,
  ScheduledCard,
} from '@shared/schemas/flashcards';
import { isCount, isRecord, storedValue } from '@client/lib/storage';
import { MOVABLE_STORES } from './local-keys';

/** Ids of decks kept in this browser: never a built-in id, and valid for the import call. */
export const LOCAL_DECK_PREFIX = 'local-';
export const isLocalDeckId = (deckId: string) => deckId.startsWith(LOCAL_DECK_PREFIX);
/** The speak button's language for a deck written in this browser. */
const LOCAL_SPEECH_LOCALE = 'en-US';

export interface LocalSchedule {
  state: ReviewCardState;
  logs: ReviewLogEntry[];
}
/** deckId → cardKey → schedule. */
export type LocalSchedules = Record<string, Record<string, LocalSchedule>>;

const isText = (value: unknown): value is string => typeof value === 'string';

function isDeck(value: unknown): value is Deck {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isLocalDeckId(value.id) &&
    isText(value.name) &&
    isText(value.description) &&
    isText(value.localeHint) &&
    isText(value.createdAt) &&
    Array.isArray(value.cards) &&
    value.cards.every(
      (card) =>
        isRecord(card) &&
        isText(card.term) &&
        isText(card.meaning) &&
        (card.example === undefined || isText(card.example)),
    )
  );
}
const isDeckList = (value: unknown): value is Deck[] => Array.isArray(value) && value.every(isDeck);

function isProgress(value: unknown): value is FlashcardProgress {
  return (
    isRecord(value) &&
    Array.isArray(value.unlockedPacks) &&
    value.unlockedPacks.every((pack) => Number.isInteger(pack) && (pack as number) >= 1) &&
    isRecord(value.bestScorePerPack) &&
    Object.values(value.bestScorePerPack).every((percent) => typeof percent === 'number') &&
    isCount(value.attempts)
  );
}
const isProgressMap = (value: unknown): value is Record<string, FlashcardProgress> =>
  isRecord(value) && Object.values(value).every(isProgress);

function isReviewState(value: unknown): value is ReviewCardState {
  return (
    isRecord(value) &&
    isText(value.due) &&
    typeof value.stability === 'number' &&
    typeof value.difficulty === 'number' &&
    isCount(value.reps) &&
    isCount(value.lapses) &&
    (REVIEW_STATES as readonly unknown[]).includes(value.state)
  );
}
const isSchedule = (value: unknown): value is LocalSchedule =>
  isRecord(value) && isReviewState(value.state) && Array.isArray(value.logs);
const isSchedules = (value: unknown): value is LocalSchedules =>
  isRecord(value) &&
  Object.values(value).every((deck) => isRecord(deck) && Object.values(deck).every(isSchedule));

export const localDecksStore = storedValue<Deck[]>(
  MOVABLE_STORES.decks.name,
  MOVABLE_STORES.decks.version,
  isDeckList,
  [],
);
export const localProgressStore = storedValue<Record<string, FlashcardProgress>>(
  MOVABLE_STORES.progress.name,
  MOVABLE_STORES.progress.version,
  isProgressMap,
  {},
);
export const localSchedulesStore = storedValue<LocalSchedules>(
  MOVABLE_STORES.reviews.name,
  MOVABLE_STORES.reviews.version,
  isSchedules,
  {},
);

export class LocalDeckNotFoundError extends Error {
  constructor(deckId: string) {
    super(`404: No deck ${deckId} in this browser.`);
    this.name = 'LocalDeckNotFoundError';
  }
}

export const toSummary = ({ cards, ...deck }: Deck): DeckSummary => ({
  ...deck,
  cardCount: cards.length,
});

export const localDeckSummaries = () => localDecksStore.read().map(toSummary);

export function localDeck(deckId: string): Deck {
  const deck = localDecksStore.read().find((candidate) => candidate.id === deckId);
  if (!deck) throw new LocalDeckNotFoundError(deckId);
  return deck;
}

function newLocalId(): string {
  const uuid =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${LOCAL_DECK_PREFIX}${uuid}`;
}

export function createLocalDeck(data: CustomDeckData, now = new Date()): Deck {
  const deck: Deck = {
    id: newLocalId(),
    name: data.name,
    description: data.description,
    localeHint: data.localeHint,
    speechLocale: LOCAL_SPEECH_LOCALE,
    isCustom: true,
    cardCount: data.cards.length,
    createdAt: now.toISOString(),
    cards: data.cards,
  };
  localDecksStore.write([...localDecksStore.read(), deck]);
  return deck;
}

export function updateLocalDeck(deckId: string, data: CustomDeckData): Deck {
  const existing = localDeck(deckId);
  const deck: Deck = {
    ...existing,
    name: data.name,
    description: data.description,
    localeHint: data.localeHint,
    cards: data.cards,
    cardCount: data.cards.length,
  };
  localDecksStore.write(
    localDecksStore.read().map((candidate) => (candidate.id === deckId ? deck : candidate)),
  );
  // As on the server: a card the deck no longer has (an edited term is a new card) leaves the schedule.
  const schedules = localSchedulesStore.read();
  const kept = schedules[deckId];
  if (kept) {
    const keys = new Set(data.cards.map((card) => cardKeyOf(card.term)));
    localSchedulesStore.write({
      ...schedules,
      [deckId]: Object.fromEntries(Object.entries(kept).filter(([key]) => keys.has(key))),
    });
  }
  return deck;
}

/** Removes the deck with its progress and schedules (its flashcards are gone with it). */
export function deleteLocalDeck(deckId: string): void {
  localDecksStore.write(localDecksStore.read().filter((deck) => deck.id !== deckId));
  const { [deckId]: _progress, ...progress } = localProgressStore.read();
  localProgressStore.write(progress);
  const { [deckId]: _schedules, ...schedules } = localSchedulesStore.read();
  localSchedulesStore.write(schedules);
}

export function localProgress(deckId: string): ProgressResponse {
  return {
    progress: localProgressStore.read()[deckId] ?? emptyProgress(),
    settings: FLASHCARD_SETTINGS,
  };
}

/**
 * A finished quiz, judged by the server's own rule: the best percent, one more attempt, the next pack unlocked
 * at the threshold. A refused result (locked pack, forged score) raises like the server's 400 would.
 */
export function recordLocalQuizResult(
  deckId: string,
  result: QuizResult,
  cardCount: number,
): QuizResultResponse {
  const all = localProgressStore.read();
  const outcome = applyQuizResult(all[deckId] ?? emptyProgress(), result, cardCount);
  if (!outcome.ok) throw new Error(`400: ${outcome.message}`);
  localProgressStore.write({ ...all, [deckId]: outcome.progress });
  return {
    progress: outcome.progress,
    packUnlocked: outcome.packUnlocked,
    newPackNumber: outcome.newPackNumber,
  };
}

/** The start of the visitor's day in their own time zone: the daily limits count from there. */
export function startOfLocalDay(now: Date): Date {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day;
}

const scheduledCard = (deckId: string, cardKey: string, state: ReviewCardState): ScheduledCard => ({
  deckId,
  cardKey,
  state,
  leech: isLeech(state),
});

export function localReviews(deckId: string, now = new Date()): ReviewsResponse {
  const deck = localSchedulesStore.read()[deckId] ?? {};
  return {
    cards: Object.entries(deck).map(([cardKey, { state }]) =>
      scheduledCard(deckId, cardKey, state),
    ),
    doneToday: countDoneSince(
      Object.values(deck).flatMap((schedule) => schedule.logs),
      startOfLocalDay(now),
    ),
  };
}

export function rateLocalCard(
  deckId: string,
  cardKey: string,
  rating: ReviewRating,
  now = new Date(),
): ScheduledCard {
  const all = localSchedulesStore.read();
  const deck = all[deckId] ?? {};
  const current = deck[cardKey];
  const { card, log } = reviewCard(current?.state ?? null, rating, now);
  localSchedulesStore.write({
    ...all,
    [deckId]: { ...deck, [cardKey]: { state: card, logs: [...(current?.logs ?? []), log] } },
  });
  return scheduledCard(deckId, cardKey, card);
}

/** Cards due now per deck (the deck selector's "N due"). */
export function localDueCounts(now = new Date()): Record<string, number> {
  const due: Record<string, number> = {};
  for (const [deckId, deck] of Object.entries(localSchedulesStore.read())) {
    const count = Object.values(deck).filter(({ state }) => isDue(state, now)).length;
    if (count > 0) due[deckId] = count;
  }
  return due;
}

/**
 * "Add to my deck" and "Practise it" signed out (issue 11 item 5), as the server does it for an account: the card
 * joins this browser's "My slang" deck (created on first use with the server's name, description and hint) unless
 * its term is there already, and a card never scheduled enters the schedule as new and due now, so it waits in
 * Review. A card already scheduled keeps its state. `added` is false when the deck already held the term.
 */
export function addLocalToMySlang(
  card: Card,
  now = new Date(),
): { deck: DeckSummary; added: boolean } {
  const key = cardKeyOf(card.term);
  const existing = localDecksStore.read().find((deck) => deck.name === MY_SLANG_DECK_NAME);
  const known = !!existing?.cards.some((candidate) => cardKeyOf(candidate.term) === key);
  let deck: Deck;
  if (!existing) {
    deck = createLocalDeck(
      {
        name: MY_SLANG_DECK_NAME,
        description: MY_SLANG_DESCRIPTION,
        localeHint: MY_SLANG_LOCALE_HINT,
        cards: [card],
      },
      now,
    );
  } else if (known) {
    deck = existing;
  } else {
    if (existing.cards.length >= CUSTOM_DECK_CARDS_MAX) throw new Error(MY_SLANG_FULL_MESSAGE);
    const cards = [...existing.cards, card];
    deck = { ...existing, cards, cardCount: cards.length };
    localDecksStore.write(
      localDecksStore.read().map((candidate) => (candidate.id === deck.id ? deck : candidate)),
    );
  }
  const all = localSchedulesStore.read();
  const schedules = all[deck.id] ?? {};
  if (!schedules[key])
    localSchedulesStore.write({
      ...all,
      [deck.id]: { ...schedules, [key]: { state: newReviewCard(now), logs: [] } },
    });
  return { deck: toSummary(deck), added: !known };
}
