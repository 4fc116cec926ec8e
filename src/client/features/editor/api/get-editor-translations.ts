// GET /api/editor/translations?style&status&search&sort&page (spec 2 §7 "Editors"): one page (20) of a style's
// entries, searched, filtered and sorted on the server, with the style's counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditorList } from '@shared/schemas/editor';
import { apiJson } from '@client/lib/api-client';
import { editorKeys, type EditorListParams } from './query-keys';

export function getEditorTranslations({ style, status, search, sort, page }: EditorListParams) {
  const params = new URLSearchParams({ style, status, sort, page: String(page) });
  if (search) params.set('search', search);
  return apiJson<EditorList>('GET', `/api/editor/translations?${params.toString()}`);
}

export const editorTranslationsQueryOptions = (params: EditorListParams) =>
  queryOptions({
    queryKey: editorKeys.list(params),
    queryFn: () => getEditorTranslations(params),
    // Several editors curate one style: coming back to a page or filter shows it at once and asks again.
    staleTime: 0,
    // Another page, filter or search keeps the list on screen until its answer arrives; another style does not
    // (its rows would show under the new style's name and direction).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].style === params.style ? previous : undefined,
  });

export function useEditorTranslations(params: EditorListParams) {
  return useQuery(editorTranslationsQueryOptions(params));
}
