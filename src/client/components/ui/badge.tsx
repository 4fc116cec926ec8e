// Small status labels.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        primary: 'bg-primary/12 text-primary',
        accent: 'bg-accent/15 text-accent',
        muted: 'bg-muted text-muted-foreground',
        success: 'bg-success/15 text-success-text',
        warning: 'bg-warning/20 text-warning-foreground dark:text-warning',
        outline: 'border text-foreground',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
