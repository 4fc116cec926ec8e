// An editor list with its states (spec 2 §2, §8): a skeleton while loading, "Failed to fetch … translations"
// with a way to try again, an empty state, the entries with one edit form open at a time, and the pages.
import { Languages, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@client/components/layout/page-frame';
import { ListPagination } from '@client/components/ui/list-pagination';
import {
  ListError,
  ListRegion,
  ListSkeleton,
  RefreshFailed,
} from '@client/components/ui/list-states';
import type { EditorListState } from '../hooks/use-editor-list';
import { styleText } from '../hooks/style-text';
import { EDITOR_TEXT as T } from '../texts';
import { TranslationRow } from './translation-row';

export function TranslationList({
  list,
  loadFailedTitle,
  canLock,
}: {
  list: EditorListState;
  loadFailedTitle: string;
  canLock: boolean;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const { query } = list;
  const text = styleText(list.style);
  const data = query.data;
  const retry = () => void query.refetch();

  function changePage(page: number) {
    list.setPage(page);
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <ListRegion ref={regionRef} label={T.listLabel}>
      {query.isError && data && (
        <RefreshFailed title={loadFailedTitle} onRetry={retry} retrying={query.isFetching} />
      )}
      {query.isPending ? (
        <ListSkeleton label={T.loading} />
      ) : !data ? (
        <ListError title={loadFailedTitle} onRetry={retry} retrying={query.isFetching} />
      ) : data.translations.length === 0 ? (
        <EmptyState icon={<Languages aria-hidden />} title={T.empty}>
          {list.filtered ? T.emptyFiltered : T.emptyHint}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <p
            role="status"
            className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
          >
            {T.showing(
              (data.page - 1) * data.pageSize + 1,
              (data.page - 1) * data.pageSize + data.translations.length,
              data.total,
            )}
            {query.isPlaceholderData && (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden />
                <span className="sr-only">{T.updating}</span>
              </>
            )}
          </p>
          <ul className="grid gap-3">
            {data.translations.map((translation) => (
              <TranslationRow
                key={translation.id}
                translation={translation}
                text={text}
                editing={editingId === translation.id}
                onEditingChange={(open) => setEditingId(open ? translation.id : null)}
                canLock={canLock}
              />
            ))}
          </ul>
          <ListPagination
            page={list.page}
            totalPages={data.totalPages}
            onPageChange={changePage}
            disabled={query.isPlaceholderData}
          />
        </div>
      )}
    </ListRegion>
  );
}
