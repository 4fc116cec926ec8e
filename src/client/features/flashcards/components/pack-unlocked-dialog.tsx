// "New Pack Unlocked!": its dialog (./pack-unlocked-dialog-content.tsx, with Radix's dialog) loads when a pack
// unlocks, a moment in a quiz, not with the flashcards screen.
import { lazy, Suspense } from 'react';

const PackUnlockedDialogContent = lazy(() => import('./pack-unlocked-dialog-content'));

export function PackUnlockedDialog(props: {
  /** The pack unlocked; null when the dialog is closed. */
  pack: number | null;
  onExplore: (pack: number) => void;
  onClose: () => void;
}) {
  if (props.pack === null) return null;
  return (
    <Suspense fallback={null}>
      <PackUnlockedDialogContent {...props} />
    </Suspense>
  );
}
