// "From anywhere to a deck" (issue 11 item 5), composed here because features never import each other: the
// translator's "Add to my deck" and the term page's "Practise it" call useAddToDeck, and the flashcards feature
// does the adding. Only lazily loaded code reaches this module (the term page imports it; the home page loads it
// with the first explanation that names terms): the first load of / has no room for the flashcards code.
import { useQueryClient } from '@tanstack/react-query';
import type { AddToMySlangInput } from '@shared/schemas/flashcards';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { ExplanationTerms } from '@client/features/translator/components/explanation-terms';

/** Resolves true when the card is in the person's My slang deck afterwards (a toast tells either way). */
export type AddToDeck = (card: AddToMySlangInput) => Promise<boolean>;

/**
 * Signed in, the card goes to the account's My slang deck; signed out, to this browser's. The adding code (with
 * the browser's own deck store) loads with the first press: a term page shows the button to every reader.
 */
export function useAddToDeck(): AddToDeck {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return async (card) => {
    const { addToMySlangAndTell } =
      await import('@client/features/flashcards/components/add-to-my-slang-toast');
    return addToMySlangAndTell(queryClient, !!user, card);
  };
}

/** The translator's TermsPanel: the explanation's terms, each with "Add to my deck". */
export default function ExplanationTermsToDeck({ terms }: { terms: unknown }) {
  const addToDeck = useAddToDeck();
  return <ExplanationTerms terms={terms} onAdd={addToDeck} />;
}
