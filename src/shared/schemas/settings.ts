// Public settings (spec 1 §3 "Setting latestVideoUrl"): a key and its value.
import { z } from 'zod';

export const PUBLIC_SETTING_KEYS = ['latestVideoUrl'] as const;
export const publicSettingKeySchema = z.enum(PUBLIC_SETTING_KEYS);
export type PublicSettingKey = z.infer<typeof publicSettingKeySchema>;

export const settingParamsSchema = z.object({ key: publicSettingKeySchema });
export const settingResponseSchema = z.object({ value: z.string() });
export type SettingResponse = z.infer<typeof settingResponseSchema>;
