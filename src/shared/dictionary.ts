// The dictionary's languages (spec 2 §3), the limits of its forms (spec 2 §5, §9) and the term page addresses,
// shared by both sides.
import { findLanguage } from './languages';

export const DICTIONARY_LANGUAGES = [
  'us_english',
  'spain_es',
  'rioplatense_es',
  'iraqi_arabic',
  'russian_ru',
  'persian_fa',
] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];

/** Each dictionary language's name, shown wherever a term's language is (never the raw code). */
export const DICTIONARY_LANGUAGE_NAMES: Record<DictionaryLanguage, string> = {
  us_english: 'US English',
  spain_es: 'Spain (Gen Z)',
  rioplatense_es: 'Rioplatense Spanish',
  iraqi_arabic: 'Iraqi Arabic',
  russian_ru: 'Russian (Gen Z)',
  persian_fa: 'Persian (Tehran slang)',
};

const isDictionaryLanguage = (language: string): language is DictionaryLanguage =>
  (DICTIONARY_LANGUAGES as readonly string[]).includes(language);

/**
 * A term's language by name ("spain_es" → "Spain (Gen Z)"), wherever a page shows it: the Language badge, the
 * admin list and dialog, the server-rendered term page. An unknown code (none is stored) with its underscores as
 * spaces.
 */
export const dictionaryLanguageName = (language: string): string =>
  isDictionaryLanguage(language)
    ? DICTIONARY_LANGUAGE_NAMES[language]
    : language.replace(/_/g, ' ');

/**
 * The `lang` and `dir` of a term's own text when it is not in the page's language (English): a term heading in
 * Iraqi Arabic is `lang="ar-IQ" dir="rtl"`, so screen readers pronounce it and browsers lay it out right.
 */
export function termTextAttributes(language: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const style = dictionaryLanguageStyle(language);
  if (!style || style.language === 'en') return {};
  return { lang: style.locale, dir: style.direction };
}

/** The translator's variety of a dictionary language: its BCP 47 locale and writing direction. */
export const dictionaryLanguageStyle = (language: string) =>
  isDictionaryLanguage(language) ? findLanguage(TRANSLATOR_STYLE_OF[language]) : undefined;

/** The add form (spec 2 §5) and the admin term dialog (spec 2 §9). */
export const ADD_TERM_MAX = 60;
export const ADD_MEANING_MAX = 140;
export const ADMIN_TERM_MAX = 60;
export const ADMIN_MEANING_MAX = 500;
export const ADMIN_CONTEXT_MAX = 600;
export const ADMIN_EXAMPLE_MAX = 600;
/** The suggest form's long explanation and context; the spec gives no limit, the admin dialog's bound fits. */
export const SUGGEST_LONG_MAX = 600;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULTS_MAX = 20;
export const SEARCH_DEBOUNCE_MS = 250;
export const ADD_REDIRECT_MS = 1500;
export const SUGGEST_REDIRECT_MS = 2000;
export const ADMIN_POLL_MS = 30_000;
/** The admin term list's pages (GET /api/dictionary?page&pageSize): the default size, and the largest allowed. */
export const ADMIN_TERMS_PAGE_SIZE = 50;
export const ADMIN_TERMS_PAGE_SIZE_MAX = 100;
export const REPORT_NOTE_MAX = 500;

/** Reasons a reader may report a term page for. */
export const REPORT_REASONS = ['wrong', 'offensive', 'spam', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong: 'The meaning is wrong or misleading',
  offensive: 'It is offensive or hateful',
  spam: 'It is spam or advertising',
  duplicate: 'It duplicates another term',
  other: 'Something else',
};

/**
 * The translator's style for each dictionary language ("Translate with this term" opens the translator from
 * this style into its language's standard variety, with the term's example as input).
 */
export const TRANSLATOR_STYLE_OF: Record<DictionaryLanguage, string> = {
  us_english: 'gen_z_english',
  spain_es: 'spain_genz',
  rioplatense_es: 'rioplatense_spanish',
  iraqi_arabic: 'iraqi_arabic',
  russian_ru: 'russian_genz',
  persian_fa: 'persian_slang',
};

/** An example without its English gloss: "Qué guay. (How cool.)" → "Qué guay." */
export const exampleWithoutGloss = (example: string) =>
  example.replace(/\s*\([^()]*\)\s*$/u, '').trim() || example;
