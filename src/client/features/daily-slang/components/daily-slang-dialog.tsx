// The daily slang popup's dialog (spec 1 §2 "Dialogs", §4 "Daily slang popup"; issue 12 item 3): the term of the
// day with its meaning and example, 'Practice Now' (that card on the flashcards screen) and 'Maybe Later'. Loaded
// when the popup first opens (daily-slang-popup.tsx).
import { Layers, Sparkles } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { DailySlangPopupState } from '../hooks/use-daily-slang-popup';
import { DAILY_SLANG_TEXT as T } from '../texts';

export default function DailySlangDialog({
  slang,
  open,
  dismiss,
  practice,
}: DailySlangPopupState & { slang: NonNullable<DailySlangPopupState['slang']> }) {
  const { deck, card } = slang;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent
        width="md"
        // Spec 1 §4 names its ways out (Escape, the close button, 'Maybe Later'): a stray tap beside it on a
        // phone does not count as a dismissal for the day.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent">
            <Sparkles className="size-6" aria-hidden />
          </span>
          <DialogTitle size="lg">{T.title}</DialogTitle>
          <DialogDescription>{T.description(deck.name)}</DialogDescription>
        </DialogHeader>
        <section
          aria-label={T.termLabel}
          className="grid gap-2 rounded-lg border bg-muted/50 p-4 text-left"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p
              lang={deck.speechLocale}
              dir="auto"
              className="min-w-0 font-display text-2xl font-extrabold tracking-tight break-words sm:text-3xl"
            >
              {card.term}
            </p>
            <Badge variant="primary" className="mt-1.5 shrink-0">
              {deck.localeHint}
            </Badge>
          </div>
          <p className="text-sm text-foreground sm:text-base">{card.meaning}</p>
          {card.example && (
            <p className="text-sm italic text-muted-foreground">
              {/* The example is in the deck's language, the "Example:" label is not. */}
              {T.exampleLabel}{' '}
              <span lang={deck.speechLocale} dir="auto">
                {card.example}
              </span>
            </p>
          )}
        </section>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button onClick={practice}>
            <Layers aria-hidden />
            {T.practiceNow}
          </Button>
          <Button variant="outline" onClick={dismiss}>
            {T.maybeLater}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
