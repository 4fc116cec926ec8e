// The daily challenge card (spec 1 §4 "Daily challenge", §9; issue 12 item 4): today's title and description, the
// progress, the claim button ('Claimed Today' once claimed), the day streak with its week strip, and a way back to
// the challenge's deck when another one is selected.
import { Check, Flame, Gift, Loader2, Target } from 'lucide-react';
import { useId } from 'react';
import { STREAK_WEEK_DAYS, weekDayOf } from '@shared/engagement/daily-challenge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { DailyChallengeView } from '../hooks/use-daily-challenge';
import { FLASHCARDS_TEXT as T } from '../texts';

/** Seven days; the lit one is the streak modulo 7 (1–7), the days before it are done too. */
export function StreakWeek({ streak }: { streak: number }) {
  const lit = weekDayOf(streak);
  return (
    <ol aria-label={T.streakWeek} className="flex gap-1.5">
      {Array.from({ length: STREAK_WEEK_DAYS }, (_, offset) => {
        const day = offset + 1;
        const done = day <= lit;
        return (
          <li
            key={day}
            className={cn(
              'flex size-7 items-center justify-center rounded-full text-xs font-semibold tabular-nums sm:size-8',
              done
                ? 'bg-warning text-warning-foreground'
                : 'border bg-muted/50 text-muted-foreground',
              day === lit && 'ring-2 ring-warning ring-offset-2 ring-offset-surface',
            )}
          >
            <span aria-hidden>{done ? <Flame className="size-3.5" /> : day}</span>
            <span className="sr-only">{T.weekDay(day, STREAK_WEEK_DAYS, done)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function ClaimButton({ view }: { view: DailyChallengeView }) {
  const className = 'w-full sm:w-auto';
  if (view.claimedToday)
    return (
      <Button variant="secondary" aria-disabled className={className}>
        <Check aria-hidden /> {T.claimedToday}
      </Button>
    );
  if (view.claiming)
    return (
      <Button aria-disabled aria-busy className={className}>
        <Loader2 className="animate-spin" aria-hidden /> {T.claiming}
      </Button>
    );
  return (
    <Button disabled={!view.complete} onClick={view.claim} className={className}>
      <Gift aria-hidden /> {T.claimReward}
    </Button>
  );
}

export function DailyChallengeCard({
  view,
  targetDeckName,
  selectedDeckId,
  onSwitchDeck,
}: {
  view: DailyChallengeView;
  /** The name of the challenge's deck, when it can be opened. */
  targetDeckName: string | null;
  selectedDeckId: string;
  onSwitchDeck: (deckId: string) => void;
}) {
  const titleId = useId();
  const progressId = useId();
  const { challenge } = view;
  if (!challenge) return null;
  const percent = Math.round(
    (Math.min(challenge.progress, challenge.target) / challenge.target) * 100,
  );
  const elsewhere = challenge.targetDeck !== selectedDeckId && targetDeckName !== null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
          <Target className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {T.dailyChallenge}
          </p>
          <h2 id={titleId} className="text-lg leading-tight font-bold">
            {challenge.title}
          </h2>
          <p className="text-sm text-muted-foreground">{challenge.description}</p>
        </div>
        <div className="basis-full sm:basis-auto">
          <ClaimButton view={view} />
        </div>
      </div>

      <div className="grid gap-1.5">
        <span id={progressId} className="text-sm font-semibold tabular-nums">
          {T.challengeProgress(challenge.progress, challenge.target)}
        </span>
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={challenge.target}
          aria-valuenow={challenge.progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-300',
              view.complete ? 'bg-success' : 'bg-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StreakWeek streak={view.dayStreak} />
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span>{T.dayStreak(view.dayStreak)}</span>
          {view.justClaimed && (
            <span className="animate-fade-in rounded-full bg-success/15 px-2 py-0.5 text-xs text-success-text">
              {T.plusOneDay}
            </span>
          )}
        </p>
      </div>

      {elsewhere && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <span className="min-w-48 flex-1">{T.otherDeck(targetDeckName)}</span>
          <Button size="sm" variant="outline" onClick={() => onSwitchDeck(challenge.targetDeck)}>
            {T.switchToDeck(targetDeckName)}
          </Button>
        </div>
      )}
    </section>
  );
}
