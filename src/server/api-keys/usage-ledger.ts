// The /v1 hot path's view of each key's usage: calls are counted in memory and written in one statement every
// couple of seconds (usage.ts), and the daily character quota is checked against the total read from the database
// (once, then kept current by each write, which answers the totals with what other replicas added) plus what this
// process has not written yet. Reads that must see every call (the dashboard, GET /v1/usage) flush first.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { schedulePeriodicFlush } from '../lib/periodic-flush';
import { charactersUsedToday, utcDay, writeApiKeyUses, type ApiKeyUse } from './usage';

export interface ApiKeyUsageLedger {
  /**
   * Characters `keyId` used today (UTC), those not written yet included; a number at once when the total read
   * from the database is fresh (the hot path), a promise when it must be read.
   */
  charactersUsedToday(keyId: string, now?: Date): number | Promise<number>;
  /** Counts one successful call of `keyId` that used `characters`. */
  record(keyId: string, characters: number, now?: Date): void;
  /** Writes every counted call now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A total read this long ago is read again before a quota check: other replicas' calls show up within it. */
const TOTAL_FRESH_MS = 5_000;

interface KeyDay {
  keyId: string;
  day: string;
  /** Characters in the database at `totalReadAt` (null: not read yet). */
  storedCharacters: number | null;
  totalReadAt: number;
  /** Characters of calls being written now: in the database or not, depending on the instant. */
  writingCharacters: number;
  /** Bumped when a write of this key ends: a read that overlapped it may hold an older total. */
  writes: number;
  pending: { requests: number; characters: number; lastUsedAt: Date | null };
}

const emptyPending = () => ({ requests: 0, characters: 0, lastUsedAt: null });

/** Adds calls to what a key has not written yet; its "last used" only moves forward. */
function addPending(
  pending: KeyDay['pending'],
  requests: number,
  characters: number,
  lastUsedAt: Date,
) {
  pending.requests += requests;
  pending.characters += characters;
  if (!pending.lastUsedAt || pending.lastUsedAt < lastUsedAt) pending.lastUsedAt = lastUsedAt;
}

export function createApiKeyUsageLedger(options: {
  db: Db;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): ApiKeyUsageLedger {
  const { db, log } = options;
  const days = new Map<string, KeyDay>();
  // Each key's latest day, found without building the `days` key (two lookups on every /v1 call).
  const latest = new Map<string, KeyDay>();
  const entryOf = (keyId: string, day: string): KeyDay => {
    const recent = latest.get(keyId);
    if (recent?.day === day) return recent;
    const id = `${keyId}|${day}`;
    let entry = days.get(id);
    if (!entry) {
      entry = {
        keyId,
        day,
        storedCharacters: null,
        totalReadAt: 0,
        writingCharacters: 0,
        writes: 0,
        pending: emptyPending(),
      };
      days.set(id, entry);
    }
    latest.set(keyId, entry);
    return entry;
  };

  const forget = (id: string, entry: KeyDay) => {
    days.delete(id);
    if (latest.get(entry.keyId) === entry) latest.delete(entry.keyId);
  };

  async function write() {
    const today = utcDay();
    const batch: { entry: KeyDay; use: ApiKeyUse }[] = [];
    for (const [id, entry] of days) {
      const { pending } = entry;
      if (pending.requests > 0 && pending.lastUsedAt) {
        batch.push({
          entry,
          use: { keyId: entry.keyId, day: entry.day, ...pending, lastUsedAt: pending.lastUsedAt },
        });
        entry.writingCharacters += pending.characters;
        entry.pending = emptyPending();
      } else if (entry.day !== today) {
        // Nothing left to write for a past day.
        forget(id, entry);
      }
    }
    if (batch.length === 0) return;
    try {
      const totals = await writeApiKeyUses(
        db,
        batch.map(({ use }) => use),
      );
      const readAt = Date.now();
      for (const total of totals) {
        const entry = days.get(`${total.keyId}|${total.day}`);
        if (!entry) continue;
        entry.storedCharacters = total.characters;
        entry.totalReadAt = readAt;
      }
    } catch (error) {
      // Kept for the next write: the quota must not forget calls because the database blinked.
      for (const { entry, use } of batch) {
        addPending(entry.pending, use.requests, use.characters, use.lastUsedAt);
      }
      log.warn({ err: error }, `Could not record the calls of ${batch.length} API keys; retrying`);
    } finally {
      for (const { entry, use } of batch) {
        entry.writingCharacters -= use.characters;
        entry.writes += 1;
      }
    }
  }

  const usedOf = (entry: KeyDay) =>
    (entry.storedCharacters ?? 0) + entry.writingCharacters + entry.pending.characters;

  async function readTotal(entry: KeyDay, now: Date) {
    const { writes } = entry;
    const quiet = entry.writingCharacters === 0;
    const readAt = Date.now();
    const stored = await charactersUsedToday(db, entry.keyId, now);
    // A read that overlapped a write of this key may or may not hold its calls: the write's answer will tell.
    if (quiet && writes === entry.writes && entry.writingCharacters === 0) {
      entry.storedCharacters = stored;
      entry.totalReadAt = readAt;
    } else {
      entry.storedCharacters ??= stored;
    }
  }

  const flusher = schedulePeriodicFlush(write, options.flushIntervalMs);

  return {
    charactersUsedToday(keyId, now = new Date()) {
      const entry = entryOf(keyId, utcDay(now));
      const fresh =
        entry.storedCharacters !== null && Date.now() - entry.totalReadAt <= TOTAL_FRESH_MS;
      return fresh ? usedOf(entry) : readTotal(entry, now).then(() => usedOf(entry));
    },
    record(keyId, characters, now = new Date()) {
      addPending(entryOf(keyId, utcDay(now)).pending, 1, Math.max(0, Math.floor(characters)), now);
    },
    flush: flusher.flush,
    close: flusher.close,
  };
}
