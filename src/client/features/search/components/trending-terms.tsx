// "Trending this week" (issue 28 item 4): the terms most viewed and searched in the last 7 days, as chips that open
// their pages. On the dictionary page and in the search dialog before anything is typed. Hidden while it loads,
// when the call fails and when there is nothing trending: it is an extra, never a state of its own.
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useTrending } from '../api/get-trending';
import { TRENDING_TEXT as T } from '../trending-text';

export function TrendingTerms({
  title = T.title,
  onPick,
  className,
  compact = false,
}: {
  title?: string;
  /** Called with the term when one is opened (the search dialog closes and remembers it). */
  onPick?: (term: string) => void;
  className?: string;
  /** The search dialog's smaller heading. */
  compact?: boolean;
}) {
  const trending = useTrending();
  const headingId = useId();
  const terms = trending.data?.terms ?? [];
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-2', className)}>
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-1.5',
          compact
            ? 'px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase'
            : 'text-base font-bold [&_svg]:text-primary',
        )}
      >
        <TrendingUp className="size-4" aria-hidden />
        {title}
      </h2>
      <ul className={cn('flex flex-wrap gap-2', compact && 'px-2')}>
        {terms.map((term) => (
          <li key={term.slug}>
            <Link
              href={paths.slang(term.slug)}
              title={term.meaning}
              onClick={() => onPick?.(term.term)}
              className="inline-flex max-w-64 items-center rounded-full border bg-surface px-3 py-1 text-sm font-medium text-foreground transition-colors hover:border-primary/50 hover:bg-primary/8 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <bdi className="truncate">{term.term}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
