// Accessible modal dialogs (Radix): focus trap, Escape to close, labelled title and description.
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const dialogContentVariants = cva(
  'fixed left-1/2 z-50 -translate-x-1/2 rounded-xl border bg-surface text-surface-foreground shadow-2xl animate-fade-in',
  {
    variants: {
      layout: {
        /** A centred card that scrolls when it is taller than the screen. */
        card: 'top-1/2 -translate-y-1/2 grid max-h-[80vh] w-[calc(100vw-1.5rem)] gap-4 overflow-y-auto p-6',
        /** The search palette: near the top, so the results have room below the field; its parts have padding. */
        palette: 'top-[12%] grid max-h-[80vh] w-[calc(100vw-1.5rem)] overflow-y-auto',
        /** A framed column (the legal documents): the caller sizes it; its parts scroll and have padding. */
        frame: 'top-1/2 -translate-y-1/2 flex flex-col overflow-hidden',
      },
      width: {
        md: 'max-w-md',
        lg: 'max-w-lg',
        xl: 'max-w-xl',
        '3xl': 'max-w-3xl',
        '4xl': 'max-w-4xl',
      },
    },
    defaultVariants: { layout: 'card', width: 'lg' },
  },
);

export function DialogContent({
  className,
  children,
  hideClose = false,
  lazyBody = false,
  layout,
  width,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    hideClose?: boolean;
    /**
     * The body loads lazily and focuses its own first control once there: until then focus rests on the dialog
     * itself instead of on the first focusable element Radix finds at opening time.
     */
    lazyBody?: boolean;
  }) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  const setRef = (node: HTMLDivElement | null) => {
    contentRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const focusDialogUntilLoaded = (event: Event) => {
    event.preventDefault();
    const content = contentRef.current;
    if (content && !content.contains(document.activeElement)) content.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(dialogContentVariants({ layout, width }), className)}
        {...props}
        ref={setRef}
        {...(lazyBody ? { onOpenAutoFocus: focusDialogUntilLoaded } : {})}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

const dialogTitleSizes = {
  md: 'text-lg font-bold leading-tight',
  lg: 'text-xl font-bold leading-tight',
  display: 'font-display text-xl font-extrabold leading-tight tracking-tight sm:text-2xl',
} as const;

export function DialogTitle({
  className,
  size = 'md',
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { size?: keyof typeof dialogTitleSizes }) {
  return <DialogPrimitive.Title className={cn(dialogTitleSizes[size], className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
