// What a moderation list (submissions, reports, definitions, dictionary terms) shows inside its ListRegion for
// each state of its query: a banner over the list still shown when a refresh failed, the skeleton while the first
// load runs, a red card with Try again when it failed, the empty state when there are no items, else the items.
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '@client/components/layout/page-frame';
import { ListError, ListSkeleton, RefreshFailed } from '@client/components/ui/list-states';

const gridColumn = (items: ReactNode) => <div className="grid gap-3">{items}</div>;

export function ModerationListBody<TData, TItem extends { id: string }>({
  query,
  items,
  texts,
  empty,
  renderItem,
  renderList = gridColumn,
}: {
  query: UseQueryResult<TData>;
  /** The list's items in the query's data. */
  items: (data: TData) => TItem[];
  /** `loading` is read out while the skeleton shows; `loadFailed` titles the failed-load card and banner. */
  texts: { loading: string; loadFailed: string };
  empty: { icon: ReactNode; title: string; hint: ReactNode };
  renderItem: (item: TItem) => ReactNode;
  /** Lays the rendered items out, with the data for what goes around them; by default a column with gaps. */
  renderList?: (items: ReactNode, data: TData) => ReactNode;
}) {
  const retry = () => void query.refetch();
  let body: ReactNode;
  if (query.isPending) {
    body = <ListSkeleton label={texts.loading} />;
  } else if (!query.data) {
    body = <ListError title={texts.loadFailed} onRetry={retry} retrying={query.isFetching} />;
  } else {
    const list = items(query.data);
    body =
      list.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.hint}
        </EmptyState>
      ) : (
        renderList(
          list.map((item) => <Fragment key={item.id}>{renderItem(item)}</Fragment>),
          query.data,
        )
      );
  }
  return (
    <>
      {query.isError && query.data && (
        <RefreshFailed title={texts.loadFailed} onRetry={retry} retrying={query.isFetching} />
      )}
      {body}
    </>
  );
}
