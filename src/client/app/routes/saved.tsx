// /saved (spec 1 §2 "Saved page"): in the shared frame (header, footer) like /history, with a link back to the
// translator, and the signed-in user's saved translations, each with delete and 'Open in translator'.
import { ArrowLeft, Bookmark } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
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
  // The shared header carries the theme toggle and the sign-in controls the spec asks of this page; the way
  // back to the translator stays beside the title.
  return (
    <PageFrame
      title={TRANSLATIONS_TEXT.savedTitle}
      icon={<Bookmark aria-hidden />}
      description={TRANSLATIONS_TEXT.savedDescription}
      actions={
        <Link
          href={paths.home}
          className="flex items-center gap-2 rounded-sm text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to translator
        </Link>
      }
      className="mx-auto max-w-3xl"
    >
      <SavedBody />
    </PageFrame>
  );
}
