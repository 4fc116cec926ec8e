// What one click on "Add to my deck" or "Practise it" does (issue 11 item 5): the card goes into My slang, the
// flashcards queries are refreshed (so the deck selector's "N due" counts it), and a toast says so with a link to
// the deck in Review. Only lazily loaded code uses it (through src/client/app/add-to-deck.tsx); its texts live
// here rather than in ../texts.ts so that it loads as one small piece.
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MY_SLANG_FULL_MESSAGE } from '@shared/flashcards/my-slang';
import type { AddToMySlangInput } from '@shared/schemas/flashcards';
import { dismissToast, toast } from '@client/components/ui/toast';
import { HttpError } from '@client/lib/api-client';
import { addToMySlang, mySlangReviewLink, refreshAfterAdd } from '../api/add-to-my-slang';

export const MY_SLANG_TEXT = {
  added: 'Added to My slang',
  already: 'Already in My slang',
  waitsInReview: (term: string) => `“${term}” waits for you in Review.`,
  openDeck: 'Open deck',
  failedTitle: 'Could not add the card',
  failed: 'Please try again.',
} as const;
const T = MY_SLANG_TEXT;

/** Longer than a plain toast: it carries a link to follow. */
export const MY_SLANG_TOAST_MS = 8000;

function failureText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? T.failed;
  return error instanceof Error && error.message === MY_SLANG_FULL_MESSAGE
    ? MY_SLANG_FULL_MESSAGE
    : T.failed;
}

/**
 * Adds the card to the account's My slang deck when signed in, else to this browser's. Resolves true when the
 * card is in the deck afterwards (added now or already there), false when adding failed (a toast says why).
 */
export async function addToMySlangAndTell(
  queryClient: QueryClient,
  signedIn: boolean,
  card: AddToMySlangInput,
): Promise<boolean> {
  const mode = signedIn ? 'account' : 'local';
  try {
    const { deck, added } = await addToMySlang(mode, card);
    void refreshAfterAdd(queryClient, mode);
    toast({
      title: added ? T.added : T.already,
      description: (
        <>
          {T.waitsInReview(card.term.trim())}{' '}
          <Link
            href={mySlangReviewLink(deck.id)}
            onClick={() => dismissToast()}
            className="font-semibold text-primary hover:underline"
          >
            {T.openDeck}
          </Link>
        </>
      ),
      variant: added ? 'success' : 'default',
      duration: MY_SLANG_TOAST_MS,
    });
    return true;
  } catch (error) {
    console.error('Adding the card to My slang failed', error);
    toast({ title: T.failedTitle, description: failureText(error), variant: 'destructive' });
    return false;
  }
}
