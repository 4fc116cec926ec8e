// The Support / Community dialog (spec 1 §2 "Community"): the footer shows its trigger, and the dialog
// (./community-dialog-content.tsx) loads on first use.
import { Slot } from 'radix-ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';

const loadContent = () => import('./community-dialog-content');
const CommunityDialogContent = lazy(loadContent);

export function CommunityDialog({ trigger }: { trigger: ReactElement }) {
  const dialog = useLazyDialog(loadContent);
  return (
    <>
      <Slot.Root {...dialog.triggerProps}>{trigger}</Slot.Root>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <CommunityDialogContent {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
