// Public settings (spec 1 §3 "Setting latestVideoUrl"): a key and its value.
import { z } from 'zod';
import { safeText } from './text';

export const PUBLIC_SETTING_KEYS = ['latestVideoUrl'] as const;
export const publicSettingKeySchema = z.enum(PUBLIC_SETTING_KEYS);
export type PublicSettingKey = z.infer<typeof publicSettingKeySchema>;

/** GET /api/settings/:key: any safe name is a valid request; one that is not public answers 404. */
export const settingParamsSchema = z.object({ key: safeText().max(100) });
export const settingResponseSchema = z.object({ value: z.string() });
export type SettingResponse = z.infer<typeof settingResponseSchema>;
