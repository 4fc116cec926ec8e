// /api/translations/* (spec 1 §3 "Translation", "Rating payload"; §7 Calls): the signed-in user's history,
// saved list and ratings.
import { z } from 'zod';
import { isKnownLanguage } from '../languages';
import { TRANSLATE_INPUT_MAX, TRANSLATION_OUTPUT_MAX } from '../limits';
import { safeText, writtenText } from './text';

const languageCode = safeText().refine(isKnownLanguage, { message: 'Unknown language code.' });

/** Body of POST /api/translations/history and /save: a finished translation. */
export const translationRecordSchema = z.object({
  inputText: writtenText(TRANSLATE_INPUT_MAX, {
    blank: 'Please complete a translation first.',
    tooLong: `Please limit your text to ${TRANSLATE_INPUT_MAX} characters.`,
  }),
  outputText: writtenText(TRANSLATION_OUTPUT_MAX, {
    blank: 'Please complete a translation first.',
    tooLong: `A translation must be ${TRANSLATION_OUTPUT_MAX} characters or less.`,
  }),
  sourceLanguage: languageCode,
  targetLanguage: languageCode,
});
export type TranslationRecord = z.infer<typeof translationRecordSchema>;

/** Body of POST /api/translations/rate. */
export const rateTranslationSchema = translationRecordSchema.extend({
  rating: z
    .number({ message: 'Rating must be a whole number from 1 to 5.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Rating must be a whole number from 1 to 5.')
    .max(5, 'Rating must be a whole number from 1 to 5.'),
});
export type RateTranslationRequest = z.infer<typeof rateTranslationSchema>;

/** One stored translation as the lists return it; createdAt is ISO 8601. */
export const storedTranslationSchema = translationRecordSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type StoredTranslation = z.infer<typeof storedTranslationSchema>;

/** GET /api/translations/{history,saved,recent}: a plain array, newest first. */
export const translationListSchema = z.array(storedTranslationSchema);

export const translationIdParamsSchema = z.object({
  id: z.uuid('Unknown translation id.'),
});

/** POST /api/translations/rate answer: `message` is shown to the user. */
export const rateTranslationResponseSchema = z.object({
  message: z.string(),
  queuedForReview: z.boolean(),
});
export type RateTranslationResponse = z.infer<typeof rateTranslationResponseSchema>;
