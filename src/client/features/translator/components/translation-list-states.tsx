// What the four translation lists (the Saved and History dialogs, the /saved and /history pages) share: one
// state machine (loading skeleton, sign-in prompt, error with retry, empty state, the list), the lists'
// region, the saved list with its delete buttons, and the dialogs' frame. Each screen keeps its own query,
// the region's size and the cards' actions.
import { ArrowRight, Bookmark, BookmarkPlus, History } from 'lucide-react';
import { useRef, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import type { StoredTranslation } from '@shared/schemas/translations';
import { EmptyState } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import {
  DeleteSavedTranslationButton,
  TRANSLATIONS_TEXT as T,
  TranslationList,
  TranslationListError,
  TranslationListSignIn,
  TranslationListSkeleton,
} from './translation-card';

export interface TranslationListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fills the translator with this translation (the translator shows 'Translation Loaded'). */
  onLoad: (translation: StoredTranslation) => void;
  /**
   * Whether someone is signed in; `null` while the session call is still pending. Features never import each
   * other, so the page composing the dialog passes it: `signedIn={isLoading ? null : !!user}`.
   */
  signedIn: boolean | null;
  /** The signed-out prompt's control, e.g. `<SignInArea />`; without it, a link to the /sign-in page. */
  signInAction?: ReactNode;
}

/** A list call that answered 401: the session ended, so the saved list asks to sign in again. */
export function isSessionExpired(error: unknown) {
  return error instanceof HttpError && error.status === 401;
}

/** Each list's strings and icons (the dialog title's, the empty state's). */
const LISTS = {
  saved: {
    title: T.savedTitle,
    description: T.savedDescription,
    icon: Bookmark,
    loading: T.savedLoading,
    signInTitle: T.savedSignInTitle,
    signInMessage: T.savedSignInBody,
    error: T.savedError,
    emptyTitle: T.savedEmptyTitle,
    emptyHint: T.savedEmptyHint,
    emptyIcon: <BookmarkPlus aria-hidden />,
  },
  history: {
    title: T.historyTitle,
    description: T.historyDescription,
    icon: History,
    loading: T.historyLoading,
    signInTitle: T.historySignInTitle,
    signInMessage: T.historySignInBody,
    error: T.historyError,
    emptyTitle: T.historyEmptyTitle,
    emptyHint: T.historyEmptyHint,
    emptyIcon: <History aria-hidden />,
  },
} as const;

/** What the states read from a list query (`useSavedTranslations`, `useTranslationHistory`). */
export interface TranslationListQuery {
  data: StoredTranslation[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One list's states, in order: signed out → the sign-in prompt; session pending or list pending → skeleton;
 * failed → the error with 'Try again'; empty → the empty state; otherwise `children(translations)`.
 */
export function TranslationListStates({
  list,
  query,
  signedIn,
  signInAction,
  signInPrompt,
  skeletonRows,
  startTranslating = false,
  children,
}: {
  list: keyof typeof LISTS;
  query: TranslationListQuery;
  /** `null` while the session is pending; a caller that treats a 401 as signed out passes `false` then. */
  signedIn: boolean | null;
  signInAction?: ReactNode;
  /** Other words for the sign-in prompt than the list's own (the /history page's 'Authentication Required'). */
  signInPrompt?: { title: string; message: string };
  skeletonRows?: number;
  /** The pages' empty state also offers 'Start translating', a link to the translator. */
  startTranslating?: boolean;
  children: (translations: StoredTranslation[]) => ReactNode;
}) {
  const text = LISTS[list];
  if (signedIn === false) {
    return (
      <TranslationListSignIn
        title={signInPrompt?.title ?? text.signInTitle}
        message={signInPrompt?.message ?? text.signInMessage}
        action={signInAction}
      />
    );
  }
  if (signedIn === null || query.isPending) {
    return <TranslationListSkeleton label={text.loading} rows={skeletonRows} />;
  }
  if (query.isError) {
    return (
      <TranslationListError
        title={text.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const translations = query.data ?? [];
  if (translations.length === 0) {
    return (
      <EmptyState icon={text.emptyIcon} title={text.emptyTitle}>
        {startTranslating ? (
          <>
            <p>{text.emptyHint}</p>
            <div className="mt-4 flex justify-center">
              <Button asChild size="sm">
                <Link href={paths.home}>
                  {T.startTranslating} <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          </>
        ) : (
          text.emptyHint
        )}
      </EmptyState>
    );
  }
  return children(translations);
}

/**
 * A list's region. With `scroll` (the classes that bound its height) it scrolls, so it is reachable by keyboard;
 * without, it only takes the focus from script (after a delete).
 */
export function TranslationListRegion({
  label,
  scroll,
  ref,
  children,
}: {
  label: string;
  scroll?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={scroll ? 0 : -1}
      className={
        scroll
          ? cn('-mx-1 overflow-y-auto overscroll-contain rounded-md px-1 py-1', scroll)
          : 'rounded-md outline-none'
      }
    >
      {children}
    </div>
  );
}

/**
 * The saved list in its region: each card with delete and the screen's own `action`. After a delete the region
 * takes the focus, since the button is gone once the list refreshes.
 */
export function SavedTranslationsRegion({
  translations,
  action,
  scroll,
}: {
  translations: readonly StoredTranslation[];
  action: (translation: StoredTranslation) => ReactNode;
  scroll?: string;
}) {
  const regionRef = useRef<HTMLDivElement>(null);
  return (
    <TranslationListRegion ref={regionRef} label={T.savedRegion} scroll={scroll}>
      <TranslationList
        translations={translations}
        renderActions={(translation) => (
          <>
            <DeleteSavedTranslationButton
              translation={translation}
              onDone={() => regionRef.current?.focus()}
            />
            {action(translation)}
          </>
        )}
      />
    </TranslationListRegion>
  );
}

/**
 * The Saved or History dialog: the title with its icon, the description, then the list's states inside
 * `frame` (if given). `children` gets the translations and `load`, which fills the translator and closes.
 */
export function TranslationListDialog({
  open,
  onOpenChange,
  onLoad,
  signedIn,
  signInAction,
  list,
  query,
  skeletonRows,
  frame = (states) => states,
  children,
}: TranslationListDialogProps & {
  list: keyof typeof LISTS;
  query: TranslationListQuery;
  skeletonRows?: number;
  frame?: (states: ReactNode) => ReactNode;
  children: (
    translations: StoredTranslation[],
    load: (translation: StoredTranslation) => void,
  ) => ReactNode;
}) {
  const { icon: Icon, title, description } = LISTS[list];
  function load(translation: StoredTranslation) {
    onLoad(translation);
    onOpenChange(false);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl" className="max-sm:p-5">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Icon className="size-5 text-primary" aria-hidden />
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {frame(
          <TranslationListStates
            list={list}
            query={query}
            signedIn={signedIn}
            signInAction={signInAction}
            skeletonRows={skeletonRows}
          >
            {(translations) => children(translations, load)}
          </TranslationListStates>,
        )}
      </DialogContent>
    </Dialog>
  );
}
