// What each link-preview picture shows, the key it is kept under (a hash of exactly that), its address with that
// key as a version (so a crawler fetches an edited term's picture afresh) and its alternative text.
import { createHash } from 'node:crypto';
import { dictionaryLanguageName } from '@shared/dictionary';
import { BRAND_NAME } from '@shared/brand';
import { resolveLanguage } from '@shared/languages';
import { truncateText } from '@shared/term-page-title';
import type { TermImageInput, TranslationImageInput } from './draw';

// satori, resvg and the fonts load with the first picture drawn, not with the server.
const drawing = () => import('./draw');

/** Raise it when the drawing changes: every picture then gets a new key and address. */
const DESIGN_VERSION = 1;
const ALT_MAX = 300;

export interface Picture {
  /** Names the content: equal keys draw equal pictures. */
  key: string;
  /** Describes the picture for og:image:alt. */
  alt: string;
  draw: () => Promise<Buffer>;
}

const keyOf = (kind: string, input: object) =>
  createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, kind, input]))
    .digest('base64url')
    .slice(0, 16);

export function termPicture(term: { term: string; meaning: string; language: string }): Picture {
  const input: TermImageInput = {
    term: term.term,
    meaning: term.meaning,
    languageName: dictionaryLanguageName(term.language),
  };
  return {
    key: keyOf('term', input),
    alt: truncateText(
      `${BRAND_NAME}: “${input.term}” (${input.languageName} slang) means ${input.meaning}`,
      ALT_MAX,
    ),
    draw: async () => {
      const { drawPng, termImageElement } = await drawing();
      return drawPng(termImageElement(input));
    },
  };
}

/** "Dec 7, 2026" for a calendar day "2026-12-07" (the day itself, whatever the server's time zone). */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The word of the day's picture: its term and best meaning under a "Word of the day" label with the date. */
export function wordOfTheDayPicture(word: {
  date: string;
  term: { term: string; meaning: string; language: string };
}): Picture {
  const input: TermImageInput = {
    term: word.term.term,
    meaning: word.term.meaning,
    languageName: dictionaryLanguageName(word.term.language),
    label: `Word of the day · ${dayName(word.date)}`,
  };
  return {
    key: keyOf('word-of-the-day', input),
    alt: truncateText(
      `${BRAND_NAME} word of the day for ${dayName(word.date)}: “${input.term}” (${input.languageName} slang) means ${input.meaning}`,
      ALT_MAX,
    ),
    draw: async () => {
      const { drawPng, termImageElement } = await drawing();
      return drawPng(termImageElement(input));
    },
  };
}

export function translationPicture(share: {
  sourceText: string;
  translatedText: string;
  sourceLanguage: string;
  targetLanguage: string;
}): Picture {
  const input: TranslationImageInput = {
    sourceText: share.sourceText,
    translatedText: share.translatedText,
    sourceName: resolveLanguage(share.sourceLanguage).name,
    targetName: resolveLanguage(share.targetLanguage).name,
  };
  return {
    key: keyOf('translation', input),
    alt: truncateText(
      `${BRAND_NAME} translation from ${input.sourceName} to ${input.targetName}: “${input.sourceText}” becomes “${input.translatedText}”`,
      ALT_MAX,
    ),
    draw: async () => {
      const { drawPng, translationImageElement } = await drawing();
      return drawPng(translationImageElement(input));
    },
  };
}

/** The address of a term's picture. */
export const termImagePath = (slug: string) => `/og/slang/${encodeURIComponent(slug)}.png`;

/** The address of a day's word-of-the-day picture. */
export const wordOfTheDayImagePath = (day: string) => `/og/word-of-the-day/${day}.png`;

/** An absolute picture address carrying the picture's key, from the configured public address. */
export const pictureUrl = (origin: string, path: string, picture: Picture) =>
  `${origin}${path}?v=${picture.key}`;
