// The slang an explanation names (issue 11 item 5), each one click away from the person's flashcards: "Add “no
// cap” to my deck". The app layer gives it to the translator (TermsPanel) with `onAdd`; it loads with the first
// explanation that names terms, not with the page. `terms` come unchecked from the answer.
import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { TranslationTerm } from '@shared/schemas/translate';
import { Button } from '@client/components/ui/button';

export const EXPLANATION_TERMS_TEXT = {
  heading: 'Practise this slang with flashcards',
  /** The button's whole text, so its name and its label are the same words. */
  add: (term: string) => `Add “${term}” to my deck`,
} as const;
const T = EXPLANATION_TERMS_TEXT;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isTerm = (value: unknown): value is TranslationTerm =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as TranslationTerm).term) &&
  isText((value as TranslationTerm).meaning);

/** The answer's terms that can become cards, each term once. */
function cardTerms(terms: readonly unknown[]): TranslationTerm[] {
  const seen = new Set<string>();
  return terms.filter(isTerm).filter(({ term }) => {
    const key = term.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const withItem = (set: ReadonlySet<string>, item: string) => new Set(set).add(item);
function withoutItem(set: ReadonlySet<string>, item: string) {
  const next = new Set(set);
  next.delete(item);
  return next;
}

export function ExplanationTerms({
  terms,
  onAdd,
}: {
  terms: unknown;
  /** Resolves true when the card is in the deck (the toast says the rest). */
  onAdd: (term: TranslationTerm) => Promise<boolean>;
}) {
  const headingId = useId();
  const [adding, setAdding] = useState<ReadonlySet<string>>(() => new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const shown = Array.isArray(terms) ? cardTerms(terms) : [];
  if (shown.length === 0) return null;

  const add = async ({ term, meaning }: TranslationTerm) => {
    setAdding((current) => withItem(current, term));
    const inDeck = await onAdd({ term, meaning }).catch((error: unknown) => {
      console.error('Adding the term to the deck failed', error);
      return false;
    });
    setAdding((current) => withoutItem(current, term));
    if (inDeck) setAdded((current) => withItem(current, term));
  };

  return (
    <div className="mt-3 border-t border-primary/20 pt-3">
      <p id={headingId} className="mb-2 font-semibold">
        {T.heading}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {shown.map((item) => (
          <li key={item.term} className="min-w-0">
            <Button
              variant="outline"
              size="wrap-sm"
              className="text-left"
              disabled={adding.has(item.term)}
              onClick={() => void add(item)}
            >
              {added.has(item.term) ? <Check aria-hidden /> : <Plus aria-hidden />}
              {T.add(item.term)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
