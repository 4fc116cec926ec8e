// Which language pairs this server can translate (issue 8 item 10). The built-in style engine rewrites between
// styles of one language; a pair of two languages needs the AI provider. The server's pipeline refuses with
// these words and the browser's pickers mark the same pairs, so both decide with these functions. Kept apart
// from the zod schemas so the first page can use it without loading zod.
import { findLanguage, LANGUAGE_GROUPS, LANGUAGE_OPTIONS, resolveLanguage } from './languages';

/** What the server can do (GET /api/translate/capabilities). */
export interface TranslationCapabilities {
  /** An AI provider is configured: any pair of known styles can be translated. */
  aiProvider: boolean;
}

/** True when `source` → `target` can be translated: by the AI provider, or offline within one language. */
export function isPairAvailable(
  source: string,
  target: string,
  capabilities: TranslationCapabilities,
): boolean {
  if (capabilities.aiProvider) return true;
  const from = findLanguage(source);
  const to = findLanguage(target);
  return !!from && !!to && from.language === to.language;
}

/** True when some other style can be translated into from `source` (offline, French has no second style). */
export function canTranslateFrom(source: string, capabilities: TranslationCapabilities): boolean {
  return LANGUAGE_OPTIONS.some(
    (option) => option.code !== source && isPairAvailable(source, option.code, capabilities),
  );
}

/** The short mark the pickers show beside a style that cannot be chosen on this server. */
export const UNAVAILABLE_STYLE_HINT = 'Not available yet';

/**
 * What a visitor reads when a pair is not available, with a style they can pick instead when there is one:
 * "Translating from Standard English to Spanish isn't available on this server yet. Try translating to another style of
 * English, such as Gen Z English."
 */
export function unavailablePairMessage(source: string, target: string): string {
  const from = resolveLanguage(source);
  const to = resolveLanguage(target);
  const sentence = `Translating from ${from.name} to ${to.name} isn't available on this server yet.`;
  const group = LANGUAGE_GROUPS.find((candidate) => candidate.options.includes(from));
  const alternative = group?.options.find((option) => option.code !== from.code);
  if (!group || !alternative) return sentence;
  return `${sentence} Try translating to another style of ${group.label}, such as ${alternative.name}.`;
}

/** The note above a target picker's marked styles: which ones the visitor can choose instead. */
export function availableTargetsNote(source: string): string {
  const from = resolveLanguage(source);
  const group = LANGUAGE_GROUPS.find((candidate) => candidate.options.includes(from));
  return `Only ${group?.label ?? from.name} styles can be translated from ${from.name} on this server for now.`;
}

/** The note above a source picker's marked styles (a language with a single style, offline). */
export const UNAVAILABLE_SOURCES_NOTE =
  'This server translates between styles of one language for now.';
