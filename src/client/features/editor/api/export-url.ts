// GET /api/editor/translations/export?style&status (spec 2 §7 "Editors"): the CSV download's address. A plain
// link: the session cookie authenticates it.
import type { EditorStyle } from '@shared/roles';
import type { StatusFilter } from '../texts';

export function exportUrl(style: EditorStyle, status: StatusFilter): string {
  return `/api/editor/translations/export?${new URLSearchParams({ style, status }).toString()}`;
}
