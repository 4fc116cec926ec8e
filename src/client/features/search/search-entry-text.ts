// The header search button's texts: on every page, so kept apart from the dialog's (texts.ts).
export const SEARCH_ENTRY_TEXT = {
  button: 'Search slang...',
  title: 'Search slang',
  description: 'Type a slang term; pick a result to open its page.',
} as const;
