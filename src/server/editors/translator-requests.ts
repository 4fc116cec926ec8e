// What people translate into the six editor styles becomes work for the editors (issue 10 item 1b): each
// distinct short text is a pending entry with the translator's answer, the step that produced it and how often
// it was asked for. Requests are counted in memory and written in batches every couple of seconds, so the
// translate path never waits for the database; a batch is also written at shutdown.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isEditorStyle } from '@shared/roles';
import { EDITOR_SOURCE_MAX } from '@shared/schemas/editor';
import type { Db } from '../db/client';
import { schedulePeriodicFlush } from '../lib/periodic-flush';

interface PendingRequest {
  keyHash: string;
  style: string;
  sourceText: string;
  output: string;
  engine: string;
  count: number;
}

export interface TranslatorRequestLog {
  /** Notes one answered request (ignored unless the style is an editor style and the text is short). */
  record(request: {
    style: string;
    /** translationKeyHash(style, inputText), which the caller has already worked out. */
    keyHash: string;
    inputText: string;
    output: string;
    engine: string;
  }): void;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

// Bounds the memory a flood of distinct texts can take between two flushes; the rest of such a burst is dropped.
const MAX_BUFFERED_TEXTS = 5_000;
const WRITE_CHUNK = 500;

export function createTranslatorRequestLog(options: {
  db: Db;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): TranslatorRequestLog {
  const { db, log } = options;
  let buffer = new Map<string, PendingRequest>();

  async function write(batch: PendingRequest[]) {
    for (let start = 0; start < batch.length; start += WRITE_CHUNK) {
      const chunk = batch.slice(start, start + WRITE_CHUNK);
      // One statement per chunk (the rows travel as one JSON parameter): entries that exist (pending or
      // approved) get the counts; the other texts become translator entries. The partial unique index on
      // translator entries settles two replicas inserting the same text at once.
      await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
                     as t("keyHash" text, style text, "sourceText" text, output text, engine text, count int)
        ),
        -- One row per text gets the count (the approved entry, else the oldest live one): a statement that
        -- locks one row per key cannot deadlock with an approval, which locks the rows of a single key.
        target as (
          select distinct on (e.key_hash) e.id, i.count
            from editor_translations e
            join input i on e.key_hash = i."keyHash"
           where e.status <> 'rejected'
           order by e.key_hash, (e.status = 'approved') desc, e.created_at
        ),
        bumped as (
          update editor_translations e
             set request_count = e.request_count + t.count, last_requested_at = now()
            from target t
           where e.id = t.id
          returning e.key_hash
        )
        insert into editor_translations
          (key_hash, target_style, source_text, final_output, machine_output, engine, origin, status,
           request_count, last_requested_at)
        select i."keyHash", i.style, i."sourceText", i.output, i.output, i.engine, 'translator', 'pending',
               i.count, now()
          from input i
         where not exists (select 1 from bumped b where b.key_hash = i."keyHash")
        on conflict (md5(key_hash)) where origin = 'translator'
        do update set request_count = editor_translations.request_count + excluded.request_count,
                      last_requested_at = now()`);
    }
  }

  async function writeBuffered() {
    if (buffer.size === 0) return;
    const batch = [...buffer.values()];
    buffer = new Map();
    try {
      await write(batch);
    } catch (error) {
      // Counts are a guide for editors, not a record anyone was promised: log and carry on.
      log.warn({ err: error }, `Could not record ${batch.length} translated texts for the editors`);
    }
  }

  const flusher = schedulePeriodicFlush(writeBuffered, options.flushIntervalMs);

  return {
    record({ style, keyHash, inputText, output, engine }) {
      if (!isEditorStyle(style)) return;
      const pending = buffer.get(keyHash);
      if (pending) {
        pending.count += 1;
        return;
      }
      const sourceText = inputText.trim();
      if (sourceText.length === 0 || sourceText.length > EDITOR_SOURCE_MAX) return;
      if (buffer.size >= MAX_BUFFERED_TEXTS) return;
      buffer.set(keyHash, { keyHash, style, sourceText, output, engine, count: 1 });
    },
    flush: flusher.flush,
    close: flusher.close,
  };
}
