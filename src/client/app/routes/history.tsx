// /history (spec 1 §2 "History page"): the signed-in user's real history from the server, newest first, with
// relative times and a count line; each entry reopens in the translator.
import { ArrowRight, History } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { useTranslationHistory } from '@client/features/translator/api/translations';
import {
  OpenInTranslatorLink,
  TRANSLATIONS_TEXT,
  TranslationList,
  TranslationListError,
  TranslationListSignIn,
  TranslationListSkeleton,
  translatorPrefill,
} from '@client/features/translator/components/translation-card';
import { buildTranslatorLink } from '@client/features/translator/lib/prefill-link';

function HistoryBody() {
  const { user, isLoading } = useCurrentUser();
  const history = useTranslationHistory(!!user);
  if (isLoading || (user && history.isPending)) {
    return <TranslationListSkeleton label={TRANSLATIONS_TEXT.historyLoading} />;
  }
  if (!user) {
    return (
      <TranslationListSignIn
        title={TRANSLATIONS_TEXT.authRequiredTitle}
        message={TRANSLATIONS_TEXT.authRequiredHistory}
        action={<SignInArea />}
      />
    );
  }
  if (history.isError) {
    return (
      <TranslationListError
        title={TRANSLATIONS_TEXT.historyError}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const translations = history.data ?? [];
  if (translations.length === 0) {
    return (
      <EmptyState icon={<History aria-hidden />} title={TRANSLATIONS_TEXT.historyEmptyTitle}>
        <p>{TRANSLATIONS_TEXT.historyEmptyHint}</p>
        <div className="mt-4 flex justify-center">
          <Button asChild size="sm">
            <Link href={paths.home}>
              {TRANSLATIONS_TEXT.startTranslating} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        {TRANSLATIONS_TEXT.count(translations.length)}
      </p>
      <div
        role="region"
        aria-label={TRANSLATIONS_TEXT.historyRegion}
        // Scrollable, so reachable by keyboard.
        tabIndex={0}
        className="-mx-1 max-h-[600px] overflow-y-auto overscroll-contain rounded-md px-1 py-1"
      >
        <TranslationList
          translations={translations}
          renderActions={(translation) => (
            // Relative, so the app navigates without a page load: a long text would make the address too
            // long for a server request.
            <OpenInTranslatorLink href={buildTranslatorLink(translatorPrefill(translation), '')} />
          )}
        />
      </div>
    </div>
  );
}

export default function HistoryRoute() {
  return (
    <PageFrame
      title={TRANSLATIONS_TEXT.historyTitle}
      icon={<History aria-hidden />}
      description={TRANSLATIONS_TEXT.historyDescription}
      className="mx-auto max-w-3xl"
    >
      <HistoryBody />
    </PageFrame>
  );
}
