// Reading and writing shared translations (issue 26). Ids are 12 random URL-safe characters (72 bits from the
// system's CSPRNG): a link names one share and cannot be guessed from another.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SharedTranslation } from '@shared/schemas/shares';
import type { Db } from '../db/client';
import { sharedTranslations } from '../db/schema';
import { hasPostgresCode, UNIQUE_VIOLATION } from '../errors';

export type ShareRow = typeof sharedTranslations.$inferSelect;

export interface NewShare {
  sourceText: string;
  translatedText: string;
  sourceLanguage: string;
  targetLanguage: string;
  explanation?: string | undefined;
  terms?: { term: string; meaning: string }[] | undefined;
  userId: string | null;
}

/** 9 random bytes → 12 base64url characters. */
export const newShareId = () => randomBytes(9).toString('base64url');

/** Stores a share under a fresh id; a collision (about one in 2^72 per pair) just draws another. */
export async function createShare(db: Db, share: NewShare): Promise<ShareRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(sharedTranslations)
        .values({
          id: newShareId(),
          sourceText: share.sourceText,
          translatedText: share.translatedText,
          sourceLanguage: share.sourceLanguage,
          targetLanguage: share.targetLanguage,
          explanation: share.explanation || null,
          terms: share.terms ?? [],
          userId: share.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      if (attempt < 2 && hasPostgresCode(error, UNIQUE_VIOLATION)) continue;
      throw error;
    }
  }
}

export async function findShare(db: Db, id: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(sharedTranslations).where(eq(sharedTranslations.id, id));
  return row ?? null;
}

/** What anyone may read of a share: everything but who made it. */
export function toSharedTranslation(row: ShareRow): SharedTranslation {
  return {
    id: row.id,
    sourceText: row.sourceText,
    translatedText: row.translatedText,
    sourceLanguage: row.sourceLanguage,
    targetLanguage: row.targetLanguage,
    explanation: row.explanation,
    terms: row.terms,
    createdAt: row.createdAt.toISOString(),
  };
}
