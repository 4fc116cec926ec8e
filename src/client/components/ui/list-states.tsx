// The lists' shared parts (moderation, editors, review queue): the region that holds a list's states, a loading
// skeleton, and a red card with a way to try again.
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useCallback, useRef, type ReactNode, type Ref } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';

export const LIST_STATE_TEXT = {
  retry: 'Try again',
  retryHint: 'Check your connection and try again.',
} as const;

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-lg border bg-surface p-4" aria-hidden>
          <div className="flex items-center justify-between gap-3">
            <Skeleton rounded="full" className="h-5 w-40 max-w-[60%]" />
            <Skeleton className="h-4 w-16" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list still shown after a later refresh failed: says so, with a way to try again. */
export function RefreshFailed({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
    >
      <span className="flex items-center gap-2">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {title}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden />
        {LIST_STATE_TEXT.retry}
      </Button>
    </div>
  );
}

export function ListError({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-danger/40 bg-danger/10 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-danger/15 text-danger">
        <AlertTriangle className="size-6" aria-hidden />
      </span>
      <p className="font-bold text-danger">{title}</p>
      <p className="text-sm text-muted-foreground">{LIST_STATE_TEXT.retryHint}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden />
        {LIST_STATE_TEXT.retry}
      </Button>
    </div>
  );
}

/**
 * The labelled region around a list and its states. It takes the focus from script when the item whose button
 * had it leaves (deleted, decided, dismissed), so keyboard users are not dropped at the top of the page.
 */
export function ListRegion({
  label,
  ref,
  children,
}: {
  label: string;
  ref: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={-1}
      className="rounded-md outline-none"
    >
      {children}
    </div>
  );
}

/**
 * The region's ref and `leave(card)`: called when an item's action made it leave, it moves the focus to the
 * region if the focus is still in that card or already dropped to the page (never when the user went elsewhere).
 * It waits a tick so it runs after a closing confirmation dialog has given the focus back to its button.
 */
export function useListFocus() {
  const regionRef = useRef<HTMLDivElement>(null);
  const leave = useCallback((card: HTMLElement | null) => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected || card?.contains(active)) {
        regionRef.current?.focus();
      }
    }, 0);
  }, []);
  return { regionRef, leave };
}
