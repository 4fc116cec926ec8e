// The visible texts of the flashcards page's Export menu (issue 29 item 5), shared by the UI and its tests.
export const EXPORT_TEXT = {
  export: 'Export',
  thisDeck: (deck: string) => `This deck: ${deck}`,
  allReviewCards: 'All your review cards',
  csv: 'CSV (spreadsheet)',
  anki: 'Anki package (.apkg)',
} as const;
