// What GET /api/flashcards/export takes elsewhere (issue 29 item 5): the cards of one deck (every card, with its
// schedule when it has one), or every card in the learner's review schedule grouped by deck, each with its review
// logs in time order; and the file's name. The formats are ./export-csv.ts and ./anki-package.ts.
import { and, eq, inArray } from 'drizzle-orm';
import { cardKeyOf } from '@shared/flashcards/packs';
import type {
  ReviewCardState,
  ReviewRating,
  ReviewStateName,
} from '@shared/flashcards/review-scheduler';
import type { ExportFormat } from '@shared/schemas/flashcard-export';
import type { Deck } from '@shared/schemas/flashcards';
import type { Db } from '../db/client';
import { reviewLogs, type reviewSchedule } from '../db/schema';
import { loadBuiltInDecks } from './content';
import { isCustomDeckId, ownDecksById, requireDeck } from './decks';
import { LOG_COLUMNS, LOG_ORDER, LOG_PAGE_ROWS, readLogPages } from './review-log-pages';
import { scheduleRowsOf, toReviewState } from './reviews';

/** One review of an exported card: what the Anki review log needs of it. */
export interface ExportLog {
  rating: ReviewRating;
  /** The card's state before this review. */
  state: ReviewStateName;
  /** The interval (days) the card had before this review. */
  scheduledDays: number;
  reviewedAt: Date;
}

export interface ExportCard {
  cardKey: string;
  term: string;
  meaning: string;
  example?: string;
  /** The card's FSRS state; null when it was never scheduled (a deck's card not yet seen in Review). */
  schedule: ReviewCardState | null;
  /** Oldest first. */
  logs: ExportLog[];
}

export interface ExportDeck {
  id: string;
  name: string;
  description: string;
  cards: ExportCard[];
}

type ScheduleRow = typeof reviewSchedule.$inferSelect;

/** A deck's cards, once per card key (the first card of a term, as the schedule knows it), in deck order. */
function cardsOf(
  deck: Deck,
  schedules: ReadonlyMap<string, ScheduleRow>,
  everyCard: boolean,
): ExportDeck {
  const seen = new Set<string>();
  const cards: ExportCard[] = [];
  for (const card of deck.cards) {
    const cardKey = cardKeyOf(card.term);
    const row = schedules.get(cardKey);
    if (seen.has(cardKey) || (!everyCard && !row)) continue;
    seen.add(cardKey);
    cards.push({
      cardKey,
      term: card.term,
      meaning: card.meaning,
      ...(card.example ? { example: card.example } : {}),
      schedule: row ? toReviewState(row) : null,
      logs: [],
    });
  }
  return { id: deck.id, name: deck.name, description: deck.description, cards };
}

/** The decks a learner's schedule rows belong to (and they still have): built-in first, then theirs, oldest first. */
async function scheduledDecks(db: Db, userId: string, deckIds: ReadonlySet<string>) {
  const builtIn = loadBuiltInDecks().filter((deck) => deckIds.has(deck.id));
  const own = await ownDecksById(db, userId, [...deckIds].filter(isCustomDeckId));
  const custom = [...own.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  return [...builtIn, ...custom];
}

/** Attaches each log to its exported card; logs of cards not exported (a deleted deck's, a removed card's) go. */
async function attachLogs(db: Db, userId: string, decks: ExportDeck[], pageRows: number) {
  if (decks.length === 0) return;
  const cards = new Map<string, ExportCard>();
  for (const deck of decks)
    for (const card of deck.cards) cards.set(`${deck.id}\u001f${card.cardKey}`, card);
  const deckIds = decks.map((deck) => deck.id);
  const logs = await readLogPages(
    (after, limit) =>
      db
        .select({ ...LOG_COLUMNS, scheduledDays: reviewLogs.scheduledDays })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), inArray(reviewLogs.deckId, deckIds), after))
        .orderBy(...LOG_ORDER)
        .limit(limit),
    pageRows,
  );
  for (const { id: _id, deckId, cardKey, ...log } of logs)
    cards.get(`${deckId}\u001f${cardKey}`)?.logs.push(log);
}

/**
 * One deck (a built-in one or the caller's own, else 404) with all its cards, or (no deckId) every card of the
 * caller's review schedule whose deck and card still exist, grouped by deck. With `history`, each card's review
 * logs too (the Anki package has them; the CSV does not, and 100,000 of them take a while to read).
 */
export async function collectExport(
  db: Db,
  userId: string,
  deckId: string | undefined,
  { history, pageRows = LOG_PAGE_ROWS }: { history: boolean; pageRows?: number },
): Promise<ExportDeck[]> {
  const deck = deckId === undefined ? undefined : await requireDeck(db, deckId, userId);
  const rows = await scheduleRowsOf(db, userId, deck?.id);
  const byDeck = new Map<string, Map<string, ScheduleRow>>();
  for (const row of rows) {
    const deckRows = byDeck.get(row.deckId) ?? new Map<string, ScheduleRow>();
    deckRows.set(row.cardKey, row);
    byDeck.set(row.deckId, deckRows);
  }
  const schedulesOf = (id: string) => byDeck.get(id) ?? new Map<string, ScheduleRow>();
  const decks = deck
    ? [cardsOf(deck, schedulesOf(deck.id), true)]
    : (await scheduledDecks(db, userId, new Set(byDeck.keys())))
        .map((scheduled) => cardsOf(scheduled, schedulesOf(scheduled.id), false))
        .filter((scheduled) => scheduled.cards.length > 0);
  if (history) await attachLogs(db, userId, decks, pageRows);
  return decks;
}

/** What the file is called in the filename: the deck's name in plain letters, else its id; "review-cards" for all. */
function fileLabel(deck: Pick<ExportDeck, 'id' | 'name'> | undefined): string {
  if (!deck) return 'review-cards';
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '');
  return slug(deck.name) || slug(deck.id);
}

/** slangbridge-<deck>-<UTC date>.<format>: ASCII only, so it needs no quoting rules beyond plain quotes. */
export function exportFileName(
  deck: Pick<ExportDeck, 'id' | 'name'> | undefined,
  format: ExportFormat,
  now: Date,
): string {
  return `slangbridge-${fileLabel(deck)}-${now.toISOString().slice(0, 10)}.${format}`;
}
