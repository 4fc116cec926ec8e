// The navigation row (spec 2 §2): Previous, Next, a random card and Reset, with the card position bar below.
// During a quiz Previous and Random are off: a quiz asks each card of the pack once.
import { ChevronLeft, ChevronRight, RotateCcw, Shuffle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FLASHCARDS_TEXT as T } from '../texts';

export function NavigationRow({
  position,
  total,
  disabled,
  forwardOnly = false,
  onPrevious,
  onNext,
  onRandom,
  onReset,
}: {
  /** 1-based position of the card shown. */
  position: number;
  total: number;
  disabled: boolean;
  /** A quiz runs: only Next (and Reset) move. */
  forwardOnly?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onRandom: () => void;
  onReset: () => void;
}) {
  const percent = total > 0 ? (Math.min(position, total) / total) * 100 : 0;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={T.previous}
          title={T.previous}
          disabled={disabled || forwardOnly}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={T.random}
          title={T.random}
          disabled={disabled || forwardOnly || total < 2}
          onClick={onRandom}
        >
          <Shuffle aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={T.reset}
          title={T.reset}
          onClick={onReset}
        >
          <RotateCcw aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={T.next}
          title={T.next}
          disabled={disabled}
          onClick={onNext}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={T.positionBar}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={total > 0 ? Math.min(position, total) : 0}
        aria-valuetext={total > 0 ? T.positionLabel(Math.min(position, total), total) : undefined}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
