// A yes/no question before a destructive action (Radix AlertDialog): focus starts on Cancel, Escape cancels.
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from '@client/components/ui/button';

export const CONFIRM_TEXT = { cancel: 'Cancel' } as const;

export function ConfirmDialog({
  trigger,
  title,
  question,
  confirmLabel,
  onConfirm,
}: {
  /** The button that opens the question (rendered as the dialog's trigger). */
  trigger: ReactNode;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-surface p-6 text-surface-foreground shadow-2xl animate-fade-in">
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg font-bold leading-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {question}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              {CONFIRM_TEXT.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'danger' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
