// Review mode (issue 11 item 4): the card at the front of today's queue, flipped like in Study, then Need Review
// (FSRS Again) or Got It! (Good). A leech shows a badge and its example up front. With nothing left: "Nothing due —
// come back later" and when the next card falls due.
import { CalendarClock, RotateCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ListError } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import type { ReviewLimits } from '@shared/flashcards/review-scheduler';
import type { Card } from '@shared/schemas/flashcards';
import { formatDueIn } from '../lib/due-time';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashCard } from './flash-card';
import { ReviewSettings } from './review-settings';
import { StudyActions } from './study-actions';

export function ReviewPanel({
  status,
  card,
  leech,
  flipped,
  rating,
  nextDue,
  now,
  doneToday,
  limits,
  onLimits,
  account,
  onFlip,
  onRate,
  onCheckAgain,
  onRetry,
  onSpeak,
  speaking,
  lang,
}: {
  status: 'loading' | 'error' | 'ready';
  /** The card to review; undefined when nothing is left today. */
  card: Card | undefined;
  leech: boolean;
  flipped: boolean;
  /** True while a rating is being saved (the buttons wait for it). */
  rating: boolean;
  nextDue: Date | null;
  now: Date;
  doneToday: { newCards: number; reviews: number };
  limits: ReviewLimits;
  onLimits: (limits: ReviewLimits) => void;
  /** Signed in: Review settings include the account's retention and FSRS fit. */
  account: boolean;
  onFlip: () => void;
  onRate: (good: boolean) => void;
  onCheckAgain: () => void;
  onRetry: () => void;
  onSpeak: () => void;
  speaking: boolean;
  lang?: string;
}) {
  if (status === 'loading') {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{T.loadingDeck}</span>
        <Skeleton rounded="xl" className="h-40 w-full" aria-hidden />
      </div>
    );
  }
  if (status === 'error') return <ListError title={T.reviewsFailed} onRetry={onRetry} />;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{T.reviewDone(doneToday.newCards, doneToday.reviews)}</span>
        <ReviewSettings limits={limits} onChange={onLimits} account={account} />
      </div>
      {card ? (
        <>
          <FlashCard
            card={card}
            flipped={flipped}
            onFlip={onFlip}
            onSpeak={onSpeak}
            speaking={speaking}
            leech={leech}
            {...(lang ? { lang } : {})}
          />
          {flipped && <StudyActions onRate={onRate} disabled={rating} />}
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface/60 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <CalendarClock className="size-7" aria-hidden />
          </span>
          <h2 className="text-lg font-bold">{T.nothingDue}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {nextDue ? T.nextDue(formatDueIn(nextDue, now)) : T.noneScheduled}
          </p>
          <Button variant="outline" size="sm" onClick={onCheckAgain}>
            <RotateCw aria-hidden /> {T.checkAgain}
          </Button>
        </div>
      )}
    </div>
  );
}
