// Turns the shared schemas' issues into what the forms show: one toast (the spec's "Title - Description"
// messages split in two) and a message beside each field at fault.
import type { ToastMessage } from './submission-text';

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface ValidationProblem<Field extends string> {
  toast: ToastMessage;
  fieldErrors: FieldErrors<Field>;
  /** The first field at fault in form order, to move focus to. */
  firstField: Field | undefined;
}

/** "Missing Required Fields - Please provide ..." → title and description; no dash → the fallback title. */
export function splitMessage(message: string, fallbackTitle: string): ToastMessage {
  const at = message.indexOf(' - ');
  return at === -1
    ? { title: fallbackTitle, description: message }
    : { title: message.slice(0, at), description: message.slice(at + 3) };
}

/**
 * The spec checks missing fields before lengths (spec 2 §5), so a missing field wins the toast even when
 * another field is too long; every field at fault still gets its own inline message.
 */
export function validationProblem<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  fallbackTitle: string,
): ValidationProblem<Field> {
  const fieldOf = (issue: Issue) => fields.find((field) => field === issue.path[0]);
  const ordered = [...issues].sort(
    (a, b) => Number(b.code === 'too_small') - Number(a.code === 'too_small'),
  );
  const fieldErrors: FieldErrors<Field> = {};
  for (const issue of ordered) {
    const field = fieldOf(issue);
    if (field && fieldErrors[field] === undefined) {
      fieldErrors[field] = splitMessage(issue.message, fallbackTitle).description;
    }
  }
  const first = ordered[0];
  return {
    toast: splitMessage(first?.message ?? '', fallbackTitle),
    fieldErrors,
    firstField: fields.find((field) => fieldErrors[field] !== undefined),
  };
}
