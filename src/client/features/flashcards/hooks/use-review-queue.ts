// Review mode's queue (issue 11 item 4): today's due cards first, then cards never seen, within the daily limits.
// The queue is worked out from the schedule at every change, so a rated card leaves it at once and comes back when
// FSRS says it is due; new cards come from the packs the person has opened (scheduled cards from anywhere).
import { useMemo, useState } from 'react';
import {
  packCards,
  packCount,
  packStatus,
  type FlashcardProgress,
  type FlashcardSettings,
} from '@shared/flashcards/packs';
import { cardKeyOf } from '@shared/flashcards/packs';
import { buildReviewQueue, type ReviewLimits } from '@shared/flashcards/review-scheduler';
import type { Card, Deck, ScheduledCard } from '@shared/schemas/flashcards';
import { useReviews } from '../api/get-reviews';
import type { StoreMode } from '../api/query-keys';
import { nextDueOf } from '../lib/due-time';
import { reviewLimitsStore } from '../local/play-history';

export function useReviewQueue({
  mode,
  deck,
  progress,
  settings,
  active,
}: {
  mode: StoreMode;
  deck: Deck;
  progress: FlashcardProgress;
  settings: FlashcardSettings;
  active: boolean;
}) {
  const reviews = useReviews(mode, deck.id, active);
  const [limits, setLimitsState] = useState<ReviewLimits>(() => reviewLimitsStore.read());
  // The clock the queue is read at; moved on after each rating and by "Check again".
  const [now, setNow] = useState(() => new Date());

  const cardsByKey = useMemo(() => {
    const map = new Map<string, Card>();
    for (const card of deck.cards) {
      const key = cardKeyOf(card.term);
      if (!map.has(key)) map.set(key, card);
    }
    return map;
  }, [deck.cards]);

  const scheduled = useMemo(
    () => new Map((reviews.data?.cards ?? []).map((card) => [card.cardKey, card])),
    [reviews.data],
  );

  const queue = useMemo(() => {
    if (!reviews.data) return [];
    const opened = new Set<string>();
    const packs = packCount(deck.cards.length, settings.packSize);
    for (let pack = 1; pack <= packs; pack += 1) {
      if (packStatus(progress, pack, settings) === 'locked') continue;
      for (const card of packCards(deck.cards, pack, settings.packSize))
        opened.add(cardKeyOf(card.term));
    }
    const cardKeys = [...cardsByKey.keys()].filter((key) => opened.has(key) || scheduled.has(key));
    const states = new Map([...scheduled].map(([key, card]) => [key, card.state]));
    return buildReviewQueue({
      cardKeys,
      states,
      now,
      limits,
      doneToday: reviews.data.doneToday,
    });
  }, [reviews.data, deck.cards, cardsByKey, scheduled, progress, settings, limits, now]);

  const nextDue = useMemo(() => nextDueOf(reviews.data?.cards ?? [], now), [reviews.data, now]);

  return {
    status: reviews.isPending
      ? ('loading' as const)
      : reviews.isError && !reviews.data
        ? ('error' as const)
        : ('ready' as const),
    queue,
    now,
    nextDue,
    doneToday: reviews.data?.doneToday ?? { newCards: 0, reviews: 0 },
    limits,
    cardOf: (key: string): Card | undefined => cardsByKey.get(key),
    scheduleOf: (key: string): ScheduledCard | undefined => scheduled.get(key),
    setLimits: (next: ReviewLimits) => {
      reviewLimitsStore.write(next);
      setLimitsState(next);
      setNow(new Date());
    },
    refresh: () => setNow(new Date()),
    retry: () => void reviews.refetch(),
  };
}
