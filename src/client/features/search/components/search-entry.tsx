// The header's slang search entry (spec 1 §2 "Search dialog"): opens with '/' when focus is not in a field,
// Escape closes and clears, Enter saves the term to recent searches (5 kept) and opens /slang/{slug}.
import { Clock, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { slugify } from '@shared/slug';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { isStringArray, storedValue } from '@client/lib/storage';

const RECENT_LIMIT = 5;
export const recentSearchesStore = storedValue<string[]>('recent-searches', 1, isStringArray, []);

export function rememberSearch(term: string, previous: string[]): string[] {
  return [term, ...previous.filter((item) => item.toLowerCase() !== term.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
}

function isTypingTarget(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function SearchEntry() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>(() => recentSearchesStore.read());
  const [, navigate] = useLocation();

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

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };

  const go = (term: string) => {
    const trimmed = term.trim();
    const slug = slugify(trimmed);
    if (!slug) return;
    const next = rememberSearch(trimmed, recent);
    recentSearchesStore.write(next);
    setRecent(next);
    close(false);
    navigate(`/slang/${encodeURIComponent(slug)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(query);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-9 w-full min-w-0 items-center gap-2 rounded-full border border-input bg-surface px-3 text-sm text-muted-foreground transition-colors hover:border-primary/50 md:w-64"
        aria-label="Search slang"
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="truncate">Search slang...</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[11px] md:inline">
          /
        </kbd>
      </button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="top-[15%] translate-y-0 p-0" hideClose>
          <DialogTitle className="sr-only">Search slang</DialogTitle>
          <DialogDescription className="sr-only">
            Type a slang term and press Enter to open its page.
          </DialogDescription>
          <form onSubmit={submit} className="flex items-center gap-2 border-b px-4">
            <Search className="size-5 text-muted-foreground" aria-hidden />
            <input
              autoFocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search slang, e.g. rizz, no cap, che boludo"
              aria-label="Slang term"
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
            <kbd className="rounded border bg-muted px-1.5 font-mono text-[11px] text-muted-foreground">
              Esc
            </kbd>
          </form>
          <div className="p-3">
            {recent.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                Type a term and press Enter. Your recent searches will show here.
              </p>
            ) : (
              <>
                <p className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Recent searches
                </p>
                <ul className="grid gap-1">
                  {recent.map((term) => (
                    <li key={term}>
                      <button
                        type="button"
                        onClick={() => go(term)}
                        className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted"
                      >
                        <Clock className="size-4 text-muted-foreground" aria-hidden /> {term}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
