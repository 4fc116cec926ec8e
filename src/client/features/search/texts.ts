// The search dialog's visible texts (spec 1 §2 "Search dialog", §8), shared by the UI and its tests.
export const SEARCH_TEXT = {
  button: 'Search slang...',
  title: 'Search slang',
  description: 'Type a slang term; pick a result to open its page.',
  placeholder: 'Search slang, e.g. rizz, no cap, che boludo',
  inputLabel: 'Slang term',
  recent: 'Recent searches',
  idle: 'Type a term to search the dictionary. Your recent searches will show here.',
  loading: 'Searching...',
  failed: 'Search failed. Please try again.',
  retry: 'Try again',
  empty: (query: string) => `No results found for "${query}"`,
  emptyHint: 'Try another term or check your spelling',
  aiGuess: 'AI guess — not verified',
  suggest: 'Suggest it',
  addIt: 'Add it to the dictionary',
  results: (count: number) => `${count} result${count === 1 ? '' : 's'}`,
} as const;
