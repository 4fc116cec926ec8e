// The Example button's sentences per source variety (content/examples/translator-examples.json, validated by
// content/examples.test.ts). A variety without any answers 'Examples coming soon' (spec 1 §5).
import catalogue from '../../../../../content/examples/translator-examples.json';

const examples: Partial<Record<string, { sentences: string[] }>> = catalogue.examples;

/** The example after `current` for `language` (cycling), or null when the language has none. */
export function nextExample(language: string, current: string): string | null {
  const sentences = examples[language]?.sentences ?? [];
  if (sentences.length === 0) return null;
  const index = sentences.indexOf(current.trim());
  return sentences[(index + 1) % sentences.length] ?? null;
}
