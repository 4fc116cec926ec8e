// Toasts: one visible at a time, 5 s by default, F8 moves focus to the toast area. The store and an empty toast
// area are there from the first render; the Radix viewport that shows toasts (./toast-viewport.tsx, ≈ 10 KB gzip)
// loads when the browser is idle after the first paint, or with the first toast if that comes sooner.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@client/lib/after-first-paint';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Text, or a short line with a link (e.g. "Open deck"). */
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
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

/** The toast on screen (or closing), null before the first. */
export function useCurrentToast(): ToastEntry | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The toast area's label and look, the same before and after the Radix viewport has loaded. */
export const TOAST_AREA_LABEL = 'Notifications ({hotkey})';
// 64 px up (80 px to the toast): above the floating share button's own corner (16 px + 56 px), so a toast never
// lands on it (issue 25 item 8); a button moved elsewhere steps aside from the toast.
export const TOAST_AREA_CLASSES =
  'fixed bottom-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4';

// F8 pressed before the viewport arrived left focus in the empty area: the viewport takes it over.
let emptyAreaHadFocus = false;
export const takeEmptyToastAreaFocus = () => {
  const had = emptyAreaHadFocus;
  emptyAreaHadFocus = false;
  return had;
};

/** What Radix's viewport renders without toasts (a region around an empty list), with its F8 hotkey. */
function EmptyToastArea() {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8') listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useLayoutEffect(() => {
    const list = listRef.current;
    // The Suspense fallback's area, in place while the viewport loads, keeps the focus the first area had.
    if (takeEmptyToastAreaFocus()) list?.focus();
    return () => {
      emptyAreaHadFocus = !!list && document.activeElement === list;
    };
  }, []);
  return (
    <div
      role="region"
      aria-label={TOAST_AREA_LABEL.replace('{hotkey}', 'F8')}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol ref={listRef} tabIndex={-1} className={TOAST_AREA_CLASSES} />
    </div>
  );
}

const ToastViewport = lazy(() => import('./toast-viewport'));

export function Toaster() {
  const entry = useCurrentToast();
  const idle = useAfterFirstPaint();
  if (!entry && !idle) return <EmptyToastArea />;
  return (
    <Suspense fallback={<EmptyToastArea />}>
      <ToastViewport />
    </Suspense>
  );
}
