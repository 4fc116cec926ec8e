// A learner's reminder settings and their browsers' push subscriptions, as the routes read and write them.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_TIME,
  type PushSubscriptionInput,
  type ReminderSettingsInput,
} from '@shared/schemas/reminders';
import type { Db } from '../db/client';
import { pushSubscriptions, reminderSettings } from '../db/schema';

/** Browsers an account keeps subscribed; subscribing one more forgets the oldest (a phone replaced long ago). */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export async function readReminderSettings(db: Db, userId: string) {
  const [row] = await db
    .select({
      enabled: reminderSettings.enabled,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  const [subscription] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return {
    enabled: row?.enabled ?? false,
    time: row?.time ?? DEFAULT_REMINDER_TIME,
    timeZone: row?.timeZone ?? null,
    subscribed: subscription !== undefined,
  };
}

/** Saves the settings; the day a reminder was last sent stays, so changing the time never brings a second one. */
export async function saveReminderSettings(db: Db, userId: string, input: ReminderSettingsInput) {
  const values = { enabled: input.enabled, time: input.time, timeZone: input.timeZone };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...values, updatedAt: new Date() },
    });
}

/**
 * Stores a browser's subscription for the account. An endpoint already stored (the same browser subscribing again,
 * or signed in to another account now) takes the new keys and owner.
 */
export async function saveSubscription(db: Db, userId: string, input: PushSubscriptionInput) {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: new Date() },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets the account's subscription with this endpoint; another account's is left alone. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets subscriptions a push service said are gone (404/410), whoever they belong to now. */
export async function deleteSubscriptionsById(db: Db, ids: readonly string[]) {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
