// The small "Word of the day" link's texts: it is on the home page too, whose first load carries whatever it imports,
// so they are kept apart from the pages' texts (texts.ts).
export const WORD_OF_THE_DAY_LINK_TEXT = {
  label: 'Word of the day',
  /** When the day's term could not be loaded: the link still leads to its page. */
  fallback: 'See today’s term and what it means',
} as const;
