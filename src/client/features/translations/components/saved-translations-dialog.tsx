// STUB (interface agreed; the lists helper replaces the body): spec 1 §2 "Dialogs" — Saved Translations.
import type { StoredTranslation } from '@shared/schemas/translations';

export interface TranslationListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fills the translator with this translation (the translator shows 'Translation Loaded'). */
  onLoad: (translation: StoredTranslation) => void;
}

export function SavedTranslationsDialog(_props: TranslationListDialogProps) {
  return null;
}

export default SavedTranslationsDialog;
