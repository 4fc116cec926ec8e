// The Contact Us dialog's content (spec 1 §2 "Contact"), loaded on first use by ./contact-dialog.tsx; its form
// (and with it zod) loads lazily too.
import { lazy, Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { CONTACT_TEXT } from './contact-text';

const ContactForm = lazy(() => import('./contact-form'));

export default function ContactDialogContent({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: LazyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{CONTACT_TEXT.title}</DialogTitle>
          <DialogDescription>{CONTACT_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner label="Loading the form" />
            </div>
          }
        >
          <ContactForm onSent={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
