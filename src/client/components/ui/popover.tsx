// A small panel anchored to its trigger (Radix Popover): opens on click, tap, Enter or Space, moves focus into
// itself so a screen reader reads it, and closes with Escape or a tap elsewhere, focus back on the trigger.
// Unlike a hover tooltip it reaches phones and keyboards alike.
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  children,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={6}
        // Off the screen's edges on phones.
        collisionPadding={8}
        className={cn(
          'z-50 grid max-w-[min(20rem,calc(100vw-1rem))] gap-1 rounded-lg border bg-surface p-3 text-sm text-surface-foreground shadow-lg outline-none animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <PopoverPrimitive.Arrow className="fill-surface" />
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
