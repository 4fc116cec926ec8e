// The VAPID key pair that signs review reminders: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else one generated
// once and kept in the settings table. Every replica must sign with the same pair (a browser's subscription is tied
// to the public key it subscribed with), so the first replica's pair is inserted "on conflict do nothing" and every
// replica reads back whichever pair won; a file in DATA_DIR would give each replica its own.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The settings row of the generated pair (never one of the public settings of GET /api/settings/:key). */
export const VAPID_KEYS_SETTING = 'vapidKeys';

function parseKeys(value: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(value) as Partial<VapidKeys>;
    return typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string'
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : null;
  } catch {
    return null;
  }
}

async function storedKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VAPID_KEYS_SETTING));
  return row ? parseKeys(row.value) : null;
}

/** The configured pair, or the stored one, generated and stored first when there is none. */
export async function loadVapidKeys(
  db: Db,
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const existing = await storedKeys(db);
  if (existing) return existing;
  // web-push pulls in its crypto and HTTP helpers: loaded when reminders are first used, not at every start.
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: VAPID_KEYS_SETTING, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const winner = await storedKeys(db);
  if (!winner) throw new Error(`The ${VAPID_KEYS_SETTING} setting cannot be read back.`);
  return winner;
}

/** loadVapidKeys once per app: the first call's answer is kept, a failed one is tried again on the next call. */
export function vapidKeysOnce(load: () => Promise<VapidKeys>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
