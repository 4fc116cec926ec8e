// The Saved Translations dialog (spec 1 §2 "Dialogs"): sign-in prompt, loading skeleton, error, empty state or
// the list (scrolling within 60vh; the dialog stays within 80vh). Loaded lazily by the translator.
import { Bookmark, BookmarkPlus } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import type { StoredTranslation } from '@shared/schemas/translations';
import { EmptyState } from '@client/components/layout/page-frame';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { HttpError } from '@client/lib/api-client';
import { useSavedTranslations } from '../api/translations';
import {
  DeleteSavedTranslationButton,
  LoadTranslationButton,
  TRANSLATIONS_TEXT,
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

export function SavedTranslationsDialog({
  open,
  onOpenChange,
  onLoad,
  signedIn,
  signInAction,
}: TranslationListDialogProps) {
  // The list is asked for only while the dialog is open and someone is signed in (spec 1 §7).
  const saved = useSavedTranslations(open && signedIn === true);
  const regionRef = useRef<HTMLDivElement>(null);
  const sessionExpired = saved.error instanceof HttpError && saved.error.status === 401;

  function load(translation: StoredTranslation) {
    onLoad(translation);
    onOpenChange(false);
  }

  let body: ReactNode;
  if (signedIn === false || sessionExpired) {
    body = (
      <TranslationListSignIn
        title={TRANSLATIONS_TEXT.savedSignInTitle}
        message={TRANSLATIONS_TEXT.savedSignInBody}
        action={signInAction}
      />
    );
  } else if (signedIn === null || saved.isPending) {
    body = <TranslationListSkeleton label={TRANSLATIONS_TEXT.savedLoading} rows={2} />;
  } else if (saved.isError) {
    body = (
      <TranslationListError
        title={TRANSLATIONS_TEXT.savedError}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
      />
    );
  } else if (saved.data.length === 0) {
    body = (
      <EmptyState icon={<BookmarkPlus aria-hidden />} title={TRANSLATIONS_TEXT.savedEmptyTitle}>
        {TRANSLATIONS_TEXT.savedEmptyHint}
      </EmptyState>
    );
  } else {
    body = (
      <div
        ref={regionRef}
        role="region"
        aria-label={TRANSLATIONS_TEXT.savedRegion}
        // Scrollable, so reachable by keyboard; it also takes the focus back after a delete.
        tabIndex={0}
        className="-mx-1 max-h-[min(60vh,calc(80vh-9rem))] overflow-y-auto overscroll-contain rounded-md px-1 py-1"
      >
        <TranslationList
          translations={saved.data}
          renderActions={(translation) => (
            <>
              <DeleteSavedTranslationButton
                translation={translation}
                onDone={() => regionRef.current?.focus()}
              />
              <LoadTranslationButton onClick={() => load(translation)} />
            </>
          )}
        />
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl max-sm:p-5">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Bookmark className="size-5 text-primary" aria-hidden />
            {TRANSLATIONS_TEXT.savedTitle}
          </DialogTitle>
          <DialogDescription>{TRANSLATIONS_TEXT.savedDescription}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

export default SavedTranslationsDialog;
