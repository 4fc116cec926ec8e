// After a flip (spec 2 §2 "Study mode"): Need Review (FSRS Again) and Got It! (Good, and a point in Study).
import { Check, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FLASHCARDS_TEXT as T } from '../texts';

export function StudyActions({
  onRate,
  disabled = false,
}: {
  onRate: (good: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-2 animate-fade-in">
      <Button variant="outline" size="lg" disabled={disabled} onClick={() => onRate(false)}>
        <RotateCcw aria-hidden /> {T.needReview}
      </Button>
      <Button size="lg" disabled={disabled} onClick={() => onRate(true)}>
        <Check aria-hidden /> {T.gotIt}
      </Button>
    </div>
  );
}
