// Daily review reminders (issue 29 item 4): GET and PUT /api/reminders (on or off, the local time and zone) and POST
// and DELETE /api/reminders/subscriptions (a browser's Web Push subscription), shared by the server's validation and
// the settings dialog.
import { z } from 'zod';
import { isKnownTimeZone } from '../flashcards/review-stats';
import { safeText } from './text';

/** The time a reminder is offered at before the learner picks one. */
export const DEFAULT_REMINDER_TIME = '19:00';
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const REMINDER_TIME_MESSAGE = 'time must be a time of day as HH:MM, such as 19:00.';
export const REMINDER_TIME_ZONE_MESSAGE =
  'timeZone must be an IANA time zone such as Europe/Paris.';
export const PUSH_ENDPOINT_MESSAGE =
  'endpoint must be the https address of a push service (at most 1024 characters).';
export const PUSH_KEYS_MESSAGE =
  'keys must be the subscription’s p256dh (65 bytes) and auth (16 bytes) keys, base64url-encoded.';

export const PUSH_ENDPOINT_MAX = 1024;
/** Hosts a plain-http endpoint may have: a push service on the same machine (web-push-testing in the tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL, or http on this machine; the server refuses the latter in production (routes/reminders.ts). */
export function isPushEndpoint(value: string): boolean {
  if (value.length > PUSH_ENDPOINT_MAX) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean(),
  time: safeText(REMINDER_TIME_MESSAGE).regex(TIME_PATTERN, REMINDER_TIME_MESSAGE),
  timeZone: safeText(REMINDER_TIME_ZONE_MESSAGE).refine(
    isKnownTimeZone,
    REMINDER_TIME_ZONE_MESSAGE,
  ),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;

/**
 * GET /api/reminders. `timeZone` is null until the learner saves (the browser offers its own zone); `publicKey` is
 * the server's VAPID key (pushManager.subscribe's applicationServerKey); `subscribed` says whether any of the
 * account's browsers is subscribed (the browser knows whether it is one of them).
 */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  time: z.string(),
  timeZone: z.string().nullable(),
  publicKey: z.string(),
  subscribed: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const endpoint = safeText(PUSH_ENDPOINT_MESSAGE).refine(isPushEndpoint, PUSH_ENDPOINT_MESSAGE);

/** PushSubscription.toJSON() as browsers give it (other fields, such as expirationTime, are dropped). */
export const pushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: safeText(PUSH_KEYS_MESSAGE).regex(/^[\w-]{87}=?$/, PUSH_KEYS_MESSAGE),
      auth: safeText(PUSH_KEYS_MESSAGE).regex(/^[\w-]{22}(==)?$/, PUSH_KEYS_MESSAGE),
    },
    PUSH_KEYS_MESSAGE,
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
