// "Add to my deck" beside a translation's slang and "Practise it" on a term page (issue 11 item 5): one card into
// the person's "My slang" deck, created on first use, scheduled as new and due now so it waits in Review. Signed
// in: POST /api/flashcards/my-slang; signed out: this browser's own My slang deck (local/local-store.ts).
import type { QueryClient } from '@tanstack/react-query';
import { CARD_EXAMPLE_MAX, CARD_MEANING_MAX, CARD_TERM_MAX } from '@shared/flashcards/my-slang';
import type { AddToMySlangInput, Card, DeckSummary } from '@shared/schemas/flashcards';
import { paths } from '@client/config/paths';
import { apiJson } from '@client/lib/api-client';
import { addLocalToMySlang } from '../local/local-store';
import type { StoreMode } from './query-keys';

export interface AddToMySlangResult {
  /** The My slang deck (its id opens it). */
  deck: DeckSummary;
  /** False when the deck already held the term: nothing changed. */
  added: boolean;
}

/** Longer texts are cut at the card's limits (a dictionary meaning may be longer than a card's). */
function clip(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The card as the deck keeps it: trimmed, within the limits, the example only when there is one. */
export function mySlangCard({ term, meaning, example }: AddToMySlangInput): Card {
  const cut = example ? clip(example, CARD_EXAMPLE_MAX) : '';
  return {
    term: clip(term, CARD_TERM_MAX),
    meaning: clip(meaning, CARD_MEANING_MAX),
    ...(cut ? { example: cut } : {}),
  };
}

export async function addToMySlang(
  mode: StoreMode,
  input: AddToMySlangInput,
): Promise<AddToMySlangResult> {
  const card = mySlangCard(input);
  if (mode === 'local') return addLocalToMySlang(card);
  return apiJson<AddToMySlangResult>('POST', '/api/flashcards/my-slang', card);
}

/**
 * After an add the deck list, the deck, its schedule and the "N due" counts are out of date: every flashcards
 * query of the store is invalidated (the start of each key in ./query-keys.ts, spelled out so that the one-click
 * add stays one small piece of code, apart from the flashcards screen's).
 */
export function refreshAfterAdd(queryClient: QueryClient, mode: StoreMode) {
  return queryClient.invalidateQueries({ queryKey: ['flashcards', mode] });
}

/** Where the toast's "Open deck" goes: the deck, in Review (the new card is due there). */
export const mySlangReviewLink = (deckId: string) =>
  `${paths.flashcards}?${new URLSearchParams({ deckId, mode: 'review' }).toString()}`;
