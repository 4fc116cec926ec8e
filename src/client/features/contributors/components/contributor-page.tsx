// /u/{handle} (issue 28 item 5): a contributor's public page — their name and @handle, since when they contribute,
// the 👍 / 👎 their definitions earned, and their approved definitions (term, meaning, example, date, votes). Only
// what the API makes public is shown (no e-mail, no account id). An unknown handle shows the app's not-found page,
// which the app passes in (features do not know each other's pages).
import { MessageSquareQuote, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Contributor } from '@shared/schemas/dictionary';
import { EmptyState } from '@client/components/layout/page-frame';
import { Card, CardContent } from '@client/components/ui/card';
import { ListError } from '@client/components/ui/list-states';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { isUnknownContributor, useContributor } from '../api/get-contributor';
import { formatMonth, formatShortDate } from '../lib/dates';
import { CONTRIBUTOR_TEXT as T } from '../texts';

/** 👍 up / 👎 down, read out as words. */
function Votes({ up, down, className }: { up: number; down: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-3 tabular-nums', className)}>
      <span aria-hidden>👍 {up}</span>
      <span aria-hidden>👎 {down}</span>
      <span className="sr-only">{T.votes(up, down)}</span>
    </span>
  );
}

function ContributorView({ contributor }: { contributor: Contributor }) {
  const { name, handle, joinedAt, votes, definitions } = contributor;
  useDocumentTitle(`${name} (${T.handle(handle)})`);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-center gap-4 rounded-2xl border bg-surface p-5 text-surface-foreground shadow-[var(--shadow-card)] sm:p-7">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground uppercase">
          {name.slice(0, 1) || <UserRound className="size-7" aria-hidden />}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="font-display text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            <bdi>{name}</bdi>
          </h1>
          <p className="font-medium text-muted-foreground">{T.handle(handle)}</p>
          <p className="text-sm text-muted-foreground">{T.since(formatMonth(joinedAt))}</p>
        </div>
        <div className="grid gap-1 rounded-lg bg-muted/60 px-4 py-3">
          <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {T.votesLabel}
          </span>
          <Votes up={votes.up} down={votes.down} className="text-lg font-bold" />
        </div>
      </header>

      <section aria-labelledby="contributor-definitions" className="grid gap-3">
        <h2 id="contributor-definitions" className="text-lg font-bold">
          {T.definitionsHeading(definitions.length)}
        </h2>
        {definitions.length === 0 ? (
          <EmptyState icon={<MessageSquareQuote aria-hidden />} title={T.none(name)} />
        ) : (
          <ul className="grid gap-3" aria-label={T.definitionsLabel}>
            {definitions.map((definition) => (
              <li key={definition.id}>
                <Card>
                  <CardContent first className="grid gap-2">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h3 className="text-base font-bold">
                        <Link
                          href={paths.slang(definition.slug)}
                          className="text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                        >
                          <bdi>{definition.term}</bdi>
                        </Link>
                      </h3>
                      <time
                        dateTime={definition.createdAt}
                        className="text-sm text-muted-foreground"
                      >
                        {formatShortDate(definition.createdAt)}
                      </time>
                    </div>
                    <p className="leading-relaxed">{definition.meaning}</p>
                    {definition.example && (
                      <blockquote
                        dir="auto"
                        className="rounded-md border-l-4 border-primary/60 bg-muted/50 px-3 py-2 text-sm italic"
                      >
                        “{definition.example}”
                      </blockquote>
                    )}
                    <Votes
                      up={definition.up}
                      down={definition.down}
                      className="text-sm text-muted-foreground"
                    />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ContributorPage({
  handle,
  notFound,
}: {
  handle: string;
  /** What an unknown handle shows: the app's not-found page. */
  notFound: ReactNode;
}) {
  const contributor = useContributor(handle);
  if (contributor.data) return <ContributorView contributor={contributor.data} />;
  if (contributor.isPending) return <PageLoading />;
  if (isUnknownContributor(contributor.error)) return <>{notFound}</>;
  return (
    <div className="mx-auto max-w-md">
      <ListError
        title={T.loadFailed}
        onRetry={() => void contributor.refetch()}
        retrying={contributor.isFetching}
      />
    </div>
  );
}
