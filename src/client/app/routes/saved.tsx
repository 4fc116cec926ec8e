// /saved (spec 1 §2 "Saved page"): its own header (back to the translator, theme toggle, sign-in controls) and
// the signed-in user's saved translations, each with delete and 'Open in translator'.
import { ArrowLeft, Bookmark } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@client/components/layout/page-frame';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { paths } from '@client/config/paths';
import {
  currentUserQueryOptions,
  useCurrentUser,
} from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { useSavedTranslations } from '@client/features/translator/api/translations';
import {
  OpenInTranslatorLink,
  TRANSLATIONS_TEXT,
} from '@client/features/translator/components/translation-card';
import {
  isSessionExpired,
  SavedTranslationsRegion,
  TranslationListStates,
} from '@client/features/translator/components/translation-list-states';

function SavedBody() {
  const { user, isLoading } = useCurrentUser();
  const saved = useSavedTranslations(!!user);
  const sessionExpired = isSessionExpired(saved.error);
  const queryClient = useQueryClient();
  // The session ended since the page loaded: ask again, so the header and the prompt offer 'Sign In'.
  useEffect(() => {
    if (sessionExpired)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  }, [sessionExpired, queryClient]);
  return (
    <TranslationListStates
      list="saved"
      query={saved}
      signedIn={isLoading ? null : !!user && !sessionExpired}
      signInAction={<SignInArea />}
      startTranslating
    >
      {(translations) => (
        <SavedTranslationsRegion
          translations={translations}
          action={(translation) => <OpenInTranslatorLink translation={translation} />}
        />
      )}
    </TranslationListStates>
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
