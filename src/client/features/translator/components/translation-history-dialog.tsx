// The Translation History dialog (spec 1 §2 "Dialogs"): sign-in prompt, loading, error, empty state or the
// list, in an area 500 px high that scrolls. Loaded lazily by the translator.
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoredTranslation } from '@shared/schemas/translations';
import { EmptyState } from '@client/components/layout/page-frame';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useTranslationHistory } from '../api/translations';
import type { TranslationListDialogProps } from './saved-translations-dialog';
import {
  LoadTranslationButton,
  TRANSLATIONS_TEXT,
  TranslationList,
  TranslationListError,
  TranslationListSignIn,
  TranslationListSkeleton,
} from './translation-card';

export function TranslationHistoryDialog({
  open,
  onOpenChange,
  onLoad,
  signedIn,
  signInAction,
}: TranslationListDialogProps) {
  // Asked for only while the dialog is open and someone is signed in; a 401 reads as an empty list.
  const history = useTranslationHistory(open && signedIn === true);

  function load(translation: StoredTranslation) {
    onLoad(translation);
    onOpenChange(false);
  }

  let body: ReactNode;
  if (signedIn === false) {
    body = (
      <TranslationListSignIn
        title={TRANSLATIONS_TEXT.historySignInTitle}
        message={TRANSLATIONS_TEXT.historySignInBody}
        action={signInAction}
      />
    );
  } else if (signedIn === null || history.isPending) {
    body = <TranslationListSkeleton label={TRANSLATIONS_TEXT.historyLoading} />;
  } else if (history.isError) {
    body = (
      <TranslationListError
        title={TRANSLATIONS_TEXT.historyError}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (history.data.length === 0) {
    body = (
      <EmptyState icon={<History aria-hidden />} title={TRANSLATIONS_TEXT.historyEmptyTitle}>
        {TRANSLATIONS_TEXT.historyEmptyHint}
      </EmptyState>
    );
  } else {
    body = (
      <TranslationList
        translations={history.data}
        renderActions={(translation) => <LoadTranslationButton onClick={() => load(translation)} />}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl max-sm:p-5">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden />
            {TRANSLATIONS_TEXT.historyTitle}
          </DialogTitle>
          <DialogDescription>{TRANSLATIONS_TEXT.historyDescription}</DialogDescription>
        </DialogHeader>
        {/* One fixed-height area for every state, so the dialog keeps its size while the list loads; on a
            short screen it shrinks so the dialog itself never needs to scroll. */}
        <div
          role="region"
          aria-label={TRANSLATIONS_TEXT.historyRegion}
          // Scrollable, so reachable by keyboard.
          tabIndex={0}
          className="-mx-1 h-[min(500px,calc(80vh-9rem))] min-h-48 overflow-y-auto overscroll-contain rounded-md px-1 py-1"
        >
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default TranslationHistoryDialog;
