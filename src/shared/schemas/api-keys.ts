// The dashboard's API key calls (issue 13 item 1): GET /api/api-keys lists the account's keys, POST /api/api-keys
// {name} creates one and answers its secret once, DELETE /api/api-keys/{keyId} revokes one. Shared by the server's
// validation and the dashboard's form.
import { z } from 'zod';
import { safeText } from './text';

/** Names tell keys apart in the list ("Discord bot", "Staging"); the plugin stores at most this many characters. */
export const API_KEY_NAME_MAX = 32;
/** Active keys one account may hold at once; the server refuses the next one with 409 CONFLICT. */
export const API_KEYS_PER_USER_MAX = 10;

export const apiKeyNameSchema = safeText('Give the key a name.')
  .trim()
  .min(1, 'Give the key a name.')
  .max(API_KEY_NAME_MAX, `A key name must be ${API_KEY_NAME_MAX} characters or less.`);

export const createApiKeyInputSchema = z.object({ name: apiKeyNameSchema });
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

export const apiKeyParamsSchema = z.object({
  keyId: safeText().min(1).max(100, 'That key does not exist.'),
});

/** A key as the list shows it: never the secret, only its first characters (`start`, e.g. "sb_AbCdEfG"). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** When a call last used the key (ISO 8601); null when it never has. */
  lastUsedAt: z.string().nullable(),
  /** Calls made with the key since midnight UTC. */
  requestsToday: z.number().int(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const apiKeyListResponseSchema = z.object({
  keys: z.array(apiKeySummarySchema),
  /** How many active keys the account may hold (API_KEYS_PER_USER_MAX). */
  limit: z.number().int(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** The answer to a creation: the only time the secret `key` is ever sent. */
export const createApiKeyResponseSchema = z.object({
  apiKey: apiKeySummarySchema,
  key: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
