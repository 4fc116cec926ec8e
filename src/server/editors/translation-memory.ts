// The translation memory served from process memory (issue 10 item 6): every approved editor translation by
// key, loaded at start and refreshed key by key when editors approve, edit or admins promote. A lookup on the
// translate path is a Map read, not a database round trip. With REDIS_URL, changes are announced on a pub/sub
// channel so every replica refreshes the same keys within moments (see memory-sync.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { editorTranslations } from '../db/schema';

export class TranslationMemory {
  private entries = new Map<string, string>();

  /** The approved text for a key (`style|normalized source`), if any. */
  get(keyHash: string): string | undefined {
    return this.entries.get(keyHash);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Replaces the whole index with the approved rows of the database. */
  async loadAll(db: Db): Promise<void> {
    const rows = await db
      .select({ keyHash: editorTranslations.keyHash, finalOutput: editorTranslations.finalOutput })
      .from(editorTranslations)
      .where(eq(editorTranslations.status, 'approved'));
    this.entries = new Map(rows.map((row) => [row.keyHash, row.finalOutput]));
  }

  /** Re-reads the given keys: each ends up with its approved text, or absent when none is approved. */
  async refresh(db: Db, keyHashes: readonly string[]): Promise<void> {
    const keys = [...new Set(keyHashes)];
    if (keys.length === 0) return;
    const rows = await db
      .select({ keyHash: editorTranslations.keyHash, finalOutput: editorTranslations.finalOutput })
      .from(editorTranslations)
      .where(
        and(inArray(editorTranslations.keyHash, keys), eq(editorTranslations.status, 'approved')),
      );
    for (const key of keys) this.entries.delete(key);
    for (const row of rows) this.entries.set(row.keyHash, row.finalOutput);
  }
}
