// POST /api/voice/generate (spec 1 §7): speak a text in a variety's language.
import { z } from 'zod';
import { isKnownLanguage } from '../languages';
import { TRANSLATE_INPUT_MAX } from '../limits';
import { safeText } from './text';

export const voiceRequestSchema = z.object({
  text: safeText()
    .trim()
    .min(1, 'Please translate some text first.')
    .max(TRANSLATE_INPUT_MAX, `Text to speak must be ${TRANSLATE_INPUT_MAX} characters or less.`),
  targetLanguage: safeText().refine(isKnownLanguage, { message: 'Unknown language code.' }),
});
export type VoiceRequest = z.input<typeof voiceRequestSchema>;
