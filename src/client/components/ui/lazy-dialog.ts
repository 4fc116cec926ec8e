// A dialog whose code (Radix's dialog, its body) loads on first use, for the dialogs every page has (header and
// footer): the page renders only the trigger, a plain button with what Radix's trigger gives it (aria-haspopup,
// aria-expanded, aria-controls while open, data-state, focus back on it after closing). The code is fetched when
// a pointer or the focus reaches the trigger, so the dialog opens on the first click or key press; it stays
// mounted after its first opening.
import { useCallback, useId, useRef, useState } from 'react';
import { preloader } from '@client/lib/lazy-on-first-use';

/** What the lazily loaded dialog is given: its Radix root's state, its content's id and close focus. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's id, which the trigger's aria-controls names. */
  contentId: string;
  /** Gives focus back to the trigger when the dialog closes, as Radix's own trigger does. */
  onCloseAutoFocus: (event: Event) => void;
}

export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpen(next);
  }, []);
  const preload = preloader(load);
  const dialogProps: LazyDialogProps = {
    open,
    onOpenChange,
    contentId,
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
  return {
    open,
    /** Whether to render the lazy dialog (with `dialogProps`): from its first opening on. */
    mounted,
    onOpenChange,
    preload,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      'data-state': open ? 'open' : 'closed',
      onClick: () => onOpenChange(!open),
      onPointerEnter: preload,
      onFocus: preload,
    },
    dialogProps,
  };
}
