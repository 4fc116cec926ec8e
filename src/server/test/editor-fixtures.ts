// Records the editor and review-queue tests start from: an editor translation of a style and a pending review,
// inserted directly (what the translator and the rating call would have left).
import { randomUUID } from 'node:crypto';
import { translationKeyHash } from '@shared/schemas/translate';
import type { Db } from '../db/client';
import { editorTranslations, reviewQueue } from '../db/schema';

export async function createEditorEntry(
  db: Db,
  style: string,
  values: Partial<typeof editorTranslations.$inferInsert> = {},
): Promise<string> {
  const sourceText = values.sourceText ?? `fixture text ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(editorTranslations)
    .values({
      keyHash: translationKeyHash(style, sourceText),
      targetStyle: style,
      sourceText,
      finalOutput: `fixture output for ${sourceText}`,
      status: 'pending',
      ...values,
    })
    .returning({ id: editorTranslations.id });
  if (!row) throw new Error('no fixture row');
  return row.id;
}

export async function createReview(
  db: Db,
  style: string,
  values: Partial<typeof reviewQueue.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(reviewQueue)
    .values({
      targetStyle: style,
      rating: 2,
      sourceText: `review text ${randomUUID().slice(0, 8)}`,
      currentOutput: 'a poor translation',
      ...values,
    })
    .returning({ id: reviewQueue.id });
  if (!row) throw new Error('no fixture row');
  return row.id;
}
