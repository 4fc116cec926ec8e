// The open menu of a language picker (./language-picker.tsx, which says what it does): the filter box, the
// groups and their options. It loads when a picker first opens (fetched as the pointer or the focus reaches the
// picker's button), so the first page carries only the buttons.
import { Check, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { LANGUAGE_GROUPS, type LanguageOption } from '@shared/languages';
import { UNAVAILABLE_STYLE_HINT } from '@shared/translation-pairs';
import { cn } from '@client/lib/cn';
import { countOf } from '@client/lib/plural';
import { groupMatches, optionMatches, queryWords } from '../lib/language-filter';
import { LanguageFilterBox, LanguageMenuFrame, VARIANT_LABEL } from './language-menu-frame';
import type { LanguagePickerVariant } from './language-picker';

export const PICKER_TEXT = {
  noMatch: 'No languages match',
  comingSoon: 'Coming soon',
  matches: (count: number, first: string | undefined) =>
    `${countOf(count, 'style matches', 'styles match')}.` +
    (first ? ` Enter chooses ${first}.` : ''),
} as const;

export interface LanguageMenuProps {
  /** The menu's id, which the picker's button names in aria-controls. */
  id: string;
  variant: LanguagePickerVariant;
  selected: LanguageOption;
  isAvailable: (code: string) => boolean;
  unavailableNote?: string;
  /** The groups open without a filter: kept by the picker, so they stay open from one opening to the next. */
  expanded: ReadonlySet<string>;
  onExpandedChange: (change: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  /** Opens above the button instead of under it. */
  openUp: boolean;
  /** The picker: a press outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  onChoose: (option: LanguageOption) => void;
  /** "Detect style", listed first (the From picker). */
  detectOption?: LanguageOption | undefined;
  /** Closes the menu without a choice, focus staying where it went. */
  onDismiss: () => void;
  /** What was typed into the stand-in's filter box while the menu loaded, read once as the menu mounts. */
  initialQuery: () => string;
}

export default function LanguageMenu({
  id: menuId,
  variant,
  selected,
  isAvailable,
  unavailableNote,
  expanded,
  onExpandedChange,
  openUp,
  rootRef,
  onChoose: choose,
  detectOption,
  onDismiss,
  initialQuery,
}: LanguageMenuProps) {
  const [query, setQuery] = useState(initialQuery);
  /** Groups the user collapsed while filtering (every group with a match is open then). */
  const [collapsedInFilter, setCollapsedInFilter] = useState<ReadonlySet<string>>(new Set());
  const listId = useId();
  const noteId = useId();
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef<HTMLButtonElement>(null);

  const words = queryWords(query);
  const filtering = words.length > 0;
  const visibleGroups = LANGUAGE_GROUPS.flatMap((group) => {
    if (!filtering) return [{ group, options: group.options }];
    const options = group.options.filter((option) => optionMatches(option, group, words));
    const comingSoonMatch = group.options.length === 0 && groupMatches(group, words);
    return options.length > 0 || comingSoonMatch ? [{ group, options }] : [];
  });
  const isGroupOpen = (id: string) => (filtering ? !collapsedInFilter.has(id) : expanded.has(id));
  const showsDetect =
    !!detectOption && (!filtering || words.every((word) => /detect|auto/i.test(word)));
  const matches = [
    ...(showsDetect && filtering && detectOption ? [detectOption] : []),
    ...visibleGroups.flatMap(({ options }) => options),
  ];
  /** What Enter in the filter chooses: the first match that can be chosen. */
  const firstMatch = filtering ? matches.find((option) => isAvailable(option.code)) : undefined;
  const showsUnavailable =
    !!unavailableNote &&
    visibleGroups.some(
      ({ group, options }) =>
        isGroupOpen(group.id) && options.some((option) => !isAvailable(option.code)),
    );

  // A layout effect: it runs in the same task as the commit that replaces the stand-in's filter box, so no key
  // pressed while the menu arrives can land between the two boxes.
  useLayoutEffect(() => {
    const filter = filterRef.current;
    // Keys pressed between this menu's first render and its commit went into the stand-in's box: take them too.
    const typed = initialQuery();
    if (filter && filter.value !== typed) {
      filter.value = typed;
      setQuery(typed);
    }
    filter?.focus();
    // After text typed ahead, typing goes on at its end.
    filter?.setSelectionRange(filter.value.length, filter.value.length);
    // jsdom has no scrollIntoView.
    selectedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [initialQuery]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, onDismiss]);

  const toggleGroup = (id: string) => {
    const toggle = (current: ReadonlySet<string>) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    };
    if (filtering) setCollapsedInFilter(toggle);
    else onExpandedChange(toggle);
  };

  const changeQuery = (next: string) => {
    setQuery(next);
    setCollapsedInFilter(new Set());
    listRef.current?.scrollTo?.({ top: 0 });
  };

  /** The filter box, then the menu's items, in order: arrow keys cycle through them, Home and End jump. */
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const filter = filterRef.current;
    const items = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [],
    );
    const inFilter = event.target === filter;
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (position: number) => {
      event.preventDefault();
      const item = items[position];
      if (item) item.focus();
      else filter?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(inFilter ? 0 : index + 1);
      case 'ArrowUp':
        return focusAt(inFilter ? items.length - 1 : index - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(items.length - 1);
      case 'Enter':
        if (inFilter) {
          event.preventDefault();
          if (firstMatch) choose(firstMatch);
        }
        return;
      case 'Backspace':
        if (!inFilter) {
          event.preventDefault();
          changeQuery(query.slice(0, -1));
          filter?.focus();
        }
        return;
      default:
        // Typing on an item goes on in the filter box (Space still presses the item).
        if (
          !inFilter &&
          event.key.length === 1 &&
          event.key !== ' ' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          event.preventDefault();
          changeQuery(query + event.key);
          filter?.focus();
        }
    }
  };

  return (
    <LanguageMenuFrame
      id={menuId}
      role="group"
      aria-label={VARIANT_LABEL[variant]}
      variant={variant}
      openUp={openUp}
      onKeyDown={onMenuKeyDown}
    >
      <LanguageFilterBox ref={filterRef} value={query} onChange={changeQuery} listId={listId} />
      {showsUnavailable && (
        <p
          id={noteId}
          className="shrink-0 border-b bg-muted/50 px-3 py-1.5 text-xs leading-snug text-muted-foreground"
        >
          {unavailableNote}
        </p>
      )}
      <p role="status" className="sr-only">
        {filtering
          ? matches.length === 0 && visibleGroups.length === 0
            ? PICKER_TEXT.noMatch
            : PICKER_TEXT.matches(matches.length, firstMatch?.name)
          : ''}
      </p>
      <div
        id={listId}
        ref={listRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5"
      >
        {showsDetect && detectOption && (
          <div className="border-b pb-1">
            <OptionButton
              option={detectOption}
              selected={detectOption.code === selected.code}
              firstMatch={detectOption === firstMatch}
              onChoose={choose}
              selectedRef={selectedRef}
            />
          </div>
        )}
        {visibleGroups.length === 0 && !showsDetect && (
          <p aria-hidden className="px-3 py-6 text-center text-sm text-muted-foreground">
            {PICKER_TEXT.noMatch}
          </p>
        )}
        {visibleGroups.map(({ group, options }) => {
          const comingSoon = group.options.length === 0;
          const isOpen = isGroupOpen(group.id);
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
                    {PICKER_TEXT.comingSoon}
                  </span>
                )}
              </button>
              {isOpen && !comingSoon && (
                <ul className="grid gap-0.5 pb-1 pl-6">
                  {options.map((option) => {
                    const available = isAvailable(option.code);
                    return (
                      <li key={option.code}>
                        <OptionButton
                          option={option}
                          selected={option.code === selected.code}
                          firstMatch={option === firstMatch}
                          available={available}
                          describedBy={!available && showsUnavailable ? noteId : undefined}
                          onChoose={choose}
                          selectedRef={selectedRef}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </LanguageMenuFrame>
  );
}

/** One item of the menu: a style, or "Detect style". */
function OptionButton({
  option,
  selected,
  firstMatch,
  available = true,
  describedBy,
  onChoose,
  selectedRef,
}: {
  option: LanguageOption;
  selected: boolean;
  firstMatch: boolean;
  /** False: listed, greyed and marked, not choosable (aria-disabled, so it stays in the arrow keys' reach). */
  available?: boolean;
  /** The note that says why it cannot be chosen. */
  describedBy?: string | undefined;
  onChoose: (option: LanguageOption) => void;
  selectedRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={selected ? selectedRef : undefined}
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-disabled={available ? undefined : 'true'}
      aria-describedby={describedBy}
      data-code={option.code}
      data-first-match={firstMatch ? '' : undefined}
      onClick={() => onChoose(option)}
      className={cn(
        'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left focus-visible:bg-muted focus-visible:outline-none',
        // The first match of a search is the one Enter picks: its highlight shows over the selection's; an
        // unavailable style is greyed and does not light up under the pointer.
        firstMatch ? 'bg-muted' : selected && 'bg-secondary',
        available
          ? ['hover:bg-muted', selected && 'text-secondary-foreground']
          : 'cursor-not-allowed text-muted-foreground',
      )}
    >
      <span className={cn('mt-0.5', !available && 'opacity-50')} aria-hidden>
        {option.flag}
      </span>
      <span className="grid flex-1">
        <span className="text-sm font-medium">{option.name}</span>
        <span className="text-xs text-muted-foreground">{option.description}</span>
      </span>
      {!available && (
        <span className="mt-0.5 shrink-0 rounded-full bg-muted px-2 py-0.5 text-[0.7rem] font-medium text-muted-foreground">
          {UNAVAILABLE_STYLE_HINT}
        </span>
      )}
      {selected && <Check className="mt-1 size-4 text-primary" aria-hidden />}
    </button>
  );
}
