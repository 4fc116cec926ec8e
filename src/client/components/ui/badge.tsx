// Small status labels.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full font-semibold', {
  variants: {
    variant: {
      primary: 'bg-primary/12 text-primary',
      // Accent as text on its own tint is 2.9:1 in the light theme: the tint carries the colour, the text
      // stays the foreground (≥ 10:1 in both themes).
      accent: 'bg-accent/15 text-foreground',
      muted: 'bg-muted text-muted-foreground',
      success: 'bg-success/15 text-success-text',
      warning: 'bg-warning/20 text-warning-foreground dark:text-warning',
      outline: 'border text-foreground',
      // On a primary-coloured surface (a selected tab).
      inverse: 'border border-primary-foreground/40 text-primary-foreground',
    },
    size: {
      sm: 'px-2.5 py-0.5 text-xs',
      md: 'px-3 py-1 text-sm',
    },
  },
  defaultVariants: { variant: 'primary', size: 'sm' },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
