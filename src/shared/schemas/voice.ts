// POST /api/voice/generate (spec 1 §7): speak a text in a variety's language.
import { z } from 'zod';
import { isKnownLanguage } from '../languages';
import { TRANSLATE_INPUT_MAX } from '../limits';
import { safeText, writtenText } from './text';

/** The one limit of a text to speak, in the app and on /v1. */
export const TEXT_TO_SPEAK_TOO_LONG = `Text to speak must be ${TRANSLATE_INPUT_MAX} characters or less.`;

export const voiceRequestSchema = z.object({
  text: writtenText(
    TRANSLATE_INPUT_MAX,
    { blank: 'Please translate some text first.', tooLong: TEXT_TO_SPEAK_TOO_LONG },
    { trim: true },
  ),
  targetLanguage: safeText().refine(isKnownLanguage, { message: 'Unknown language code.' }),
});
export type VoiceRequest = z.input<typeof voiceRequestSchema>;
