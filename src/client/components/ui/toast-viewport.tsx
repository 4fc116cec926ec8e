// The Radix toast viewport that shows the toasts of ./toast.tsx: swipe to dismiss, pause on hover and focus, F8.
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { TOAST_DURATION_MS } from '@shared/limits';
import { cn } from '@client/lib/cn';
import {
  dismissToast,
  takeEmptyToastAreaFocus,
  TOAST_AREA_CLASSES,
  TOAST_AREA_LABEL,
  useCurrentToast,
  type ToastVariant,
} from './toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border bg-surface text-surface-foreground',
  success:
    'border-success/40 bg-surface text-surface-foreground [&_[data-toast-accent]]:bg-success',
  destructive: 'border-danger bg-danger text-danger-foreground',
};

export default function ToastViewport() {
  const entry = useCurrentToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  // In the commit that replaces the empty area (a layout effect): focus never rests on the page between the two.
  useLayoutEffect(() => {
    if (takeEmptyToastAreaFocus()) viewportRef.current?.focus();
  }, []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {entry && (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          duration={entry.duration ?? TOAST_DURATION_MS}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg p-4 pr-9 shadow-xl animate-toast-in data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full',
            variantClasses[entry.variant ?? 'default'],
          )}
        >
          <span
            data-toast-accent
            className="absolute inset-y-0 left-0 w-1 bg-primary"
            aria-hidden
          />
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-bold">{entry.title}</ToastPrimitive.Title>
            {entry.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        label={TOAST_AREA_LABEL}
        className={TOAST_AREA_CLASSES}
      />
    </ToastPrimitive.Provider>
  );
}
