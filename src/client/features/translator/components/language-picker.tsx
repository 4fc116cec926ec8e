// The language picker (spec 1 §2 "Language picker"): groups from the registry that expand or collapse on click,
// 'Coming soon' groups without options, an unknown code shown as the first option, a menu at most 300 px high
// from 768 px up and 40vh below. A filter box at the top of the open menu (focused on open) narrows the list by
// name, code or the language's own name; arrow keys, Home and End move between the filter and the menu's items,
// Enter in the filter chooses the first match; Escape, a click outside or moving focus away closes it. Styles
// this server cannot translate between stay listed, marked and not choosable (aria-disabled). The menu drops
// down under its button with plain CSS: a positioning library (Radix Popover and floating-ui) would add about
// 13 KB to the first page for what two fixed anchors do here (ADR 005). The open menu is ./language-menu.tsx,
// fetched as the pointer or focus reaches a picker (not while the page loads: every chunk fetched then costs
// main-thread time of its own, docs/performance.md); until it arrives, a stand-in panel with the filter box
// (./language-menu-frame.tsx) takes what is typed.
import { ChevronDown } from 'lucide-react';
import {
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { LanguageFilterBox, LanguageMenuFrame } from './language-menu-frame';
import {
  AUTO_DETECT,
  DETECT_STYLE_OPTION,
  LANGUAGE_GROUPS,
  resolveLanguage,
  type LanguageOption,
} from '@shared/languages';
import { cn } from '@client/lib/cn';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';

const { Component: LanguageMenu, preloadProps } = lazyOnFirstUse(() => import('./language-menu'));

export type LanguagePickerVariant = 'source' | 'target';

export interface LanguagePickerProps {
  value: string;
  onChange: (code: string) => void;
  variant?: LanguagePickerVariant;
  /** False for a style that cannot be chosen here (a pair this server cannot translate): listed, marked, inert. */
  isAvailable?: (code: string) => boolean;
  /** Shown above the list while a style that cannot be chosen is in it: why, and what can be chosen. */
  unavailableNote?: string;
  /**
   * Offers "Detect style" first (the From picker, issue 27 item 3); `detectedName` is the style the last
   * translation was detected to be in, shown on the button while "Detect style" is the choice.
   */
  detect?: { detectedName?: string | undefined };
}

export const PICKER_BUTTON_TEXT = {
  /** The From button while "Detect style" is chosen and a translation named the style. */
  detected: (style: string) => `${style} (detected)`,
} as const;

/** The menu's height limit from 768 px up (below: 40vh). */
const MENU_MAX_PX = 300;

const everyStyle = () => true;

/** The stand-in's filter box takes the focus as it appears (a ref callback: it runs in the commit). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

function groupOf(code: string) {
  return LANGUAGE_GROUPS.find((group) => group.options.some((option) => option.code === code));
}

export function LanguagePicker({
  value,
  onChange,
  variant = 'source',
  isAvailable = everyStyle,
  unavailableNote,
  detect,
}: LanguagePickerProps) {
  const detecting = value === AUTO_DETECT;
  const selected = detecting ? DETECT_STYLE_OPTION : resolveLanguage(value);
  const [open, setOpen] = useState(false);
  const [openUp, setOpenUp] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([groupOf(selected.code)?.id ?? '']),
  );
  /** What was typed into the stand-in's filter box before the menu arrived: the menu's filter starts with it. */
  const typedAhead = useRef('');
  const readTypedAhead = useCallback(() => typedAhead.current, []);
  const typeAhead = useCallback((text: string) => {
    typedAhead.current = text;
  }, []);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const dismiss = useCallback(() => setOpen(false), []);

  const choose = (option: LanguageOption) => {
    if (!isAvailable(option.code)) return;
    onChange(option.code);
    close(true);
  };

  const toggleOpen = () => {
    if (!open) {
      typedAhead.current = '';
      // Reopening shows the group of the current choice, and one the user can choose from when it cannot be.
      const usable = isAvailable(selected.code)
        ? undefined
        : LANGUAGE_GROUPS.find((group) => group.options.some((option) => isAvailable(option.code)));
      setExpanded(
        (current) => new Set([...current, groupOf(selected.code)?.id ?? '', usable?.id ?? '']),
      );
      // Open upwards when the window has more room above the button than below (and too little below).
      const box = triggerRef.current?.getBoundingClientRect();
      if (box) {
        const below = window.innerHeight - box.bottom;
        setOpenUp(below < Math.min(MENU_MAX_PX, window.innerHeight * 0.4) && box.top > below);
      }
    }
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // The stand-in's filter box leaving the page as the menu replaces it is not focus moving away.
    if (!event.target.isConnected) return;
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
        {...preloadProps}
        className="flex h-12 w-full min-w-0 items-center gap-2 rounded-lg border border-input bg-surface px-3 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="text-xl leading-none" aria-hidden>
          {selected.flag}
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="text-[0.7rem] font-medium uppercase tracking-wide text-muted-foreground">
            {variant === 'source' ? 'From' : 'To'}
          </span>
          <span className="truncate text-sm font-semibold">
            {detecting && detect?.detectedName
              ? PICKER_BUTTON_TEXT.detected(detect.detectedName)
              : selected.name}
          </span>
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
        <Suspense
          fallback={
            <LanguageMenuFrame id={menuId} variant={variant} openUp={openUp} aria-busy="true">
              <LanguageFilterBox ref={focusOnMount} onChange={typeAhead} />
            </LanguageMenuFrame>
          }
        >
          <LanguageMenu
            id={menuId}
            variant={variant}
            selected={selected}
            isAvailable={isAvailable}
            unavailableNote={unavailableNote}
            expanded={expanded}
            onExpandedChange={setExpanded}
            openUp={openUp}
            rootRef={rootRef}
            onChoose={choose}
            detectOption={detect ? DETECT_STYLE_OPTION : undefined}
            onDismiss={dismiss}
            initialQuery={readTypedAhead}
          />
        </Suspense>
      )}
    </div>
  );
}
