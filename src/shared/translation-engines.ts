// The steps of the translation pipeline that can answer (ARCHITECTURE §3), in order. Kept apart from the zod
// schemas so the browser can read it without loading zod on the first page.
export const TRANSLATION_ENGINES = ['memory', 'cache', 'llm', 'style-engine'] as const;
export type TranslationEngine = (typeof TRANSLATION_ENGINES)[number];

export function isTranslationEngine(value: unknown): value is TranslationEngine {
  return (TRANSLATION_ENGINES as readonly unknown[]).includes(value);
}
