// POST /api/translate (spec 1 §3 "Translate request", ARCHITECTURE §3 step 1).
import { z } from 'zod';
import { AUTO_DETECT, isKnownLanguage } from '../languages';
import { TRANSLATE_INPUT_MAX } from '../limits';
import { TRANSLATION_ENGINES } from '../translation-engines';
import { safeText, writtenText } from './text';

const languageCode = safeText().refine(isKnownLanguage, { message: 'Unknown language code.' });

export { AUTO_DETECT };
const sourceLanguageCode = safeText().refine(
  (code) => code === AUTO_DETECT || isKnownLanguage(code),
  { message: 'Unknown language code.' },
);

/** The one rule between the fields of a translation request (the app's and /v1's). */
export const DIFFERENT_STYLES_MESSAGE = 'Choose two different styles to translate between.';

export const translateRequestSchema = z
  .object({
    inputText: writtenText(TRANSLATE_INPUT_MAX, {
      blank: 'Please enter some text to translate.',
      tooLong: `Please limit your text to ${TRANSLATE_INPUT_MAX} characters.`,
    }),
    sourceLanguage: sourceLanguageCode,
    targetLanguage: languageCode,
    context: z.literal('general').default('general'),
  })
  .refine((body) => body.sourceLanguage !== body.targetLanguage, {
    message: DIFFERENT_STYLES_MESSAGE,
    path: ['targetLanguage'],
  });
export type TranslateRequest = z.input<typeof translateRequestSchema>;

export { TRANSLATION_ENGINES } from '../translation-engines';

/** A slang or style term the translation used or recognised, with its meaning (the explanation names them). */
export const translationTermSchema = z.object({ term: z.string(), meaning: z.string() });
export type TranslationTerm = z.infer<typeof translationTermSchema>;

export const translateResponseSchema = z.object({
  translation: z.string(),
  explanation: z.string(),
  engine: z.enum(TRANSLATION_ENGINES),
  /** The terms behind the explanation, for "Add to my deck"; absent for editors' approved translations. */
  terms: z.array(translationTermSchema).optional(),
  /** With `sourceLanguage: "auto"`: the style the text was detected to be in, which it was translated from. */
  detectedLanguage: z.string().optional(),
  /** Up to 3 other renderings (another choice for one of the senses); empty when there is none. */
  alternatives: z.array(z.string()),
  /** The explanation of each alternative, in the same order (it names the terms that one uses). */
  alternativeExplanations: z.array(z.string()),
  /** The terms worth a card of each alternative, in the same order (for "Add to my deck" once it is chosen). */
  alternativeTerms: z.array(z.array(translationTermSchema)),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** Source text as translation memory compares it: trimmed, lower-cased, inner whitespace collapsed. */
export function normalizeSourceText(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The translation-memory key (spec 2 §3 "New slang payload"): target style + '|' + normalized source. */
export function translationKeyHash(targetStyle: string, sourceText: string): string {
  return `${targetStyle}|${normalizeSourceText(sourceText)}`;
}

/** GET /api/translate/capabilities: what this server can translate (see ../translation-pairs.ts). */
export const translateCapabilitiesSchema = z.object({ aiProvider: z.boolean() });
export type TranslateCapabilities = z.infer<typeof translateCapabilitiesSchema>;

/** POST /api/detect: which styles a text looks written in (issue 27 item 3). */
export const detectRequestSchema = z.object({
  text: writtenText(TRANSLATE_INPUT_MAX, {
    blank: 'Please enter some text to detect its style.',
    tooLong: `Please limit your text to ${TRANSLATE_INPUT_MAX} characters.`,
  }),
});
export type DetectRequest = z.input<typeof detectRequestSchema>;

export const styleCandidateSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The share of the evidence, 0–1; the candidates add up to at most 1. */
  score: z.number().min(0).max(1),
});
export const detectResponseSchema = z.object({
  /** The likeliest styles, best first (at most three). */
  candidates: z.array(styleCandidateSchema),
});
export type DetectResponse = z.infer<typeof detectResponseSchema>;
