// The header's slang search entry (spec 1 §2 "Search dialog"): opens with '/' when focus is not in a field,
// Escape closes and clears; a picked term is saved to recent searches (5 kept). The dialog (./search-dialog.tsx)
// loads on first use, so the search code costs the first page nothing.
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { isTypingTarget } from '@client/lib/is-typing-target';
import { isStringArray, storedValue } from '@client/lib/storage';
import { SEARCH_ENTRY_TEXT as T } from '../search-entry-text';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

const RECENT_LIMIT = 5;
export const recentSearchesStore = storedValue<string[]>('recent-searches', 1, isStringArray, []);

export function rememberSearch(term: string, previous: string[]): string[] {
  return [term, ...previous.filter((item) => item.toLowerCase() !== term.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
}

export function SearchEntry() {
  const dialog = useLazyDialog(loadDialog);
  const { onOpenChange: setOpen } = dialog;
  const [recent, setRecent] = useState<string[]>(() => recentSearchesStore.read());

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key === '/' &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  const pick = (term: string) => {
    const next = rememberSearch(term.trim(), recent);
    recentSearchesStore.write(next);
    setRecent(next);
    setOpen(false);
  };

  // The button is the dialog's trigger, so closing the dialog puts focus back on it.
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="flex h-9 w-full min-w-0 items-center gap-2 rounded-full border border-input bg-surface px-3 text-sm text-muted-foreground transition-colors hover:border-primary/50 md:w-64"
        aria-label={T.title}
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{T.button}</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[11px] md:inline">
          /
        </kbd>
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SearchDialog {...dialog.dialogProps} recent={recent} onPick={pick} />
        </Suspense>
      )}
    </>
  );
}
