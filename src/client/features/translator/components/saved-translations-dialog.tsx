// The Saved Translations dialog (spec 1 §2 "Dialogs"): sign-in prompt, loading skeleton, error, empty state or
// the list (scrolling within 60vh; the dialog stays within 80vh). Loaded lazily by the translator.
import { useSavedTranslations } from '../api/translations';
import { LoadTranslationButton } from './translation-card';
import {
  isSessionExpired,
  SavedTranslationsRegion,
  TranslationListDialog,
  type TranslationListDialogProps,
} from './translation-list-states';

export function SavedTranslationsDialog(props: TranslationListDialogProps) {
  // The list is asked for only while the dialog is open and someone is signed in (spec 1 §7).
  const saved = useSavedTranslations(props.open && props.signedIn === true);
  return (
    <TranslationListDialog
      {...props}
      // A 401 means the session ended: ask to sign in again.
      signedIn={isSessionExpired(saved.error) ? false : props.signedIn}
      list="saved"
      query={saved}
      skeletonRows={2}
    >
      {(translations, load) => (
        <SavedTranslationsRegion
          translations={translations}
          scroll="max-h-[min(60vh,calc(80vh-9rem))]"
          action={(translation) => <LoadTranslationButton onClick={() => load(translation)} />}
        />
      )}
    </TranslationListDialog>
  );
}

export default SavedTranslationsDialog;
