// The Contact Us dialog (spec 1 §2 "Contact"); its form loads when the dialog first opens.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { CONTACT_TEXT } from './contact-text';

const ContactForm = lazy(() => import('./contact-form'));

export function ContactDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
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
          <ContactForm onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
