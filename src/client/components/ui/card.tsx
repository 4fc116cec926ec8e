// Surfaces that group content.
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** `tinted`: the caller gives the card a background of its own (`bg-*`) instead of the surface colour. */
export function Card({
  className,
  tinted = false,
  ...props
}: ComponentProps<'div'> & { tinted?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-lg border text-surface-foreground shadow-[var(--shadow-card)]',
        !tinted && 'bg-surface',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

const CARD_TITLE_SIZES = { sm: 'text-base', md: 'text-lg' } as const;

export function CardTitle({
  className,
  size = 'md',
  ...props
}: ComponentProps<'h2'> & { size?: keyof typeof CARD_TITLE_SIZES }) {
  return (
    <h2
      className={cn(CARD_TITLE_SIZES[size], 'font-bold leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Under a CardHeader the content starts flush with it; `first` when there is no header above. */
export function CardContent({
  className,
  first = false,
  ...props
}: ComponentProps<'div'> & { first?: boolean }) {
  return <div className={cn('p-5', !first && 'pt-0', className)} {...props} />;
}
