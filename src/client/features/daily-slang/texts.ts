// The daily slang popup's user-visible strings (spec 1 §2 "Dialogs", §4 "Daily slang popup"), shared by UI and
// tests.
export const DAILY_SLANG_TEXT = {
  title: 'Daily Slang',
  description: (deckName: string) => `Today's term from the ${deckName} deck.`,
  termLabel: 'Term of the day',
  /** Before the card's example (spec 2 §2: "Example: ..."). */
  exampleLabel: 'Example:',
  practiceNow: 'Practice Now',
  maybeLater: 'Maybe Later',
} as const;
