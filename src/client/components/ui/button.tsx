// The one button: variants and sizes from the design tokens; `asChild` renders a link with button looks.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { Slot } from './slot';

// Each class property is set once per combination (cn does not merge; cn.checked.ts): what callers change — size,
// corner shape, colour scheme, wrapping — is a variant here rather than an overriding class at the call site.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0 cursor-pointer aria-disabled:not-aria-busy:cursor-not-allowed aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-surface hover:bg-muted',
        /** A destructive action beside others (Reject, Delete in a row of actions). */
        'outline-danger': 'border border-input bg-surface text-danger hover:bg-danger/10',
        ghost: 'hover:bg-muted',
        /** A quiet destructive icon (remove from a list). */
        'ghost-danger': 'text-muted-foreground hover:bg-danger/10 hover:text-danger',
        danger: 'bg-danger text-danger-foreground hover:bg-danger/90',
        /** On a primary-coloured band: the main action, light on the band's colour. */
        'on-primary': 'bg-surface text-foreground shadow-sm hover:bg-surface/90',
        /** On a primary-coloured band: a second action, outlined. */
        'outline-on-primary':
          'border border-primary-foreground/30 text-primary-foreground hover:bg-primary-foreground/10',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm whitespace-nowrap [&_svg]:size-4',
        md: 'h-10 px-4 text-sm whitespace-nowrap [&_svg]:size-4',
        /** md with less padding, for a grid of narrow buttons. */
        'md-tight': 'h-10 px-2 text-sm whitespace-nowrap [&_svg]:size-4',
        lg: 'h-12 px-6 text-base whitespace-nowrap [&_svg]:size-4',
        /** A label that may wrap onto several lines: at least sm's or md's height. */
        'wrap-sm': 'min-h-8 px-3 py-1 text-sm [&_svg]:size-4',
        'wrap-md': 'min-h-10 px-4 py-2 text-sm [&_svg]:size-4',
        icon: 'size-10 text-sm [&_svg]:size-4',
        'icon-sm': 'size-8 text-sm [&_svg]:size-4',
        /** A floating action button. */
        fab: 'size-14 text-sm [&_svg]:size-6',
      },
      shape: { rounded: 'rounded-md', round: 'rounded-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({
  className,
  variant,
  size,
  shape,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size, shape }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
