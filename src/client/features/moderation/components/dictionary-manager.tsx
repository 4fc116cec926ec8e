// /admin/dictionary (spec 2 §2 "Admin dictionary manager"): search and a language filter over every term, a
// page at a time, each with its language (by name), source and page link, Edit (the term dialog) and Delete
// (after a question). Editing or deleting a term also resolves the readers' reports about it. Under the list, a form
// pins a term to a coming day as its word of the day (issue 28): the server renders it, and its code (with the day
// arithmetic it needs) loads once the page has loaded (lib/lazy-after-first-paint.ts).
import { BookOpen, ExternalLink, Loader2, Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  DICTIONARY_LANGUAGES,
  SEARCH_DEBOUNCE_MS,
  dictionaryLanguageName,
} from '@shared/dictionary';
import { termPath } from '@shared/term-paths';
import type { SlangTerm } from '@shared/schemas/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label, selectClasses } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { cn } from '@client/lib/cn';
import { useDeleteTerm } from '../api/delete-term';
import { useDictionaryTerms } from '../api/get-dictionary-terms';
import type { LanguageFilter } from '../api/query-keys';
import { serverMessage } from '@client/lib/server-message';
import { COMMON_TEXT, DICTIONARY_TEXT as T } from '../texts';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ItemName } from '@client/components/ui/item-name';
import { ListRegion, useListFocus } from '@client/components/ui/list-states';
import { ListPagination, usePaging } from '@client/components/ui/list-pagination';
import { SearchField } from '@client/components/ui/search-field';
import { ModerationListBody } from './moderation-list-body';
import { PendingButton } from './pending-button';
import { TermDialog } from './term-dialog';
import { lazyAfterFirstPaint } from '@client/lib/lazy-after-first-paint';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

const PinWordOfTheDay = lazyAfterFirstPaint(() =>
  import('./pin-word-of-the-day').then((module) => ({ default: module.PinWordOfTheDay })),
);

/** The pin form's place until its code is there (a later navigation): an empty card of about its height on a wide
 * screen. */
function PinWordOfTheDayStandIn() {
  return (
    <div
      className="min-h-40 rounded-lg border bg-surface shadow-[var(--shadow-card)]"
      aria-hidden
    />
  );
}

function TermCard({
  term,
  onEdit,
  onDeleted,
}: {
  term: SlangTerm;
  onEdit: () => void;
  onDeleted: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const remove = useDeleteTerm({
    onSuccess: () => {
      toast({ title: T.deleted, variant: 'success' });
      onDeleted(cardRef.current);
    },
    onError: (error) =>
      toast({
        title: T.errorTitle,
        description: serverMessage(error, T.deleteFailed),
        variant: 'destructive',
      }),
  });

  return (
    <li>
      <article
        ref={cardRef}
        aria-labelledby={headingId}
        className="grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)] sm:grid-cols-[1fr_auto] sm:items-start sm:gap-x-6"
      >
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={headingId}
              className="text-base font-bold leading-tight [overflow-wrap:anywhere]"
            >
              {term.term}
            </h3>
            <Badge variant="primary">
              <span className="sr-only">{T.languageLabel}: </span>
              {dictionaryLanguageName(term.language)}
            </Badge>
            <Badge variant="muted">
              <span className="sr-only">{T.sourceLabel}: </span>
              {T.source[term.source] ?? term.source}
            </Badge>
          </div>
          <p className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {term.meaning}
          </p>
          <Link
            href={termPath(term.slug)}
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
          >
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            {T.viewPage}
            <ItemName name={term.term} />
          </Link>
        </div>
        <div className="flex flex-col gap-2 min-[420px]:flex-row">
          <Button size="sm" variant="outline" onClick={onEdit} disabled={remove.isPending}>
            <Pencil aria-hidden />
            {T.edit}
            <ItemName name={term.term} />
          </Button>
          <ConfirmDialog
            title={T.deleteConfirmTitle}
            question={T.deleteConfirm}
            confirmLabel={T.delete}
            onConfirm={() => remove.mutate(term.id)}
            trigger={
              <PendingButton
                size="sm"
                variant="outline-danger"
                pending={remove.isPending}
                icon={<Trash2 aria-hidden />}
                label={T.delete}
                pendingLabel={T.deleting}
                itemName={term.term}
              />
            }
          />
        </div>
      </article>
    </li>
  );
}

export function DictionaryManager() {
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const [dialog, setDialog] = useState<{ open: boolean; term: SlangTerm | null }>({
    open: false,
    term: null,
  });
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { page, setPage, keepWithin } = usePaging(JSON.stringify([language, query]));
  const terms = useDictionaryTerms(language, query, page);
  // Deleting the last term of the last page leaves that page empty: show the one before.
  keepWithin(terms.isPlaceholderData ? undefined : terms.data?.totalPages);
  const { regionRef, leave } = useListFocus();

  function changePage(next: number) {
    setPage(next);
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView?.({ block: 'start' });
  }

  // spec 2 §8: a failed load is also announced with the "Error" toast, once per failure.
  useEffect(() => {
    if (terms.isError) {
      toast({ title: T.errorTitle, description: T.loadFailed, variant: 'destructive' });
    }
  }, [terms.isError, terms.errorUpdatedAt]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          id="dictionary-search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={setSearch}
          className="md:flex-1"
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="dictionary-language" className="shrink-0">
            {T.languageFilterLabel}
          </Label>
          <select
            id="dictionary-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageFilter)}
            className={cn(selectClasses, 'md:w-48')}
          >
            <option value="all">{T.allLanguages}</option>
            {DICTIONARY_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {dictionaryLanguageName(code)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setDialog({ open: true, term: null })}>
          <Plus aria-hidden />
          {T.addTerm}
        </Button>
      </div>

      <ListRegion ref={regionRef} label={T.listLabel}>
        <ModerationListBody
          query={terms}
          items={(data) => data.terms}
          texts={{ loading: T.loading, loadFailed: T.loadFailedCard }}
          empty={{ icon: <BookOpen aria-hidden />, title: T.empty, hint: T.emptyHint }}
          renderItem={(term) => (
            <TermCard
              term={term}
              onEdit={() => setDialog({ open: true, term })}
              onDeleted={leave}
            />
          )}
          renderList={(cards, data) => (
            <div className="grid gap-3">
              <p
                role="status"
                className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
              >
                {T.showing(
                  (data.page - 1) * data.pageSize + 1,
                  (data.page - 1) * data.pageSize + data.terms.length,
                  data.total,
                )}
                {terms.isPlaceholderData && (
                  <>
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                    <span className="sr-only">{COMMON_TEXT.updating}</span>
                  </>
                )}
              </p>
              <ul className="grid gap-3">{cards}</ul>
              <ListPagination
                page={page}
                totalPages={data.totalPages}
                onPageChange={changePage}
                disabled={terms.isPlaceholderData}
              />
            </div>
          )}
        />
      </ListRegion>

      <Suspense fallback={<PinWordOfTheDayStandIn />}>
        <PinWordOfTheDay />
      </Suspense>

      <TermDialog
        open={dialog.open}
        term={dialog.term}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
