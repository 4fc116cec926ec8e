// /saved (spec 1 §2 "Saved page"): its own header (back to the translator, theme toggle, sign-in controls) and
// the signed-in user's saved translations, each with delete and 'Open in translator'.
import { ArrowLeft, ArrowRight, Bookmark, BookmarkPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { EmptyState, useDocumentTitle } from '@client/components/layout/page-frame';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import {
  currentUserQueryOptions,
  useCurrentUser,
} from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { useSavedTranslations } from '@client/features/translator/api/translations';
import {
  DeleteSavedTranslationButton,
  OpenInTranslatorLink,
  TRANSLATIONS_TEXT,
  TranslationList,
  TranslationListError,
  TranslationListSignIn,
  TranslationListSkeleton,
  translatorPrefill,
} from '@client/features/translator/components/translation-card';
import { buildTranslatorLink } from '@client/features/translator/lib/prefill-link';

function SavedBody() {
  const { user, isLoading } = useCurrentUser();
  const saved = useSavedTranslations(!!user);
  // Takes the focus after a delete, whose button is gone once the list refreshes.
  const listRef = useRef<HTMLDivElement>(null);
  const sessionExpired = saved.error instanceof HttpError && saved.error.status === 401;
  const queryClient = useQueryClient();
  // The session ended since the page loaded: ask again, so the header and the prompt offer 'Sign In'.
  useEffect(() => {
    if (sessionExpired)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  }, [sessionExpired, queryClient]);
  if (isLoading || (user && saved.isPending)) {
    return <TranslationListSkeleton label={TRANSLATIONS_TEXT.savedLoading} />;
  }
  if (!user || sessionExpired) {
    return (
      <TranslationListSignIn
        title={TRANSLATIONS_TEXT.savedSignInTitle}
        message={TRANSLATIONS_TEXT.savedSignInBody}
        action={<SignInArea />}
      />
    );
  }
  if (saved.isError) {
    return (
      <TranslationListError
        title={TRANSLATIONS_TEXT.savedError}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
      />
    );
  }
  const translations = saved.data ?? [];
  if (translations.length === 0) {
    return (
      <EmptyState icon={<BookmarkPlus aria-hidden />} title={TRANSLATIONS_TEXT.savedEmptyTitle}>
        <p>{TRANSLATIONS_TEXT.savedEmptyHint}</p>
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
    <div
      ref={listRef}
      tabIndex={-1}
      aria-label={TRANSLATIONS_TEXT.savedRegion}
      role="region"
      className="rounded-md outline-none"
    >
      <TranslationList
        translations={translations}
        renderActions={(translation) => (
          <>
            <DeleteSavedTranslationButton
              translation={translation}
              onDone={() => listRef.current?.focus()}
            />
            {/* Relative, so the app navigates without a page load: a long text would make the address too
                long for a server request. */}
            <OpenInTranslatorLink href={buildTranslatorLink(translatorPrefill(translation), '')} />
          </>
        )}
      />
    </div>
  );
}

export default function SavedRoute() {
  useDocumentTitle(TRANSLATIONS_TEXT.savedTitle);
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <Link
            href={paths.home}
            className="flex items-center gap-2 rounded-sm text-sm font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to translator
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <SignInArea />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <div className="grid gap-1.5">
          <h1 className="flex items-center gap-3 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Bookmark className="size-7 text-primary" aria-hidden />
            {TRANSLATIONS_TEXT.savedTitle}
          </h1>
          <p className="text-muted-foreground">{TRANSLATIONS_TEXT.savedDescription}</p>
        </div>
        <SavedBody />
      </main>
    </div>
  );
}
