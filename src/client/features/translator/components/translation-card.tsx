// One stored translation as the Saved and History dialogs and the /saved and /history pages show it, plus the
// pieces those lists share: loading skeleton, error and sign-in states, and the delete button for saved items
// (translation-list-states.tsx puts the states together).
import {
  AlertTriangle,
  ArrowRight,
  Download,
  Languages,
  Loader2,
  Lock,
  RotateCw,
  Trash2,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { resolveLanguage, type LanguageOption } from '@shared/languages';
import type { StoredTranslation } from '@shared/schemas/translations';
import { EmptyState } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { useDeleteSavedTranslation } from '../api/translations';
import { buildTranslatorLink } from '../lib/prefill-link';
import { countOf } from '@client/lib/plural';

/** The lists' user-visible strings (spec 1 §2 "Dialogs", "History page", §8), shared by UI and tests. */
export const TRANSLATIONS_TEXT = {
  savedTitle: 'Saved Translations',
  savedDescription: 'Translations you bookmarked, newest first.',
  savedRegion: 'Saved translations',
  savedLoading: 'Loading saved translations',
  savedError: 'Failed to fetch saved translations',
  savedEmptyTitle: 'No saved translations yet',
  savedEmptyHint: 'Click the bookmark icon under a translation to keep it here.',
  savedSignInTitle: 'Sign in to see your saved translations',
  savedSignInBody: 'Bookmark the translations you like and find them here on any device.',
  historyTitle: 'Translation History',
  historyDescription: 'Everything you translate while signed in, newest first.',
  historyRegion: 'Translation history',
  historyLoading: 'Loading your history',
  historyError: 'Failed to fetch history',
  historyEmptyTitle: 'No History Yet',
  historyEmptyHint: 'Translate something while signed in and it will show up here.',
  historySignInTitle: 'Sign in to see your history',
  historySignInBody: 'Your translations are kept here automatically while you are signed in.',
  authRequiredTitle: 'Authentication Required',
  authRequiredHistory: 'Please sign in to view your translation history',
  signIn: 'Sign In',
  errorHint: 'Check your connection and try again.',
  retry: 'Try again',
  startTranslating: 'Start translating',
  count: (n: number) => `${countOf(n, 'translation', 'translations')} found`,
  original: 'Original',
  translation: 'Translation',
  to: 'to',
  load: 'Load',
  openInTranslator: 'Open in translator',
  deleteSaved: 'Delete saved translation',
  deleting: 'Deleting saved translation',
  deleteSignInTitle: 'Please Sign In',
  deleteSignInDescription: 'You need to be signed in to delete translations.',
  deletedTitle: 'Deleted',
  deletedDescription: 'Translation removed from saved list.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete translation.',
} as const;

function LanguageTag({ language }: { language: LanguageOption }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
      <span aria-hidden>{language.flag}</span>
      <span className="truncate">{language.name}</span>
    </span>
  );
}

function TextBlock({
  label,
  text,
  language,
  emphasis = false,
}: {
  label: string;
  text: string;
  language: LanguageOption;
  emphasis?: boolean;
}) {
  return (
    <div
      className={cn(
        'grid gap-0.5 rounded-md px-3 py-2',
        emphasis ? 'bg-primary/8 dark:bg-primary/12' : 'bg-muted/70',
      )}
    >
      <dt
        className={cn(
          'text-[0.7rem] font-semibold uppercase tracking-wide',
          emphasis ? 'text-primary' : 'text-muted-foreground',
        )}
      >
        {label}
      </dt>
      <dd
        dir={language.direction}
        lang={language.locale}
        className={cn(
          'line-clamp-5 whitespace-pre-wrap text-start text-sm [overflow-wrap:anywhere]',
          emphasis && 'font-medium',
        )}
      >
        {text}
      </dd>
    </div>
  );
}

/**
 * A stored translation: when (relative, full date on hover), from → to, the original and the translation
 * (each in its own writing direction), and the caller's actions ('Load', 'Open in translator', delete).
 */
