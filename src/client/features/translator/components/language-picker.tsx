// The language picker (spec 1 §2 "Language picker"): groups from the registry that expand or collapse on click,
// 'Coming soon' groups without options, an unknown code shown as the first option, a menu at most 300 px high
// from 768 px up and 40vh below. Arrow keys move between the menu's items; Escape, a click outside or moving
// focus away closes it. The menu drops down under its button with plain CSS: a positioning library (Radix
// Popover and floating-ui) would add about 13 KB to the first page for what two fixed anchors do here.
import { Check, ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { LANGUAGE_GROUPS, resolveLanguage } from '@shared/languages';
import { cn } from '@client/lib/cn';

export type LanguagePickerVariant = 'source' | 'target';

export interface LanguagePickerProps {
  value: string;
  onChange: (code: string) => void;
  variant?: LanguagePickerVariant;
}

const VARIANT_LABEL: Record<LanguagePickerVariant, string> = {
  source: 'Translate from',
  target: 'Translate to',
};

/** The menu's height limit from 768 px up (below: 40vh). */
const MENU_MAX_PX = 300;

function groupOf(code: string) {
  return LANGUAGE_GROUPS.find((group) => group.options.some((option) => option.code === code));
}

/** Moves focus between the menu's buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
  );
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  items[next]?.focus();
}

export function LanguagePicker({ value, onChange, variant = 'source' }: LanguagePickerProps) {
  const selected = resolveLanguage(value);
  const [open, setOpen] = useState(false);
  const [openUp, setOpenUp] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([groupOf(selected.code)?.id ?? '']),
  );
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const selectedRef = useRef<HTMLButtonElement>(null);
  const label = VARIANT_LABEL[variant];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const toggleOpen = () => {
    if (!open) {
      // Reopening shows the group of the current choice.
      setExpanded((current) => new Set([...current, groupOf(selected.code)?.id ?? '']));
      // Open upwards when the window has more room above the button than below (and too little below).
      const box = triggerRef.current?.getBoundingClientRect();
      if (box) {
        const below = window.innerHeight - box.bottom;
        setOpenUp(below < Math.min(MENU_MAX_PX, window.innerHeight * 0.4) && box.top > below);
      }
    }
    setOpen(!open);
  };

  useEffect(() => {
    if (!open) return;
    selectedRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggleGroup = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative min-w-0" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggleOpen}
        className="flex h-12 w-full min-w-0 items-center gap-2 rounded-lg border border-input bg-surface px-3 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="text-xl leading-none" aria-hidden>
          {selected.flag}
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="text-[0.7rem] font-medium uppercase tracking-wide text-muted-foreground">
            {variant === 'source' ? 'From' : 'To'}
          </span>
          <span className="truncate text-sm font-semibold">{selected.name}</span>
        </span>
        <ChevronDown
          className={cn(
            'size-4 shrink-0 text-muted-foreground transition-transform',
            open && 'rotate-180',
          )}
          aria-hidden
        />
      </button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={label}
          onKeyDown={moveFocus}
          className={cn(
            'absolute z-40 max-h-[40vh] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-contain rounded-xl border bg-surface p-1.5 text-surface-foreground shadow-xl animate-fade-in md:max-h-[300px]',
            // Below 768 px both pickers span the width, so both menus open from the left edge.
            variant === 'source' ? 'left-0' : 'left-0 md:left-auto md:right-0',
            openUp ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
          )}
        >
          {LANGUAGE_GROUPS.map((group) => {
            const comingSoon = group.options.length === 0;
            const isOpen = expanded.has(group.id);
            return (
              <div key={group.id} className="py-0.5">
                <button
                  type="button"
                  disabled={comingSoon}
                  aria-expanded={comingSoon ? undefined : isOpen}
                  onClick={() => toggleGroup(group.id)}
                  className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm font-semibold hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent"
                >
                  {comingSoon ? (
                    <span className="size-4" aria-hidden />
                  ) : (
                    <ChevronRight
                      className={cn(
                        'size-4 text-muted-foreground transition-transform',
                        isOpen && 'rotate-90',
                      )}
                      aria-hidden
                    />
                  )}
                  <span aria-hidden>{group.flag}</span>
                  <span className="flex-1">{group.label}</span>
                  {comingSoon && (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-[0.7rem] font-medium text-muted-foreground">
                      Coming soon
                    </span>
                  )}
                </button>
                {isOpen && !comingSoon && (
                  <ul className="grid gap-0.5 pb-1 pl-6">
                    {group.options.map((option) => {
                      const isSelected = option.code === selected.code;
                      return (
                        <li key={option.code}>
                          <button
                            ref={isSelected ? selectedRef : undefined}
                            type="button"
                            aria-current={isSelected ? 'true' : undefined}
                            data-code={option.code}
                            onClick={() => {
                              onChange(option.code);
                              close(true);
                            }}
                            className={cn(
                              'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                              isSelected && 'bg-secondary text-secondary-foreground',
                            )}
                          >
                            <span className="mt-0.5" aria-hidden>
                              {option.flag}
                            </span>
                            <span className="grid flex-1">
                              <span className="text-sm font-medium">{option.name}</span>
                              <span className="text-xs text-muted-foreground">
                                {option.description}
                              </span>
                            </span>
                            {isSelected && (
                              <Check className="mt-1 size-4 text-primary" aria-hidden />
                            )}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
