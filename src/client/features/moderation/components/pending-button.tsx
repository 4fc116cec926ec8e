// A moderation action button whose icon turns into a spinner and whose label says what is happening while its
// request runs. Takes Button's props (ref included), so it also serves as a ConfirmDialog trigger.
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { ItemName } from '@client/components/ui/item-name';

export interface PendingButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  /** The action's request is running: show the spinner and `pendingLabel`, and take no more clicks. */
  pending: boolean;
  /** Shown before the label while idle; none when omitted. */
  icon?: ReactNode;
  label: string;
  pendingLabel: string;
  /** The item the action belongs to, read after the label by screen readers only. */
  itemName?: string;
}

export function PendingButton({
  pending,
  icon,
  label,
  pendingLabel,
  itemName,
  disabled,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={disabled || pending} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : icon}
      {pending ? pendingLabel : label}
      {itemName !== undefined && <ItemName name={itemName} />}
    </Button>
  );
}
