// The flashcards' calls (spec 2 §3 "Card", "Deck", "Flashcard progress"; §5 "Custom deck"; §7 "Flashcards";
// issue 11 items 2, 4, 5; the paths are chosen in docs/decisions/007-flashcards.md), shared by the server's
// validation and the browser.
import { z } from 'zod';
import { cardKeyOf } from '../flashcards/packs';
import {
  CARD_EXAMPLE_MAX,
  CARD_MEANING_MAX,
  CARD_TERM_MAX,
  CUSTOM_DECK_CARDS_MAX,
} from '../flashcards/my-slang';
import { IDEMPOTENCY_KEY_HEADER } from '../flashcards/idempotency-key';
import { REVIEW_RATINGS, REVIEW_STATES } from '../flashcards/review-scheduler';
import { safeText } from './text';

export const DECK_NAME_MAX = 60;
export const DECK_DESCRIPTION_MAX = 200;
export const DECK_LOCALE_HINT_MAX = 40;
export const CUSTOM_DECKS_PER_USER_MAX = 50;
/** Card limits and the "My slang" deck's names (the custom deck "Add to my deck" and "Practise it" fill). */
export {
  CARD_EXAMPLE_MAX,
  CARD_MEANING_MAX,
  CARD_TERM_MAX,
  CUSTOM_DECK_CARDS_MAX,
  MY_SLANG_DECK_NAME,
  MY_SLANG_DESCRIPTION,
  MY_SLANG_FULL_MESSAGE,
  MY_SLANG_LOCALE_HINT,
} from '../flashcards/my-slang';
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../flashcards/idempotency-key';
/** The default deck and the spec's six hand-written decks (spec 2 §3 "Deck ids seen"). */
export { DEFAULT_DECK_ID, HAND_WRITTEN_DECK_IDS } from '../flashcards/deck-ids';

/** Built-in ids are snake_case words (gen_z_english, dictionary_tiktok_slang); custom ones are UUIDs. */
export const deckIdSchema = safeText('Deck id is required.')
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown deck id.');
export const deckParamsSchema = z.object({ deckId: deckIdSchema });

