// The language picker's type-to-filter: a style matches when every word typed is found in its name, its code,
// its language's name or that language's own name (Español, Русский), ignoring case, accents and spacing.
import type { LanguageGroup, LanguageOption } from '@shared/languages';

/** Lower case, without accents or marks (é → e, ё → е, Arabic vowel signs), letters and digits only. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a query, folded; empty when nothing searchable was typed. */
export function queryWords(query: string): string[] {
  return query
    .split(/[\s_-]+/)
    .map(foldForSearch)
    .filter((word) => word !== '');
}

function matchesAll(words: readonly string[], fields: readonly string[]): boolean {
  const haystack = fields.map(foldForSearch).join('|');
  return words.every((word) => haystack.includes(word));
}

/** True when the group itself matches (its name or own name), so a 'Coming soon' group can be found. */
export function groupMatches(group: LanguageGroup, words: readonly string[]): boolean {
  return matchesAll(words, [group.label, group.nativeName, group.id]);
}

export function optionMatches(
  option: LanguageOption,
  group: LanguageGroup,
  words: readonly string[],
): boolean {
  return matchesAll(words, [option.name, option.code, group.label, group.nativeName]);
}
