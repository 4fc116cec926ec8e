// /history (spec 1 §2 "History page"): the signed-in user's real history from the server, newest first, with
// relative times and a count line; each entry reopens in the translator. The list grows with the page.
import { History } from 'lucide-react';
import { PageFrame } from '@client/components/layout/page-frame';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignInArea } from '@client/features/auth/components/sign-in-area';
import { useTranslationHistory } from '@client/features/translator/api/translations';
import {
  OpenInTranslatorLink,
  TRANSLATIONS_TEXT,
  TranslationList,
} from '@client/features/translator/components/translation-card';
import {
  TranslationListRegion,
  TranslationListStates,
} from '@client/features/translator/components/translation-list-states';

function HistoryBody() {
  const { user, isLoading } = useCurrentUser();
  const history = useTranslationHistory(!!user);
  return (
    <TranslationListStates
      list="history"
      query={history}
      signedIn={isLoading ? null : !!user}
      signInAction={<SignInArea />}
      signInPrompt={{
        title: TRANSLATIONS_TEXT.authRequiredTitle,
        message: TRANSLATIONS_TEXT.authRequiredHistory,
      }}
      startTranslating
    >
      {(translations) => (
        <div className="grid gap-3">
          <p className="text-sm font-medium text-muted-foreground">
            {TRANSLATIONS_TEXT.count(translations.length)}
          </p>
          {/* The page itself scrolls: a box of its own (spec 1 §2 had one of 600 px) clipped the cards on
              phones inside a second scroll area (issue 8). */}
          <TranslationListRegion label={TRANSLATIONS_TEXT.historyRegion}>
            <TranslationList
              translations={translations}
              renderActions={(translation) => <OpenInTranslatorLink translation={translation} />}
            />
          </TranslationListRegion>
        </div>
      )}
    </TranslationListStates>
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
