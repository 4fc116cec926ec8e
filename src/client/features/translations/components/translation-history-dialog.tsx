// STUB (interface agreed; the lists helper replaces the body): spec 1 §2 "Dialogs" — Translation History.
import type { TranslationListDialogProps } from './saved-translations-dialog';

export function TranslationHistoryDialog(_props: TranslationListDialogProps) {
  return null;
}

export default TranslationHistoryDialog;
