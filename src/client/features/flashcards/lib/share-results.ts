// Share Results (spec 2 §2 "Flashcards screen"): the device's share sheet when there is one, else the text is
// copied and a toast says so.
import { toast } from '@client/components/ui/toast';
import { copyText } from '@client/lib/clipboard';
import { FLASHCARDS_TEXT as T } from '../texts';

export async function shareResults(text: string): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: T.shareTitle, text });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  if (await copyText(text)) {
    toast({ title: T.copiedTitle, description: T.copiedText, variant: 'success' });
    return 'copied';
  }
  toast({ title: T.copyFailed, description: T.copyFailedText, variant: 'destructive' });
  return 'failed';
}
