// The Translation History dialog (spec 1 §2 "Dialogs"): sign-in prompt, loading, error, empty state or the
// list, in an area 500 px high that scrolls. Loaded lazily by the translator.
import { useTranslationHistory } from '../api/translations';
import { LoadTranslationButton, TRANSLATIONS_TEXT, TranslationList } from './translation-card';
import {
  TranslationListDialog,
  TranslationListRegion,
  type TranslationListDialogProps,
} from './translation-list-states';

export function TranslationHistoryDialog(props: TranslationListDialogProps) {
  // Asked for only while the dialog is open and someone is signed in; a 401 reads as an empty list.
  const history = useTranslationHistory(props.open && props.signedIn === true);
  return (
    <TranslationListDialog
      {...props}
      list="history"
      query={history}
      // One fixed-height area for every state, so the dialog keeps its size while the list loads; on a short
      // screen it shrinks so the dialog itself never needs to scroll.
      frame={(states) => (
        <TranslationListRegion
          label={TRANSLATIONS_TEXT.historyRegion}
          scroll="h-[min(500px,calc(80vh-9rem))] min-h-48"
        >
          {states}
        </TranslationListRegion>
      )}
    >
      {(translations, load) => (
        <TranslationList
          translations={translations}
          renderActions={(translation) => (
            <LoadTranslationButton onClick={() => load(translation)} />
          )}
        />
      )}
    </TranslationListDialog>
  );
}

export default TranslationHistoryDialog;
