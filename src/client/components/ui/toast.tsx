// Toasts (Radix): one visible at a time, 5 s by default, F8 moves focus to the toast area.
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@shared/limits';
import { cn } from '@client/lib/cn';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Text, or a short line with a link (e.g. "Open deck"). */
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

// The spec allows one visible toast: a new one replaces the current one.
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = { ...current, open: false };
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border bg-surface text-surface-foreground',
  success:
    'border-success/40 bg-surface text-surface-foreground [&_[data-toast-accent]]:bg-success',
  destructive: 'border-danger bg-danger text-danger-foreground',
};

export function Toaster() {
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
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
      {/* 64 px up (80 px to the toast): above the floating share button's own corner (16 px + 56 px), so a
          toast never lands on it (issue 25 item 8); a button moved elsewhere steps aside from the toast. */}
      <ToastPrimitive.Viewport
        label="Notifications ({hotkey})"
        className="fixed bottom-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
