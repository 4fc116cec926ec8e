// "My slang" (issue 11 item 5): the custom deck that "Add to my deck" and "Practise it" fill, created on first use
// with these names, by the server for an account and by the browser for an anonymous visitor. Plain constants
// (no zod), so the browser's one-click add loads without the validation schemas; schemas/flashcards.ts re-exports
// them with the other deck limits.
export const CARD_TERM_MAX = 100;
export const CARD_MEANING_MAX = 300;
export const CARD_EXAMPLE_MAX = 300;
export const CUSTOM_DECK_CARDS_MAX = 500;

export const MY_SLANG_DECK_NAME = 'My slang';
export const MY_SLANG_DESCRIPTION = 'Slang you added from translations and the dictionary.';
export const MY_SLANG_LOCALE_HINT = 'My slang';
export const MY_SLANG_FULL_MESSAGE = `Your "${MY_SLANG_DECK_NAME}" deck is full (${CUSTOM_DECK_CARDS_MAX} cards). Remove some cards to add more.`;
