// A locked pack's explanation: its title and how to unlock it, read out when focus moves into it. Loaded when a
// locked pack's button is first pointed at, focused or pressed (./learning-progress.tsx), with Radix's popover
// and its positioning code, which the flashcards screen's first load does without.
import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { FLASHCARDS_TEXT as T } from '../texts';

export default function LockedPackPopover({
  pack,
  threshold,
  children,
}: {
  pack: number;
  threshold: number;
  /** The pack's button, the popover's trigger. */
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  // Mounted by the press that opens it.
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} aria-describedby={textId}>
        <p id={titleId} className="flex items-center gap-1.5 font-semibold">
          <Lock className="size-4" aria-hidden />
          {T.lockedPackTitle(pack)}
        </p>
        <p id={textId} className="text-muted-foreground">
          {T.lockedPackHow(pack, threshold)}
        </p>
      </PopoverContent>
    </Popover>
  );
}
