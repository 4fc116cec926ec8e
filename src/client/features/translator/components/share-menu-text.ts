// The share buttons' labels and the toast for an empty pane: shared by the button on the first load
// (share-menu-button.tsx) and the menu that loads on first use (share-menu.tsx).
import { toast } from '@client/components/ui/toast';

export type ShareKind = 'input' | 'translation';

export const SHARE_BUTTON_TEXT = {
  button: { input: 'Share input text', translation: 'Share translation' },
  emptyTitle: 'Nothing to Share',
  emptyInput: 'Please enter some text first.',
  emptyTranslation: 'Please complete a translation first.',
} as const;

/** True (after saying so) when there is nothing to share in the pane: the menu then stays closed. */
export function nothingToShare(kind: ShareKind, text: string): boolean {
  if (text.trim()) return false;
  toast({
    title: SHARE_BUTTON_TEXT.emptyTitle,
    description:
      kind === 'input' ? SHARE_BUTTON_TEXT.emptyInput : SHARE_BUTTON_TEXT.emptyTranslation,
    variant: 'destructive',
  });
  return true;
}
