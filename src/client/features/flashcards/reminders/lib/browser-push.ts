// This browser's side of the review reminders: whether it can receive Web Push at all, the notification permission,
// and its push subscription, made through the app's service worker (which shows the pushes: public/push-handler.js).
import type { PushSubscriptionInput } from '@shared/schemas/reminders';

/** unsupported: no service worker, Push API or notifications (iOS Safari outside a Home Screen app, old browsers). */
export type PushPermission = NotificationPermission | 'unsupported';

/** How long to wait for the service worker, which registers once the page has loaded (features/pwa). */
const WORKER_WAIT_MS = 10_000;

export class PushNotReadyError extends Error {
  constructor() {
    super('The service worker is not active.');
    this.name = 'PushNotReadyError';
  }
}

export function pushPermission(): PushPermission {
  // Each is missing somewhere: typed as always there, so checked with typeof.
  const supported =
    typeof navigator !== 'undefined' &&
    typeof navigator.serviceWorker !== 'undefined' &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined';
  return supported ? Notification.permission : 'unsupported';
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushNotReadyError()), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription, or null (none yet, or push unsupported). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url VAPID key as the bytes pushManager.subscribe takes. */
export function applicationServerKeyOf(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Whether the subscription was made with this public key: after the server's keys change, pushes signed with the new
 * one are refused for it, so it must be made again. Browsers that do not say which key it was are trusted.
 */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const made = new Uint8Array(key);
  const expected = applicationServerKeyOf(publicKey);
  return made.length === expected.length && made.every((byte, index) => byte === expected[index]);
}

/** What the server stores of a subscription. */
export function subscriptionInputOf(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks for the notification permission (call it from a click: browsers ignore a request made without one) and
 * subscribes this browser with the server's key. Answers the permission, and the subscription once granted.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<{ permission: PushPermission; subscription: PushSubscription | null }> {
  if (pushPermission() === 'unsupported') return { permission: 'unsupported', subscription: null };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { permission, subscription: null };
  const { pushManager } = await workerRegistration();
  const options = {
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyOf(publicKey),
  };
  try {
    return { permission, subscription: await pushManager.subscribe(options) };
  } catch (error) {
    // A subscription made with another key (the server's keys changed) must go before a new one can be made.
    const existing = await pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    return { permission, subscription: await pushManager.subscribe(options) };
  }
}
