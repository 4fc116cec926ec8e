// Translations made through the public API join their owner's history (issue 13 item 2) in batches: each is
// buffered and written with the others of the last couple of seconds in one statement, so POST /v1/translate
// never waits for a database write. GET /v1/history flushes first, so a caller sees its own translations at once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { user, userTranslations } from '../db/schema';
import { schedulePeriodicFlush } from '../lib/periodic-flush';

export interface ApiHistoryEntry {
  userId: string;
  from: string;
  to: string;
  text: string;
  translation: string;
  createdAt: Date;
}

export interface ApiHistoryWriter {
  add(entry: ApiHistoryEntry): void;
  /** Writes every buffered translation now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Bounds what a database outage can pile up in memory (≈ 10 KB each at most); older entries are written first. */
const MAX_BUFFERED = 20_000;
/** Rows per INSERT (one JSON parameter of at most a few megabytes). */
const WRITE_CHUNK = 500;

/** A row in the buffer: the entry, its time in microseconds since the epoch (PostgreSQL keeps microseconds). */
type BufferedEntry = Omit<ApiHistoryEntry, 'createdAt'> & { createdAt: number };

export function createApiHistoryWriter(options: {
  db: Db;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): ApiHistoryWriter {
  const { db, log } = options;
  let buffer: BufferedEntry[] = [];
  let dropped = 0;
  // Translations of one millisecond get successive microseconds: history lists newest first by time, and a
  // caller's two quick translations must not swap places. Written out as text when the batch is written.
  let lastMicros = 0;
  const stamp = (at: Date): number => {
    lastMicros = Math.max(at.getTime() * 1000, lastMicros + 1);
    return lastMicros;
  };
  const timeText = (micros: number): string =>
    `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 23)}${String(micros % 1000).padStart(3, '0')}Z`;

  async function write() {
    if (dropped > 0) {
      log.error(
        `${dropped} API translations were not saved to history: the database was unreachable`,
      );
      dropped = 0;
    }
    while (buffer.length > 0) {
      const chunk = buffer.slice(0, WRITE_CHUNK);
      try {
        // One parameter for the chunk; owners whose account is gone meanwhile are left out.
        await db.execute(sql`
          insert into ${userTranslations}
            (user_id, kind, input_text, output_text, source_language, target_language, created_at)
          select e."userId", 'history', e.text, e.translation, e."from", e."to", e."createdAt"
            from json_to_recordset(${JSON.stringify(chunk.map((entry) => ({ ...entry, createdAt: timeText(entry.createdAt) })))}::json)
                 as e("userId" text, "from" text, "to" text, text text, translation text, "createdAt" timestamptz)
            join ${user} u on u.id = e."userId"`);
      } catch (error) {
        // Kept for the next write.
        log.warn(
          { err: error },
          `Could not save ${chunk.length} API translations to history; retrying`,
        );
        return;
      }
      buffer = buffer.slice(chunk.length);
    }
  }

  const flusher = schedulePeriodicFlush(write, options.flushIntervalMs);

  return {
    add(entry) {
      if (buffer.length >= MAX_BUFFERED) {
        dropped += 1;
        return;
      }
      buffer.push({ ...entry, createdAt: stamp(entry.createdAt) });
    },
    flush: flusher.flush,
    close: flusher.close,
  };
}