export function TranslationCard({
  translation,
  actions,
  now,
  className,
}: {
  translation: StoredTranslation;
  actions?: ReactNode;
  /** The moment relative times are measured from; the list passes one for all its cards. */
  now?: Date;
  className?: string;
}) {
  const source = resolveLanguage(translation.sourceLanguage);
  const target = resolveLanguage(translation.targetLanguage);
  const when = formatRelativeTime(translation.createdAt, now);
  return (
    <article
      className={cn(
        'grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)]',
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <p className="flex min-w-0 flex-wrap items-center gap-1.5">
          <LanguageTag language={source} />
          <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="sr-only">{TRANSLATIONS_TEXT.to}</span>
          <LanguageTag language={target} />
        </p>
        {when && (
          <time
            dateTime={translation.createdAt}
            title={formatFullDateTime(translation.createdAt)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {when}
          </time>
        )}
      </header>
      <dl className="grid gap-2">
        <TextBlock
          label={TRANSLATIONS_TEXT.original}
          text={translation.inputText}
          language={source}
        />
        <TextBlock
          label={TRANSLATIONS_TEXT.translation}
          text={translation.outputText}
          language={target}
          emphasis
        />
      </dl>
      {actions && <div className="flex flex-wrap items-center justify-end gap-2">{actions}</div>}
    </article>
  );
}

/** The cards of a list, newest first as the server sends them; relative times share one clock reading. */
export function TranslationList({
  translations,
  renderActions,
}: {
  translations: readonly StoredTranslation[];
  renderActions?: (translation: StoredTranslation) => ReactNode;
}) {
  // One reading per mount keeps every card's label consistent (and render pure).
  const [now] = useState(() => new Date());
  return (
    <ul className="grid gap-3">
      {translations.map((translation) => (
        <li key={translation.id}>
          <TranslationCard
            translation={translation}
            now={now}
            actions={renderActions?.(translation)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while a list loads; announced once to screen readers. */
export function TranslationListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-lg border bg-surface p-4" aria-hidden>
          <div className="flex items-center justify-between gap-3">
            <Skeleton rounded="full" className="h-5 w-44 max-w-[60%]" />
            <Skeleton className="h-3.5 w-16" />
          </div>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not load, with a way to try again. */
export function TranslationListError({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-danger/30 bg-danger/5 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle className="size-6" aria-hidden />
      </span>
      <p className="font-bold">{title}</p>
      <p className="text-sm text-muted-foreground">{TRANSLATIONS_TEXT.errorHint}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden />
        {TRANSLATIONS_TEXT.retry}
      </Button>
    </div>
  );
}

/** The 'Load' action of a card in the dialogs: fills the translator with it. */
export function LoadTranslationButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      <Download aria-hidden />
      {TRANSLATIONS_TEXT.load}
    </Button>
  );
}

/** An entry as the translator's prefill ({input, output, source, target}) for its 'open in translator' link. */
export function translatorPrefill(translation: StoredTranslation) {
  return {
    input: translation.inputText,
    output: translation.outputText,
    source: translation.sourceLanguage,
    target: translation.targetLanguage,
  };
}

/**
 * 'Open in translator' on the pages: an in-app link to the translator's prefill address, so the translator
 * opens filled in without a page load. Relative, so the app navigates without a page load: a long text would
 * make the address too long for a server request.
 */
export function OpenInTranslatorLink({ translation }: { translation: StoredTranslation }) {
  return (
    <Button asChild size="sm" variant="secondary">
      <Link href={buildTranslatorLink(translatorPrefill(translation), '')}>
        <Languages aria-hidden />
        {TRANSLATIONS_TEXT.openInTranslator}
      </Link>
    </Button>
  );
}

/** The link to /sign-in, for when no sign-in control is handed in (that page returns to the translator). */
export function SignInLink() {
  return (
    <Button asChild size="sm">
      <Link href={paths.signIn}>{TRANSLATIONS_TEXT.signIn}</Link>
    </Button>
  );
}

/** What a signed-out visitor sees instead of a list: why to sign in, and the control to do it. */
export function TranslationListSignIn({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState icon={<Lock aria-hidden />} title={title}>
      <p>{message}</p>
      <div className="mt-4 flex justify-center">{action ?? <SignInLink />}</div>
    </EmptyState>
  );
}

function deleteFailure(error: unknown) {
  if (error instanceof HttpError && error.status === 401) {
    return {
      title: TRANSLATIONS_TEXT.deleteSignInTitle,
      description: TRANSLATIONS_TEXT.deleteSignInDescription,
    };
  }
  return {
    title: TRANSLATIONS_TEXT.deleteFailedTitle,
    description:
      (error instanceof HttpError ? error.serverMessage : undefined) ??
      TRANSLATIONS_TEXT.deleteFailedFallback,
  };
}

/**
 * Removes a saved translation (DELETE /api/translations/saved/{id}); the lists refresh afterwards and a toast
 * says how it went (spec 1 §8). `signedIn` false answers 'Please Sign In' without calling; a 401 does too.
 * `onDone` runs after either outcome, once the list has refreshed (this button may be gone by then).
 */
export function DeleteSavedTranslationButton({
  translation,
  signedIn = true,
  onDone,
}: {
  translation: StoredTranslation;
  signedIn?: boolean;
  onDone?: () => void;
}) {
  const remove = useDeleteSavedTranslation();
  async function handleDelete() {
    if (!signedIn) {
      toast({
        title: TRANSLATIONS_TEXT.deleteSignInTitle,
        description: TRANSLATIONS_TEXT.deleteSignInDescription,
        variant: 'destructive',
      });
      return;
    }
    // mutateAsync (not mutate's callbacks): the toast must appear even though the refreshed list no longer
    // renders this button.
    try {
      await remove.mutateAsync(translation.id);
      toast({
        title: TRANSLATIONS_TEXT.deletedTitle,
        description: TRANSLATIONS_TEXT.deletedDescription,
        variant: 'success',
      });
    } catch (error) {
      toast({ ...deleteFailure(error), variant: 'destructive' });
    }
    onDone?.();
  }
  return (
    <Button
      variant="ghost-danger"
      size="icon-sm"
      aria-label={remove.isPending ? TRANSLATIONS_TEXT.deleting : TRANSLATIONS_TEXT.deleteSaved}
      title={TRANSLATIONS_TEXT.deleteSaved}
      disabled={remove.isPending}
      onClick={() => void handleDelete()}
    >
      {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
    </Button>
  );
}
