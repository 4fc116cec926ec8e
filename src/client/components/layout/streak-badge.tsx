// The header's visit-streak badge, linking to /streak. It shows the locally kept visit streak and updates the
// moment a visit is counted, repaired or synced.
import { Flame } from 'lucide-react';
import { Link } from 'wouter';
import { useVisitStreak } from '@client/lib/visit-streak-state';
import { countOf } from '@client/lib/plural';

export function StreakBadge() {
  // The stored count: the tracker counts the visit (and resets a broken streak) as the app starts.
  const { current } = useVisitStreak();
  return (
    <Link
      href="/streak"
      aria-label={`Visit streak: ${countOf(current, 'day', 'days')}`}
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full bg-warning/20 px-2.5 text-sm max-[439px]:gap-0.5 max-[439px]:px-2 font-bold text-warning-foreground hover:bg-warning/30 dark:text-warning"
    >
      <Flame className="size-4" aria-hidden />
      <span className="tabular-nums">{current}</span>
    </Link>
  );
}
