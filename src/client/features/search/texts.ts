// The search dialog's visible texts (spec 1 §2 "Search dialog", §8), shared by the UI and its tests. The header's
// button has its own small module, search-entry-text.ts: whatever the first page imports is loaded with it.
export { SEARCH_ENTRY_TEXT } from './search-entry-text';
export { TRENDING_TEXT } from './trending-text';
import { countOf } from '@client/lib/plural';

export const SEARCH_TEXT = {
  resultsLabel: 'Search results',
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
  results: (count: number) => countOf(count, 'result', 'results'),
} as const;
