// The built-in decks' fixed ids, in a module of their own: the daily slang popup needs them without the zod
// schemas of schemas/flashcards.ts (≈ 33 KB gzip of a chunk loaded on every page).
export const DEFAULT_DECK_ID = 'gen_z_english';
/** The spec's six hand-written decks (spec 2 §3 "Deck ids seen"), in the deck selector's order. */
export const HAND_WRITTEN_DECK_IDS = [
  DEFAULT_DECK_ID,
  'business_en',
  'spanish_genz',
  'iraqi_arabic',
  'rioplatense_spanish',
  'russian_genz',
] as const;
