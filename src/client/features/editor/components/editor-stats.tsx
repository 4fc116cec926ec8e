// The per-style page's statistics card (spec 2 §2): Total Translations, Approved, Pending and Total Pages.
// The style's counts hold whatever the filter; Total Pages is the current list's.
import type { EditorList } from '@shared/schemas/editor';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { EDITOR_TEXT as T } from '../texts';

export function EditorStats({ data, loading }: { data: EditorList | undefined; loading: boolean }) {
  const stats = [
    { label: T.totalTranslations, value: data?.styleTotal, tone: 'text-foreground' },
    { label: T.approved, value: data?.approvedCount, tone: 'text-success-text' },
    {
      label: T.pending,
      value: data?.pendingCount,
      tone: 'text-warning-foreground dark:text-warning',
    },
    { label: T.totalPages, value: data?.totalPages, tone: 'text-primary' },
  ];
  return (
    <Card>
      <h2 className="sr-only">{T.statsLabel}</h2>
      <dl className="grid grid-cols-2 divide-border sm:grid-cols-4 sm:divide-x">
        {stats.map((stat) => (
          <div key={stat.label} className="grid gap-1 p-4 text-center">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {stat.label}
            </dt>
            <dd className={cn('font-display text-2xl font-extrabold tabular-nums', stat.tone)}>
              {stat.value !== undefined ? (
                stat.value.toLocaleString('en-US')
              ) : loading ? (
                <Skeleton className="mx-auto h-8 w-12" aria-hidden />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
