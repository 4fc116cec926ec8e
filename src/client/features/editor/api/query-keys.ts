// The editor feature's query keys: each list's root, so a change can refresh every filter and page of it at once.
import type { EditorStyle } from '@shared/roles';
import type { EditorSort } from '@shared/schemas/editor';
import type { StatusFilter } from '../texts';

export interface EditorListParams {
  style: EditorStyle;
  status: StatusFilter;
  search: string;
  sort: EditorSort;
  page: number;
}

export const editorKeys = {
  lists: ['editor', 'translations'] as const,
  list: (params: EditorListParams) => ['editor', 'translations', params] as const,
  histories: ['editor', 'history'] as const,
  history: (id: string) => ['editor', 'history', id] as const,
  reviewQueue: ['admin', 'review-queue'] as const,
};
