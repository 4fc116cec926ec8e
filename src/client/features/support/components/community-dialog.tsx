// The Support / Community dialog (spec 1 §2 "Community"): the footer shows its trigger, and the dialog
// (./community-dialog-content.tsx) loads on first use.
import { lazy, Suspense, type ReactElement } from 'react';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { Slot } from '@client/components/ui/slot';

const loadContent = () => import('./community-dialog-content');
const CommunityDialogContent = lazy(loadContent);

export function CommunityDialog({ trigger }: { trigger: ReactElement }) {
  const dialog = useLazyDialog(loadContent);
  return (
    <>
      <Slot {...dialog.triggerProps}>{trigger}</Slot>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <CommunityDialogContent {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
