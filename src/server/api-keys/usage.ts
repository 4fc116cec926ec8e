// Owns each API key's usage counters: calls and translated characters per UTC day (api_key_usage), and the key's
// "last used" time. The /v1 routes record a call once it succeeded and read the characters for the daily quota;
// the dashboard reads today's calls.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeyUsage, apikey } from '../db/schema';

/** The UTC day of `now`, YYYY-MM-DD: the quota and "requests today" turn at midnight UTC. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** PostgreSQL's foreign_key_violation: the key was revoked between its check and this write. */
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Counts one call of `keyId` today with `characters` translated characters (0 for calls that translate
 * nothing), and sets the key's last-used time. A key revoked meanwhile is skipped silently: its rows are gone.
 */
export async function recordApiKeyUse(
  db: Db,
  keyId: string,
  characters: number,
  now: Date = new Date(),
): Promise<void> {
  const chars = Math.max(0, Math.floor(characters));
  try {
    await db
      .insert(apiKeyUsage)
      .values({ keyId, day: utcDay(now), requests: 1, characters: chars })
      .onConflictDoUpdate({
        target: [apiKeyUsage.keyId, apiKeyUsage.day],
        set: {
          requests: sql`${apiKeyUsage.requests} + 1`,
          characters: sql`${apiKeyUsage.characters} + ${chars}`,
        },
      });
    await db.update(apikey).set({ lastRequest: now }).where(eq(apikey.id, keyId));
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** Characters translated with `keyId` so far today (UTC): what the daily quota compares. */
export async function charactersUsedToday(
  db: Db,
  keyId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ characters: apiKeyUsage.characters })
    .from(apiKeyUsage)
    .where(and(eq(apiKeyUsage.keyId, keyId), eq(apiKeyUsage.day, utcDay(now))));
  return row?.characters ?? 0;
}

export interface DailyUsage {
  requests: number;
  characters: number;
}

/** Today's (UTC) calls and characters of each key in `keyIds`; keys unused today are { requests: 0, characters: 0 }. */
export async function usageToday(
  db: Db,
  keyIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, DailyUsage>> {
  const usage = new Map<string, DailyUsage>(
    keyIds.map((id) => [id, { requests: 0, characters: 0 }]),
  );
  if (keyIds.length === 0) return usage;
  const rows = await db
    .select({
      keyId: apiKeyUsage.keyId,
      requests: apiKeyUsage.requests,
      characters: apiKeyUsage.characters,
    })
    .from(apiKeyUsage)
    .where(and(inArray(apiKeyUsage.keyId, [...keyIds]), eq(apiKeyUsage.day, utcDay(now))));
  for (const row of rows)
    usage.set(row.keyId, { requests: row.requests, characters: row.characters });
  return usage;
}
