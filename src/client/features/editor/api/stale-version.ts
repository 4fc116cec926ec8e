// A stale save's 409 carries the entry as it is now in details.current: the edit form shows it instead of
// overwriting someone else's work.
import { staleVersionDetailsSchema, type EditorTranslation } from '@shared/schemas/editor';
import { HttpError } from '@client/lib/api-client';

/** The entry as someone else saved it, when the error is a stale-version 409; otherwise null. */
export function currentEntryOf(error: unknown): EditorTranslation | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { details?: unknown };
    const parsed = staleVersionDetailsSchema.safeParse(body.details);
    return parsed.success ? parsed.data.current : null;
  } catch {
    return null;
  }
}
