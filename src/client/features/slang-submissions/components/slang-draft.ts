// The add form's draft (spec 2 §3 local storage "slangDraft", §4 "Add form"): kept while any field holds text.
import { isRecord, storedValue } from '@client/lib/storage';

export interface SlangDraft {
  term: string;
  meaning: string;
  context: string;
  example: string;
}

export const EMPTY_DRAFT: SlangDraft = { term: '', meaning: '', context: '', example: '' };

export function isSlangDraft(value: unknown): value is SlangDraft {
  return (
    isRecord(value) &&
    typeof value.term === 'string' &&
    typeof value.meaning === 'string' &&
    typeof value.context === 'string' &&
    typeof value.example === 'string'
  );
}

export const slangDraftStore = storedValue<SlangDraft | null>('slangDraft', 1, isSlangDraft, null);

export const isDraftEmpty = ({ term, meaning, context, example }: SlangDraft) =>
  [term, meaning, context, example].every((value) => value.trim() === '');

/** Keeps the draft while any field has text, and forgets it once every field is cleared. */
export function saveSlangDraft(draft: SlangDraft) {
  if (isDraftEmpty(draft)) slangDraftStore.remove();
  else slangDraftStore.write(draft);
}
