// POST /api/shares and GET /api/shares/:id (issue 26): a translation someone chose to share as a public link, with
// the explanation and slang terms the translator gave it.
import { z } from 'zod';
import { isKnownLanguage } from '../languages';
import { TRANSLATE_INPUT_MAX, TRANSLATION_OUTPUT_MAX } from '../limits';
import {
  SHARE_EXPLANATION_MAX,
  SHARE_TERMS_MAX,
  SHARE_TERM_MAX,
  SHARE_TERM_MEANING_MAX,
} from '../share-limits';
import { safeText, writtenText } from './text';

const languageCode = safeText().refine(isKnownLanguage, { message: 'Unknown language code.' });

const shareTermSchema = z.object({
  term: safeText().trim().min(1).max(SHARE_TERM_MAX),
  meaning: safeText().trim().max(SHARE_TERM_MEANING_MAX),
});

export const createShareRequestSchema = z.object({
  sourceText: writtenText(TRANSLATE_INPUT_MAX, {
    blank: 'Please complete a translation first.',
    tooLong: `Please limit your text to ${TRANSLATE_INPUT_MAX} characters.`,
  }),
  translatedText: writtenText(TRANSLATION_OUTPUT_MAX, {
    blank: 'Please complete a translation first.',
    tooLong: `A translation must be ${TRANSLATION_OUTPUT_MAX} characters or less.`,
  }),
  sourceLanguage: languageCode,
  targetLanguage: languageCode,
  explanation: safeText()
    .trim()
    .max(
      SHARE_EXPLANATION_MAX,
      `An explanation must be ${SHARE_EXPLANATION_MAX} characters or less.`,
    )
    .optional(),
  terms: z.array(shareTermSchema).max(SHARE_TERMS_MAX).optional(),
});
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

export const createShareResponseSchema = z.object({
  id: z.string(),
  /** The absolute address of the public page. */
  url: z.string(),
});
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

export const shareIdParamsSchema = z.object({ id: safeText().max(64) });

/** A shared translation as anyone may read it; who shared it is never said. createdAt is ISO 8601. */
export const sharedTranslationSchema = z.object({
  id: z.string(),
  sourceText: z.string(),
  translatedText: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  explanation: z.string().nullable(),
  terms: z.array(z.object({ term: z.string(), meaning: z.string() })),
  createdAt: z.string(),
});
export type SharedTranslation = z.infer<typeof sharedTranslationSchema>;
