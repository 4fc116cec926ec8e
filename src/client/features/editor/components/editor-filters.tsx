// Search, status filter and sort above an editor list (spec 2 §2). Changing any of them starts again at page 1
// (use-editor-list.ts).
import { useId } from 'react';
import type { EditorSort } from '@shared/schemas/editor';
import { SearchField } from '@client/components/ui/search-field';
import type { EditorListState } from '../hooks/use-editor-list';
import { EDITOR_TEXT as T, type StatusFilter } from '../texts';
import { LabelledSelect } from './labelled-select';

const STATUS_FILTERS: StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];

export function EditorFilters({
  list,
  sorts,
}: {
  list: EditorListState;
  /** The sorts this screen offers: style pages sort by last change, the console also by creation and A–Z. */
  sorts: readonly EditorSort[];
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-label={T.filtersLabel}
      className="flex flex-col gap-3 lg:flex-row lg:items-center"
    >
      <SearchField
        id={`${id}-search`}
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
        className="lg:flex-1"
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:flex">
        <LabelledSelect
          id={`${id}-status`}
          label={T.statusLabel}
          value={list.status}
          onChange={list.setStatus}
          options={STATUS_FILTERS.map((value) => ({ value, label: T.statusFilter[value] }))}
        />
        <LabelledSelect
          id={`${id}-sort`}
          label={T.sortLabel}
          value={list.sort}
          onChange={list.setSort}
          options={sorts.map((value) => ({ value, label: T.sort[value] }))}
        />
      </div>
    </div>
  );
}
