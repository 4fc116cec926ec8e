// The statistics page's body (issue 29 item 2): loading, error with a retry, a friendly start for a learner without
// reviews, then the year's calendar, retention, cards by state and the 30-day forecast.
import { ChartColumn } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { ListError } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useHydrated } from '@client/lib/use-hydrated';
import { useStats } from '../api/get-stats';
import { STATS_TEXT as T } from '../texts';
import { ForecastChart } from './forecast-chart';
import { RetentionChart } from './retention-chart';
import { ReviewCalendar } from './review-calendar';
import { StatesChart } from './states-chart';

/** Review mode of the flashcards screen, where the statistics come from. */
export const START_REVIEWING_HREF = `${paths.flashcards}?mode=review`;

function StatsLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{T.loading}</span>
      <Skeleton rounded="xl" className="h-40 w-full" aria-hidden />
      <div className="grid gap-6 md:grid-cols-2" aria-hidden>
        <Skeleton rounded="xl" className="h-40 w-full" />
        <Skeleton rounded="xl" className="h-40 w-full" />
      </div>
      <Skeleton rounded="xl" className="h-40 w-full" aria-hidden />
    </div>
  );
}

export function StatsScreen() {
  // On the server and while hydrating, the device's zone is unknown: the page asks once it is in the browser.
  const hydrated = useHydrated();
  const stats = useStats(hydrated);

  if (stats.isPending) return <StatsLoading />;
  if (stats.isError)
    return (
      <ListError
        title={T.failed}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );

  const { totalReviews, calendar, retention, states, forecast } = stats.data;
  if (totalReviews === 0)
    return (
      <EmptyState icon={<ChartColumn aria-hidden />} title={T.emptyTitle}>
        <div className="flex flex-col items-center gap-4">
          <p>{T.emptyText}</p>
          <Button asChild>
            <Link href={START_REVIEWING_HREF}>{T.startReviewing}</Link>
          </Button>
        </div>
      </EmptyState>
    );

  // The server's today in the learner's zone is the forecast's first day.
  const today = forecast[0]?.date;
  return (
    <div className="grid gap-6">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-muted-foreground">
        <span>{T.totalReviews(totalReviews)}</span>
        <span>{T.daysStudied(calendar.length)}</span>
      </p>
      {today && <ReviewCalendar calendar={calendar} today={today} />}
      <div className="grid gap-6 md:grid-cols-2">
        <RetentionChart retention={retention} />
        <StatesChart states={states} />
      </div>
      <ForecastChart forecast={forecast} />
    </div>
  );
}
