// Public settings (spec 1 §3 "Setting latestVideoUrl"): a key and its value, and the admin's change of the
// daily video (one schema for the form in the browser and the request on the server).
import { z } from 'zod';
import { parseVideoUrl } from '../video-url';
import { safeText } from './text';

export const PUBLIC_SETTING_KEYS = ['latestVideoUrl'] as const;
export const publicSettingKeySchema = z.enum(PUBLIC_SETTING_KEYS);
export type PublicSettingKey = z.infer<typeof publicSettingKeySchema>;

/** GET /api/settings/:key: any safe name is a valid request; one that is not public answers 404. */
export const settingParamsSchema = z.object({ key: safeText().max(100) });
export const settingResponseSchema = z.object({ value: z.string() });
export type SettingResponse = z.infer<typeof settingResponseSchema>;

/** Longer than any link of the three platforms, with their tracking parameters. */
export const LATEST_VIDEO_URL_MAX = 2000;

export const LATEST_VIDEO_URL_MESSAGES = {
  missing: 'Send the video link as text in "value" ("" clears it).',
  tooLong: `The video link must be at most ${LATEST_VIDEO_URL_MAX} characters.`,
  unsupported:
    'This link is not a supported video. Use a YouTube, TikTok or Instagram video link, or clear the field to hide the card.',
} as const;

/** The daily video's link: '' (no video: the card is hidden) or a link the card can embed (spec 1 §5). */
export const latestVideoUrlSchema = safeText(LATEST_VIDEO_URL_MESSAGES.missing)
  .trim()
  .max(LATEST_VIDEO_URL_MAX, { message: LATEST_VIDEO_URL_MESSAGES.tooLong })
  .refine((value) => value === '' || parseVideoUrl(value) !== null, {
    message: LATEST_VIDEO_URL_MESSAGES.unsupported,
  });

/** PUT /api/settings/latestVideoUrl (admins only). */
export const updateLatestVideoUrlRequestSchema = z.object({ value: latestVideoUrlSchema }).strict();
export type UpdateLatestVideoUrlRequest = z.input<typeof updateLatestVideoUrlRequestSchema>;
