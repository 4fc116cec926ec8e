// The small "Word of the day" link of the dictionary page and the home page (issue 28 item 3): the day's term and
// its meaning on one line, leading to /word-of-the-day. Its box has one height in every state (loading, loaded, not
// loaded), so nothing below it moves when the term arrives. The server renders it with the term on the dictionary
// page; the home page loads it after its first paint (./deferred-word-of-the-day-link.tsx).
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { Skeleton } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useWordOfTheDay } from '../api/get-word-of-the-day';
import { WORD_OF_THE_DAY_LINK_BOX } from '../link-box';
import { WORD_OF_THE_DAY_LINK_TEXT as T } from '../link-text';

export function WordOfTheDayLink({ className }: { className?: string }) {
  const word = useWordOfTheDay();
  const term = word.data?.term;
  return (
    <Link
      href={paths.wordOfTheDay}
      aria-busy={word.isPending || undefined}
      className={cn(
        WORD_OF_THE_DAY_LINK_BOX,
        'group transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-foreground">
        <CalendarDays className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {T.label}
        </span>
        {term ? (
          <span className="truncate text-sm">
            <bdi className="font-bold">{term.term}</bdi>
            <span className="text-muted-foreground"> — {term.meaning}</span>
          </span>
        ) : word.isPending ? (
          <span className="flex h-5 items-center" aria-hidden>
            <Skeleton className="h-3.5 w-3/4" />
          </span>
        ) : (
          <span className="truncate text-sm font-semibold">{T.fallback}</span>
        )}
      </span>
      <ArrowRight
        className="size-4 shrink-0 text-muted-foreground transition-colors group-hover:text-primary"
        aria-hidden
      />
    </Link>
  );
}
