// Loading indicators: a spinner, a skeleton block and a page-level loading state.
import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const SPINNER_SIZES = { md: 'size-5', lg: 'size-8' } as const;

export function Spinner({
  className,
  label = 'Loading',
  size = 'md',
}: {
  className?: string;
  label?: string;
  size?: keyof typeof SPINNER_SIZES;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2
        className={cn(SPINNER_SIZES[size], 'animate-spin text-primary', className)}
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

const SKELETON_CORNERS = {
  md: 'rounded-md',
  lg: 'rounded-lg',
  xl: 'rounded-xl',
  full: 'rounded-full',
} as const;

/** A grey block where content will be; `rounded` matches the corners of what it stands for. */
export function Skeleton({
  className,
  rounded = 'md',
  ...props
}: ComponentProps<'div'> & { rounded?: keyof typeof SKELETON_CORNERS }) {
  return (
    <div
      className={cn('animate-pulse bg-muted', SKELETON_CORNERS[rounded], className)}
      {...props}
    />
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
