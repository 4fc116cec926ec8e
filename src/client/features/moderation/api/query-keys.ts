// The moderation feature's query keys: each list's root, so a change can refresh every filter of it at once.
import type { DictionaryLanguage } from '@shared/dictionary';

export type SuggestionStatusFilter = 'pending' | 'approved' | 'all';
export type DefinitionStatusFilter = 'pending' | 'approved' | 'rejected' | 'all';
export type LanguageFilter = DictionaryLanguage | 'all';

export const moderationKeys = {
  suggestions: ['admin', 'suggestions'] as const,
  suggestionList: (status: SuggestionStatusFilter, search: string) =>
    ['admin', 'suggestions', { status, search }] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (status: 'open' | 'all') => ['admin', 'reports', { status }] as const,
  definitions: ['admin', 'definitions'] as const,
  definitionList: (status: DefinitionStatusFilter) => ['admin', 'definitions', { status }] as const,
  terms: ['admin', 'terms'] as const,
  termList: (language: LanguageFilter, query: string, page: number) =>
    ['admin', 'terms', { language, query, page }] as const,
};
