// The Contact Us dialog (spec 1 §2 "Contact"): the footer shows its trigger; the dialog
// (./contact-dialog-content.tsx) and its form load on first use, fetched as the visitor heads for the trigger.
import { lazy, Suspense, type ReactElement } from 'react';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { Slot } from '@client/components/ui/slot';

const loadContent = () => import('./contact-dialog-content');
const ContactDialogContent = lazy(loadContent);

export function ContactDialog({ trigger }: { trigger: ReactElement }) {
  const dialog = useLazyDialog(() => Promise.all([loadContent(), import('./contact-form')]));
  return (
    <>
      <Slot {...dialog.triggerProps}>{trigger}</Slot>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ContactDialogContent {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
