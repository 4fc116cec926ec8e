// The state of an editor list (spec 2 §2, §9): search (debounced), status filter, sort and page, and the query
// they make. The page goes back to 1 whenever the style, filter, sort or search changes, and back within range
// when the list shrinks under it (an approve on the last page of pending entries).
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/dictionary';
import type { EditorStyle } from '@shared/roles';
import type { EditorSort } from '@shared/schemas/editor';
import { usePaging } from '@client/components/ui/list-pagination';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useEditorTranslations } from '../api/get-editor-translations';
import type { StatusFilter } from '../texts';

export function useEditorList(style: EditorStyle, defaultSort: EditorSort) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<EditorSort>(defaultSort);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one combination of style, filter, sort and search: any other starts at page 1.
  const filterKey = JSON.stringify([style, status, sort, debouncedSearch]);
  const { page, setPage, keepWithin } = usePaging(filterKey);

  const query = useEditorTranslations({ style, status, search: debouncedSearch, sort, page });
  keepWithin(query.isPlaceholderData ? undefined : query.data?.totalPages);

  return {
    style,
    search,
    setSearch,
    status,
    setStatus,
    sort,
    setSort,
    page,
    setPage,
    /** A status filter or a search narrows the list (its empty state says so). */
    filtered: status !== 'all' || debouncedSearch !== '',
    query,
  };
}

export type EditorListState = ReturnType<typeof useEditorList>;
