// The shared translation page (/s/{id}, issue 26): its words, title and description, the same in the server's
// HTML and the browser app.
import { resolveLanguage } from './languages';
import { DESCRIPTION_MAX, TITLE_MAX, documentTitle } from './page-title';
import { truncateText } from './term-page-title';

export const SHARED_TRANSLATION_TEXT = {
  heading: 'Shared translation',
  before: 'Before',
  after: 'After',
  explained: 'The slang explained',
  translateYourOwn: 'Translate your own',
  notFound: 'Translation Not Found',
  notFoundText: 'This shared link does not exist or is no longer available.',
} as const;

interface SharedTexts {
  sourceText: string;
  translatedText: string;
  sourceLanguage: string;
  targetLanguage: string;
}

/** "Gen Z English: “that party was bussin”", within the title length search results show. */
export function sharedTranslationTitle(share: SharedTexts): string {
  const prefix = `${resolveLanguage(share.targetLanguage).name}: “`;
  const room = TITLE_MAX - Array.from(documentTitle(`${prefix}”`)).length;
  return `${prefix}${truncateText(share.translatedText, Math.max(room, 8))}”`;
}

export const sharedTranslationDescription = (share: SharedTexts) =>
  truncateText(
    `“${share.sourceText}” in ${resolveLanguage(share.sourceLanguage).name}, said in ${resolveLanguage(share.targetLanguage).name}: “${share.translatedText}”`,
    DESCRIPTION_MAX,
  );
