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
  /** When it was translated; now when left out. */
  createdAt?: Date;
}

export interface ApiHistoryWriter {
  add(entry: ApiHistoryEntry): void;
  /** Writes every buffered translation now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Bounds what a database outage can pile up in memory (≈ 10 KB each at most); older entries are written first. */
const MAX_BUFFERED = 20_000;
/**
 * Rows per INSERT, and how many waiting rows start a write before the timer's next tick. On the embedded database
 * a statement blocks the event loop while it runs (≈ 25 µs a row): 500 rows keep that to about 10 ms.
 */
const WRITE_CHUNK = 500;

/** A row in the buffer, as the INSERT reads it: its time in microseconds since the epoch (PostgreSQL's precision). */
interface BufferedEntry {
  userId: string;
  from: string;
  to: string;
  text: string;
  translation: string;
  micros: number;
}

export function createApiHistoryWriter(options: {
  db: Db;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): ApiHistoryWriter {
  const { db, log } = options;
  let buffer: BufferedEntry[] = [];
  let dropped = 0;
  // Translations of one millisecond get successive microseconds: history lists newest first by time, and a
  // caller's two quick translations must not swap places.
  let lastMicros = 0;
  const stamp = (at: number): number => {
    lastMicros = Math.max(at * 1000, lastMicros + 1);
    return lastMicros;
  };

  async function write() {
    if (dropped > 0) {
      log.error(
        `${dropped} API translations were not saved to history: ${MAX_BUFFERED} were waiting to be written (the database was unreachable or too slow)`,
      );
      dropped = 0;
    }
    while (buffer.length > 0) {
      // Taken off the front in one go (entries added meanwhile stay behind it); put back if the write fails.
      const chunk = buffer.splice(0, WRITE_CHUNK);
      try {
        // One parameter for the chunk (microseconds below 2^53 are exact JSON numbers); owners whose account is gone
        // meanwhile are left out.
        await db.execute(sql`
          insert into ${userTranslations}
            (user_id, kind, input_text, output_text, source_language, target_language, created_at)
          select e."userId", 'history', e.text, e.translation, e."from", e."to",
                 timestamptz 'epoch' + e.micros * interval '1 microsecond'
            from json_to_recordset(${JSON.stringify(chunk)}::json)
                 as e("userId" text, "from" text, "to" text, text text, translation text, micros bigint)
            join ${user} u on u.id = e."userId"`);
      } catch (error) {
        // Kept for the next write, ahead of what was added meanwhile.
        buffer = chunk.concat(buffer);
        log.warn(
          { err: error },
          `Could not save ${chunk.length} API translations to history; retrying`,
        );
        return;
      }
    }
  }

  const flusher = schedulePeriodicFlush(write, options.flushIntervalMs);
  // Under heavy traffic a full chunk is written at once instead of at the next tick of the timer, so the buffer
  // stays small and its bound is reached only when the database cannot keep up.
  let writing = false;
  const writeChunkNow = () => {
    writing = true;
    void flusher.flush().finally(() => {
      writing = false;
    });
  };

  return {
    add(entry) {
      if (buffer.length >= MAX_BUFFERED) {
        dropped += 1;
        return;
      }
      buffer.push({
        userId: entry.userId,
        from: entry.from,
        to: entry.to,
        text: entry.text,
        translation: entry.translation,
        micros: stamp(entry.createdAt ? entry.createdAt.getTime() : Date.now()),
      });
      if (buffer.length >= WRITE_CHUNK && !writing) writeChunkNow();
    },
    flush: flusher.flush,
    close: flusher.close,
  };
}
