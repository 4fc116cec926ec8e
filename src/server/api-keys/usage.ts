// Owns each API key's usage counters: calls and translated characters per UTC day (api_key_usage), and the key's
// "last used" time. The /v1 routes record a call once it succeeded and read the characters for the daily quota;
// the dashboard reads today's calls.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { apiKeyUsage, apikey } from '../db/schema';
import { FOREIGN_KEY_VIOLATION, hasPostgresCode } from '../errors';

// The last day asked for, and its bounds in milliseconds: every /v1 call asks, nearly always for the same day.
let lastDay = { day: '', start: 0, end: 0 };

/** The UTC day of `now`, YYYY-MM-DD: the quota and "requests today" turn at midnight UTC. */
export function utcDay(now: Date = new Date()): string {
  const time = now.getTime();
  if (time >= lastDay.start && time < lastDay.end) return lastDay.day;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  lastDay = { day: now.toISOString().slice(0, 10), start, end: start + 86_400_000 };
  return lastDay.day;
}

/** Calls of one key on one UTC day, to add to its counters. */
export interface ApiKeyUse {
  keyId: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  requests: number;
  characters: number;
  /** The latest of these calls: the key's "last used" becomes this unless it is later already. */
  lastUsedAt: Date;
}

/** A key's counters for a day after an addition: they include what other replicas added before. */
export interface ApiKeyDayTotal {
  keyId: string;
  day: string;
  requests: number;
  characters: number;
}

/**
 * Adds `uses` to the keys' counters and moves their "last used" forward, in one statement, and answers the new
 * totals. Keys revoked meanwhile are skipped silently: their rows are gone.
 */
export async function writeApiKeyUses(
  db: Db,
  uses: readonly ApiKeyUse[],
): Promise<ApiKeyDayTotal[]> {
  if (uses.length === 0) return [];
  const input = JSON.stringify(
    uses.map((use) => ({
      keyId: use.keyId,
      day: use.day,
      requests: Math.max(0, Math.floor(use.requests)),
      characters: Math.max(0, Math.floor(use.characters)),
      lastUsedAt: use.lastUsedAt.toISOString(),
    })),
  );
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
               as t("keyId" text, day date, requests int, characters int, "lastUsedAt" timestamptz)
    ),
    touched as (
      update ${apikey} k
         set last_request = greatest(k.last_request, i.last_used)
        from (select "keyId", max("lastUsedAt") as last_used from input group by "keyId") i
       where k.id = i."keyId"
      returning k.id
    )
    insert into ${apiKeyUsage} (key_id, day, requests, characters)
    select i."keyId", i.day, sum(i.requests), sum(i.characters)
      from input i
     where exists (select 1 from ${apikey} k where k.id = i."keyId")
     group by i."keyId", i.day
    on conflict (key_id, day) do update
       set requests = ${apiKeyUsage}.requests + excluded.requests,
           characters = ${apiKeyUsage}.characters + excluded.characters
    returning key_id as "keyId", to_char(day, 'YYYY-MM-DD') as day, requests, characters`;
  // A key deleted between the statement's snapshot and its insert breaks the foreign key: once more, without it.
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await queryRows<ApiKeyDayTotal>(db, statement);
      return rows.map((row) => ({
        keyId: row.keyId,
        day: row.day,
        requests: Number(row.requests),
        characters: Number(row.characters),
      }));
    } catch (error) {
      if (attempt >= 2 || !hasPostgresCode(error, FOREIGN_KEY_VIOLATION)) throw error;
    }
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
