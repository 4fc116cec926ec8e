// One card in Study and Review (spec 2 §2 "Study mode"): the term; a click or Space flips it to the meaning and
// its example. The speak button reads the term aloud. A leech (issue 11 item 4) wears a badge and shows its
// example up front.
import { Loader2, Volume2 } from 'lucide-react';
import type { Card } from '@shared/schemas/flashcards';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { FLASHCARDS_TEXT as T } from '../texts';

export function SpeakButton({
  onSpeak,
  speaking,
  className,
}: {
  onSpeak: () => void;
  speaking: boolean;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={T.speak}
      title={T.speak}
      onClick={onSpeak}
      className={className}
    >
      {speaking ? <Loader2 className="animate-spin" aria-hidden /> : <Volume2 aria-hidden />}
    </Button>
  );
}

export function FlashCard({
  card,
  flipped,
  onFlip,
  onSpeak,
  speaking,
  leech = false,
  lang,
}: {
  card: Card;
  /** The deck's language (BCP 47), for the term's pronunciation by screen readers. */
  lang?: string;
  flipped: boolean;
  onFlip: () => void;
  onSpeak: () => void;
  speaking: boolean;
  leech?: boolean;
}) {
  return (
    <div className="relative">
      <button
        type="button"
        onClick={onFlip}
        aria-pressed={flipped}
        className={cn(
          'flex min-h-56 w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 px-5 py-10 text-center shadow-[var(--shadow-card)] transition-colors sm:px-10',
          flipped
            ? 'border-primary/30 bg-secondary text-secondary-foreground'
            : 'bg-surface text-surface-foreground hover:border-primary/50',
        )}
      >
        {/* The name is the card's text (what is seen is what a screen reader says), after what the button does. */}
        <span className="sr-only">{T.flipCard}: </span>
        {leech && (
          <Badge variant="warning" className="absolute left-3 top-3">
            {T.leech}
          </Badge>
        )}
        {/* The meaning fades in as the card turns; the term shows at once (a card on the page as it loads is not
            animated: an animation then keeps the page producing frames). */}
        <span key={String(flipped)} className={cn('grid gap-3', flipped && 'animate-fade-in')}>
          {flipped ? (
            <>
              <span className="text-lg font-semibold text-balance sm:text-2xl">{card.meaning}</span>
              {card.example && (
                <span className="text-sm italic opacity-90 sm:text-base">
                  {T.example(card.example)}
                </span>
              )}
            </>
          ) : (
            <>
              <span
                lang={lang}
                dir="auto"
                className="font-display text-3xl font-extrabold tracking-tight break-words sm:text-4xl"
              >
                {card.term}
              </span>
              {leech && card.example && (
                <span className="text-sm italic text-muted-foreground">
                  {T.example(card.example)}
                </span>
              )}
            </>
          )}
        </span>
        {/* Read out on both sides, shown only on the term side. */}
        <span className={cn('text-xs text-muted-foreground', flipped && 'sr-only')}>
          {T.flipHint}
        </span>
      </button>
      <SpeakButton onSpeak={onSpeak} speaking={speaking} className="absolute right-2 top-2" />
      {leech && <p className="sr-only">{T.leechHint}</p>}
    </div>
  );
}
