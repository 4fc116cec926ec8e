// The header's slang search entry (spec 1 §2 "Search dialog"): opens with '/' when focus is not in a field,
// Escape closes and clears; a picked term is saved to recent searches (5 kept). The dialog's body loads lazily,
// so the search code costs the first page nothing.
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { isTypingTarget } from '@client/lib/is-typing-target';
import { isStringArray, storedValue } from '@client/lib/storage';
import { SEARCH_ENTRY_TEXT as T } from '../search-entry-text';

const SearchPanel = lazy(() => import('./search-panel'));

const RECENT_LIMIT = 5;
export const recentSearchesStore = storedValue<string[]>('recent-searches', 1, isStringArray, []);

export function rememberSearch(term: string, previous: string[]): string[] {
  return [term, ...previous.filter((item) => item.toLowerCase() !== term.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
}

export function SearchEntry() {
  const [open, setOpen] = useState(false);
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
  }, []);

  const pick = (term: string) => {
    const next = rememberSearch(term.trim(), recent);
    recentSearchesStore.write(next);
    setRecent(next);
    setOpen(false);
  };

  // The button is the dialog's trigger, so closing the dialog puts focus back on it.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="flex h-9 w-full min-w-0 items-center gap-2 rounded-full border border-input bg-surface px-3 text-sm text-muted-foreground transition-colors hover:border-primary/50 md:w-64"
          aria-label={T.title}
        >
          <Search className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{T.button}</span>
          <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[11px] md:inline">
            /
          </kbd>
        </button>
      </DialogTrigger>
      <DialogContent className="top-[12%] translate-y-0 gap-0 p-0" hideClose lazyBody>
        <DialogTitle className="sr-only">{T.title}</DialogTitle>
        <DialogDescription className="sr-only">{T.description}</DialogDescription>
        {open && (
          <Suspense
            fallback={
              <div className="flex h-14 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <SearchPanel recent={recent} onPick={pick} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
