// "New Pack Unlocked!" (spec 2 §2): the pack a quiz just opened, with Explore Pack N (study on its first card) or
// Continue with Current Pack. Loaded when a pack unlocks, by ./pack-unlocked-dialog.tsx.
import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FLASHCARDS_TEXT as T } from '../texts';

export default function PackUnlockedDialogContent({
  pack,
  onExplore,
  onClose,
}: {
  /** The pack unlocked; null when the dialog is closed. */
  pack: number | null;
  onExplore: (pack: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={pack !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {pack !== null && (
        <DialogContent width="md" className="text-center">
          <DialogHeader className="items-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-accent/15 text-accent">
              <Sparkles className="size-7" aria-hidden />
            </span>
            <DialogTitle size="lg">{T.packUnlockedTitle}</DialogTitle>
            <DialogDescription>{T.packUnlockedText(pack)}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button onClick={() => onExplore(pack)}>{T.explorePack(pack)}</Button>
            <Button variant="outline" onClick={onClose}>
              {T.continuePack}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
