// The search dialog's body (spec 1 §2 "Search dialog"): searches as you type (250 ms debounce, blank queries
// never sent), arrow keys move the highlight, Enter or a click opens the term page and remembers the term.
// States: idle (recent searches, and the week's trending terms), loading, error with 'Try again', results, empty;
// AI guesses are marked as not verified and offer to suggest the term. Loaded lazily when the dialog first opens.
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Clock, Loader2, Search, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from '@shared/dictionary';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { searchQueryOptions, type SearchItem } from '../api/search-slang';
import { SEARCH_TEXT as T, TRENDING_TEXT } from '../texts';
import { TrendingTerms } from './trending-terms';

export interface SearchPanelProps {
  recent: string[];
  /** Remembers the term and closes the dialog. */
  onPick: (term: string) => void;
}

const suggestLink = (item: SearchItem) => {
  const params = new URLSearchParams({ term: item.term, meaning: item.meaning });
  if (item.long_explanation) params.set('long', item.long_explanation);
  if (item.context_source) params.set('context', item.context_source);
  return `${paths.suggestTerm}?${params.toString()}`;
};

export default function SearchPanel({ recent, onPick }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  // The highlight belongs to one list: a new list (another query, or back to idle) starts at its first item.
  const [highlightState, setHighlightState] = useState({ list: '', index: 0 });
  const [, navigate] = useLocation();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const search = useQuery({ ...searchQueryOptions(debounced), enabled: debounced !== '' });
  const settled = trimmed !== '' && trimmed === debounced;
  const response = settled ? search.data : undefined;
  const verified = response?.kind === 'verified' ? response.items : [];
  const guesses = response?.kind === 'ai_guess' ? response.items : [];
  const idle = trimmed === '';
  const options = idle ? recent : verified.map((item) => item.slug);

  const listKey = idle ? '' : debounced;
  const highlight = highlightState.list === listKey ? highlightState.index : 0;
  const setHighlight = (update: number | ((current: number) => number)) =>
    setHighlightState({
      list: listKey,
      index: typeof update === 'function' ? update(highlight) : update,
    });
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${highlight}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [highlight]);

  const open = (item: SearchItem) => {
    onPick(item.term);
    navigate(paths.slang(item.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (idle) {
        const term = recent[highlight];
        if (term) setQuery(term);
        return;
      }
      const item = verified[highlight];
      if (item) open(item);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = options.length > 0 ? optionId(highlight) : undefined;

  return (
    <>
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <input
          autoFocus
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          {...(activeId ? { 'aria-activedescendant': activeId } : {})}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          placeholder={T.placeholder}
          aria-label={T.inputLabel}
          className="h-14 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        {settled && search.isFetching ? (
          <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <kbd className="rounded border bg-muted px-1.5 font-mono text-[11px] text-muted-foreground">
            Esc
          </kbd>
        )}
      </div>
      <div className="max-h-[min(60vh,26rem)] overflow-y-auto p-3" aria-live="polite">
        {idle ? (
          <>
            {recent.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">{T.idle}</p>
            ) : (
              <>
                <p className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {T.recent}
                </p>
                <ul
                  ref={listRef}
                  id={listId}
                  role="listbox"
                  aria-label={T.recent}
                  className="grid gap-1"
                >
                  {recent.map((term, index) => (
                    <li
                      key={term}
                      id={optionId(index)}
                      data-index={index}
                      role="option"
                      aria-selected={index === highlight}
                      onClick={() => setQuery(term)}
                      onMouseMove={() => setHighlight(index)}
                      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm aria-selected:bg-muted"
                    >
                      <Clock className="size-4 text-muted-foreground" aria-hidden /> {term}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <TrendingTerms
              title={TRENDING_TEXT.searchTitle}
              compact
              onPick={onPick}
              className={recent.length === 0 ? 'pb-2' : 'mt-4 pb-2'}
            />
          </>
        ) : !settled || search.isPending ? (
          <p className="flex items-center justify-center gap-2 px-2 py-6 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {T.loading}
          </p>
        ) : search.isError ? (
          <div
            className="flex flex-col items-center gap-3 px-2 py-6 text-center text-sm"
            role="alert"
          >
            <p className="flex items-center gap-2 text-danger">
              <AlertCircle className="size-4" aria-hidden /> {T.failed}
            </p>
            <Button size="sm" variant="outline" onClick={() => void search.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : verified.length > 0 ? (
          <>
            <p className="sr-only">{T.results(verified.length)}</p>
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={T.resultsLabel}
              className="grid gap-1"
            >
              {verified.map((item, index) => (
                <li
                  key={item.slug}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={index === highlight}
                  onClick={() => open(item)}
                  onMouseMove={() => setHighlight(index)}
                  className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-muted"
                >
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold">{item.term}</span>
                    {item.context_source && (
                      <span className="text-xs text-muted-foreground">{item.context_source}</span>
                    )}
                  </span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{item.meaning}</span>
                </li>
              ))}
            </ul>
          </>
        ) : guesses.length > 0 ? (
          <ul className="grid gap-2">
            {guesses.map((item) => (
              <li key={item.term} className="rounded-md border border-dashed px-3 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{item.term}</span>
                  <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    <Sparkles className="size-3" aria-hidden /> {T.aiGuess}
                  </span>
                </span>
                <span className="block text-sm text-muted-foreground">{item.meaning}</span>
                <Link
                  href={suggestLink(item)}
                  onClick={() => onPick(item.term)}
                  className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {T.suggest}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="px-2 py-6 text-center text-sm">
            <p className="font-medium">{T.empty(trimmed)}</p>
            <p className="mt-1 text-muted-foreground">{T.emptyHint}</p>
            <Link
              href={`${paths.dictionaryAdd}?term=${encodeURIComponent(trimmed)}`}
              onClick={() => onPick(trimmed)}
              className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              {T.addIt}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
