// /word-of-the-day/archive?page=N (issue 28 item 3): the past words of the day, newest first, 30 a page — each day
// with its term (a link to the term's page) and meaning — with the app's Previous / Next pagination. The page is in
// the address, so it can be shared, reloaded and rendered by the server.
import { CalendarDays, History, Loader2, Rss, Sparkles } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { ListPagination } from '@client/components/ui/list-pagination';
import {
  ListError,
  ListRegion,
  ListSkeleton,
  RefreshFailed,
  useListFocus,
} from '@client/components/ui/list-states';
import { paths } from '@client/config/paths';
import { useWordOfTheDayArchive } from '../api/get-word-of-the-day-archive';
import { formatDay } from '../lib/format-day';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';

/** The page the address names; anything but a whole number from 1 is page 1. */
export function archivePageOf(search: string): number {
  const value = new URLSearchParams(search).get('page');
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

const linkClasses =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4';

export function WordOfTheDayArchiveList() {
  const page = archivePageOf(useSearch());
  const [, navigate] = useLocation();
  const archive = useWordOfTheDayArchive(page);
  const { regionRef } = useListFocus();
  const data = archive.data;

  const changePage = (next: number) => {
    navigate(paths.wordOfTheDayArchive(next));
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <PageFrame
      title={T.archiveTitle}
      icon={<History aria-hidden />}
      description={T.archiveDescription}
      actions={
        <nav aria-label={T.title} className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link href={paths.wordOfTheDay} className={linkClasses}>
            <Sparkles aria-hidden /> {T.today}
          </Link>
          <a href={paths.wordOfTheDayFeed} type="application/atom+xml" className={linkClasses}>
            <Rss aria-hidden /> {T.subscribe}
          </a>
        </nav>
      }
    >
      <ListRegion ref={regionRef} label={T.archiveListLabel}>
        {archive.isError && data && (
          <RefreshFailed
            title={T.archiveFailed}
            onRetry={() => void archive.refetch()}
            retrying={archive.isFetching}
          />
        )}
        {archive.isPending ? (
          <ListSkeleton label={T.archiveLoading} />
        ) : !data ? (
          <ListError
            title={T.archiveFailed}
            onRetry={() => void archive.refetch()}
            retrying={archive.isFetching}
          />
        ) : data.items.length === 0 ? (
          page > 1 ? (
            <EmptyState icon={<CalendarDays aria-hidden />} title={T.archivePageEmpty}>
              <Button asChild variant="outline" size="sm">
                <Link href={paths.wordOfTheDayArchive()}>{T.firstPage}</Link>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={<CalendarDays aria-hidden />} title={T.archiveEmpty}>
              {T.archiveEmptyHint}
            </EmptyState>
          )
        ) : (
          <div className="grid gap-4">
            <ol className="grid gap-2" aria-busy={archive.isPlaceholderData || undefined}>
              {data.items.map((item) => (
                <li
                  key={item.date}
                  className="grid gap-1 rounded-lg border bg-surface px-4 py-3 text-surface-foreground sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-baseline sm:gap-4"
                >
                  <time
                    dateTime={item.date}
                    className="text-sm font-medium text-muted-foreground tabular-nums"
                  >
                    {formatDay(item.date, 'short')}
                  </time>
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      href={paths.slang(item.slug)}
                      className="w-fit font-bold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                    >
                      <bdi>{item.term}</bdi>
                    </Link>
                    <p className="line-clamp-2 text-sm text-muted-foreground">{item.meaning}</p>
                  </div>
                </li>
              ))}
            </ol>
            {archive.isPlaceholderData && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {T.archiveLoading}
              </p>
            )}
            <ListPagination
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={changePage}
              disabled={archive.isPlaceholderData}
            />
          </div>
        )}
      </ListRegion>
    </PageFrame>
  );
}
