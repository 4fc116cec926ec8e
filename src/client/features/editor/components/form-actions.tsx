// The editor forms' buttons: Cancel, and the submit button whose icon turns into a spinner and whose label
// says what is happening while the request runs. Stacked on phones with the submit button on top.
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

export function FormActions({
  cancelLabel,
  onCancel,
  pending,
  submitDisabled,
  icon,
  label,
  pendingLabel,
}: {
  cancelLabel: string;
  onCancel: () => void;
  pending: boolean;
  submitDisabled: boolean;
  icon: ReactNode;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : icon}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
