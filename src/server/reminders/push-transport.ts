// Sends one Web Push message: web-push encrypts it (RFC 8291, aes128gcm) and signs it with the VAPID keys (RFC
// 8292); the request itself goes out with fetch, which, unlike web-push's own https-only sender, also reaches a
// push service on http://localhost (web-push-testing in the tests; routes/reminders.ts refuses http in production).
import type { VapidKeys } from './vapid-keys';

/** Where a push goes: a stored subscription. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: the push service took it; gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushOutcome =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; status?: number; error?: unknown };

export type PushTransport = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** How long a push service may hold a reminder for a browser that is offline: it is stale by the next day. */
export const REMINDER_TTL_SECONDS = 12 * 3_600;
/** One reminder replaces an undelivered earlier one (RFC 8030 §5.4; base64url characters, at most 32). */
export const REMINDER_TOPIC = 'review-reminder';
const REQUEST_TIMEOUT_MS = 10_000;

export function webPushTransport(vapid: {
  keys: () => Promise<VapidKeys>;
  subject: string;
}): PushTransport {
  return async (target, payload) => {
    const [{ default: webpush }, keys] = await Promise.all([import('web-push'), vapid.keys()]);
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, ...keys },
        TTL: REMINDER_TTL_SECONDS,
        topic: REMINDER_TOPIC,
        urgency: 'normal',
      },
    );
    // fetch sets the length of the body it sends itself.
    const { 'Content-Length': _length, ...headers } = request.headers;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        // A copy typed as fetch wants it (a Buffer may sit on a shared ArrayBuffer); a few hundred bytes.
        body: request.body && new Uint8Array(request.body),
        // A push service answers; it does not send the encrypted message on to another address.
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { kind: 'delivered' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      return { kind: 'failed', status: response.status };
    } catch (error) {
      return { kind: 'failed', error };
    }
  };
}