export const cardSchema = z.object({
  term: z.string(),
  meaning: z.string(),
  example: z.string().optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const deckSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Category or language label shown as a badge. */
  localeHint: z.string(),
  /** BCP 47 tag the speak button uses (en-US, es-ES, es-AR, ar-IQ, ru-RU). */
  speechLocale: z.string(),
  isCustom: z.boolean(),
  cardCount: z.number().int(),
  createdAt: z.string(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

export const deckSchema = deckSummarySchema.extend({ cards: z.array(cardSchema) });
export type Deck = z.infer<typeof deckSchema>;

export const deckListSchema = z.object({ decks: z.array(deckSummarySchema) });
export const deckResponseSchema = z.object({ deck: deckSchema });

const cardInputSchema = z.object({
  term: safeText()
    .max(CARD_TERM_MAX, `A term must be ${CARD_TERM_MAX} characters or less.`)
    .default(''),
  meaning: safeText()
    .max(CARD_MEANING_MAX, `A meaning must be ${CARD_MEANING_MAX} characters or less.`)
    .default(''),
  example: safeText()
    .max(CARD_EXAMPLE_MAX, `An example must be ${CARD_EXAMPLE_MAX} characters or less.`)
    .nullish(),
});

/**
 * A filter that keeps the first card of each term: a card is known by its folded term (its schedule's key), so
 * a second card with the same term is dropped.
 */
function firstOfEachTerm() {
  const seen = new Set<string>();
  return (card: { term: string }) => {
    const key = cardKeyOf(card.term);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/**
 * Create or edit a custom deck (spec 2 §5 "Custom deck"): the name is required; cards missing a term or a
 * meaning are dropped; at least one whole card must remain. Empty description and locale hint take the spec's
 * defaults ("Custom deck: {name}", "Custom").
 */
export const customDeckInputSchema = z
  .object({
    name: safeText('Deck name is required.')
      .trim()
      .min(1, 'Deck name is required.')
      .max(DECK_NAME_MAX, `Deck name must be ${DECK_NAME_MAX} characters or less.`),
    description: safeText()
      .trim()
      .max(DECK_DESCRIPTION_MAX, `Description must be ${DECK_DESCRIPTION_MAX} characters or less.`)
      .nullish(),
    localeHint: safeText()
      .trim()
      .max(DECK_LOCALE_HINT_MAX, `Locale hint must be ${DECK_LOCALE_HINT_MAX} characters or less.`)
      .nullish(),
    cards: z
      .array(cardInputSchema, 'Cards must be a list.')
      .max(CUSTOM_DECK_CARDS_MAX, `A deck holds at most ${CUSTOM_DECK_CARDS_MAX} cards.`),
  })
  .transform((deck) => ({
    name: deck.name,
    description: deck.description || `Custom deck: ${deck.name}`,
    localeHint: deck.localeHint || 'Custom',
    cards: deck.cards
      .map((card) => ({
        term: card.term.trim(),
        meaning: card.meaning.trim(),
        ...(card.example?.trim() ? { example: card.example.trim() } : {}),
      }))
      .filter((card) => card.term.length > 0 && card.meaning.length > 0)
      .filter(firstOfEachTerm()),
  }))
  .refine((deck) => deck.cards.length > 0, {
    message: 'Add at least one card with both a term and a meaning.',
    path: ['cards'],
  });
export type CustomDeckInput = z.input<typeof customDeckInputSchema>;
export type CustomDeckData = z.output<typeof customDeckInputSchema>;

/** "Add to my deck" / "Practise it": one card into the person's "My slang" deck. */
export const addToMySlangSchema = z.object({
  term: safeText('A term is required.')
    .trim()
    .min(1, 'A term is required.')
    .max(CARD_TERM_MAX, `A term must be ${CARD_TERM_MAX} characters or less.`),
  meaning: safeText('A meaning is required.')
    .trim()
    .min(1, 'A meaning is required.')
    .max(CARD_MEANING_MAX, `A meaning must be ${CARD_MEANING_MAX} characters or less.`),
  example: safeText()
    .trim()
    .max(CARD_EXAMPLE_MAX, `An example must be ${CARD_EXAMPLE_MAX} characters or less.`)
    .nullish(),
});
export type AddToMySlangInput = z.input<typeof addToMySlangSchema>;
/** `added` is false when the deck already held the term (nothing changes). */
export const addToMySlangResponseSchema = z.object({ deck: deckSummarySchema, added: z.boolean() });

export const progressSchema = z.object({
  unlockedPacks: z.array(z.number().int()),
  bestScorePerPack: z.record(z.string(), z.number()),
  attempts: z.number().int(),
});
export const settingsSchema = z.object({
  packSize: z.number().int(),
  unlockThreshold: z.number(),
  progressionEnabled: z.boolean(),
});
export const progressResponseSchema = z.object({
  progress: progressSchema,
  settings: settingsSchema,
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

const count = (what: string) =>
  z
    .number(`${what} must be a number.`)
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(10_000, `${what} is too large.`);

export const quizResultSchema = z.object({
  deckId: deckIdSchema,
  packNumber: count('packNumber').min(1, 'packNumber starts at 1.'),
  score: count('score'),
  totalQuestions: count('totalQuestions').min(1, 'A quiz has at least one question.'),
});
export type QuizResultInput = z.infer<typeof quizResultSchema>;
export const quizResultResponseSchema = z.object({
  progress: progressSchema,
  packUnlocked: z.boolean(),
  newPackNumber: z.number().int().nullable(),
});
export type QuizResultResponse = z.infer<typeof quizResultResponseSchema>;

export const reviewCardStateSchema = z.object({
  due: z.iso.datetime({ offset: true }),
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  elapsedDays: z.number().nonnegative(),
  scheduledDays: z.number().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.enum(REVIEW_STATES),
  lastReview: z.iso.datetime({ offset: true }).nullable(),
});

// Folding can lengthen a term ('İ' lower-cases to two characters), so a key may be longer than a term.
const cardKeySchema = safeText('A card key is required.')
  .min(1)
  .max(CARD_TERM_MAX * 3);

/** One schedule entry: the card (deck and key = its folded term) and its FSRS state. */
export const scheduledCardSchema = z.object({
  deckId: z.string(),
  cardKey: z.string(),
  state: reviewCardStateSchema,
  leech: z.boolean(),
});
export type ScheduledCard = z.infer<typeof scheduledCardSchema>;

/** GET /api/flashcards/reviews[?deckId]: the schedule and today's counts (for the daily limits). */
export const reviewsQuerySchema = z.object({ deckId: deckIdSchema.optional() });
export const reviewsResponseSchema = z.object({
  cards: z.array(scheduledCardSchema),
  doneToday: z.object({ newCards: z.number().int(), reviews: z.number().int() }),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** POST /api/flashcards/reviews: rate one card; the server schedules it and keeps the log. */
export const reviewInputSchema = z.object({
  deckId: deckIdSchema,
  cardKey: cardKeySchema,
  rating: z.enum(REVIEW_RATINGS, { message: 'rating must be again or good.' }),
  /**
   * When the rating was made, if not now (a rating made offline and sent later, issue 29 item 3): it is scheduled
   * and logged at that time. At most REVIEWED_AT_MAX_AGE_DAYS old; up to REVIEWED_AT_SKEW_MS ahead of the server's
   * clock counts as now (a device clock a little fast).
   */
  reviewedAt: z.iso
    .datetime({ offset: true, message: 'reviewedAt must be an ISO date-time.' })
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export const reviewResponseSchema = z.object({ card: scheduledCardSchema });
export const REVIEWED_AT_MAX_AGE_DAYS = 30;
export const REVIEWED_AT_SKEW_MS = 5 * 60_000;
export const REVIEWED_AT_TOO_OLD_MESSAGE = `reviewedAt is more than ${REVIEWED_AT_MAX_AGE_DAYS} days ago.`;
export const REVIEWED_AT_FUTURE_MESSAGE = 'reviewedAt is in the future.';

/**
 * The Idempotency-Key header of POST /api/flashcards/reviews: a rating sent again with the same key (the outbox of
 * a device that was offline retries) answers the first result and records nothing. A UUID fits; the charset keeps
 * it printable and free of anything a log line or a header would need escaping for.
 */
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 200 letters, digits or - _ . : characters.';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, IDEMPOTENCY_KEY_MESSAGE);
/** The request headers the route reads; every other header passes through untouched (the session's among them). */
export const reviewHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different rating.';

/** GET /api/flashcards/due: cards due now per deck (the selector's "N due"). */
export const dueCountsSchema = z.object({ due: z.record(z.string(), z.number().int()) });

/**
 * POST /api/flashcards/import: what an anonymous visitor kept in the browser, moved into the account at sign-in.
 * Local decks come back with their new ids (`deckIds`: local id → account id) so progress and schedules follow.
 */
const localIdSchema = safeText().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown deck id.');
export const importInputSchema = z.object({
  decks: z
    .array(z.object({ localId: localIdSchema, deck: customDeckInputSchema }))
    .max(CUSTOM_DECKS_PER_USER_MAX)
    .default([]),
  progress: z
    .array(z.object({ deckId: localIdSchema, progress: progressSchema }))
    .max(200)
    .default([]),
  reviews: z
    .array(
      z.object({
        deckId: localIdSchema,
        cardKey: cardKeySchema,
        state: reviewCardStateSchema,
        logs: z
          .array(
            z.object({
              rating: z.enum(REVIEW_RATINGS),
              state: z.enum(REVIEW_STATES),
              due: z.iso.datetime({ offset: true }),
              stability: z.number(),
              difficulty: z.number(),
              elapsedDays: z.number(),
              lastElapsedDays: z.number(),
              scheduledDays: z.number(),
              learningSteps: z.number().int(),
              reviewedAt: z.iso.datetime({ offset: true }),
            }),
          )
          .max(1000)
          .default([]),
      }),
    )
    .max(5000)
    .default([]),
});
export type ImportInput = z.input<typeof importInputSchema>;
export const importResponseSchema = z.object({ deckIds: z.record(z.string(), z.string()) });
