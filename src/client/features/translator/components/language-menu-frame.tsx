// The open language menu's panel and filter box, shared by the menu (./language-menu.tsx, loaded when a picker
// first opens) and the picker's stand-in while that module arrives: the panel and a focused filter box appear
// on the press itself, and what is typed meanwhile is in a real text box (an on-screen keyboard's input sends
// no key events a button could collect), so the menu starts with it. The stand-in's box is uncontrolled: no
// render per key press while a lazily loaded part is pending, none of which could put an older value back.
import { Search } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@client/lib/cn';
import type { LanguagePickerVariant } from './language-picker';

export const VARIANT_LABEL: Record<LanguagePickerVariant, string> = {
  source: 'Translate from',
  target: 'Translate to',
};

export const FILTER_TEXT = {
  label: 'Filter languages',
  placeholder: 'Type to filter…',
} as const;

/** The panel around the menu; the menu itself names it (a group labelled by VARIANT_LABEL), not the stand-in. */
export interface LanguageMenuFrameProps extends HTMLAttributes<HTMLDivElement> {
  variant: LanguagePickerVariant;
  /** Opens above the button instead of under it. */
  openUp: boolean;
  children: ReactNode;
}

export function LanguageMenuFrame({
  variant,
  openUp,
  className,
  children,
  ...rest
}: LanguageMenuFrameProps) {
  return (
    <div
      {...rest}
      className={cn(
        'absolute z-40 flex max-h-[40vh] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border bg-surface text-surface-foreground shadow-xl animate-fade-in md:max-h-[300px]',
        // Below 768 px both pickers span the width, so both menus open from the left edge.
        variant === 'source' ? 'left-0' : 'left-0 md:left-auto md:right-0',
        openUp ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface LanguageFilterBoxProps {
  /** The text, for the menu's controlled box; the stand-in's box is uncontrolled (no value). */
  value?: string;
  onChange: (value: string) => void;
  /** The list the filter narrows (aria-controls), once it is there. */
  listId?: string;
  ref?: Ref<HTMLInputElement>;
}

export function LanguageFilterBox({ value, onChange, listId, ref }: LanguageFilterBoxProps) {
  return (
    <div className="relative shrink-0 border-b p-1.5">
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        ref={ref}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={FILTER_TEXT.label}
        aria-controls={listId}
        placeholder={FILTER_TEXT.placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        className="h-9 w-full rounded-md border border-input bg-background pr-2 pl-8 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      />
    </div>
  );
}
