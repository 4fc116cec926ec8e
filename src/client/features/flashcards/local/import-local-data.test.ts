import { describe, expect, it, vi } from 'vitest';
import { emptyProgress } from '@shared/flashcards/packs';
import { DEFAULT_REVIEW_LIMITS } from '@shared/flashcards/review-scheduler';
import { fakeFlashcardsApi, cardsOf } from '../test/fake-flashcards-api';
import { importLocalFlashcards } from './import-local-data';
import { hasLocalFlashcards } from './local-keys';
import {
  createLocalDeck,
  localDecksStore,
  localProgressStore,
  localSchedulesStore,
  rateLocalCard,
  recordLocalQuizResult,
} from './local-store';
import { highScoresOf, reviewLimitsStore, saveHighScore, selectedDeckStore } from './play-history';

function anonymousVisit() {
  const deck = createLocalDeck({
    name: 'Mine',
    description: 'Custom deck: Mine',
    localeHint: 'Custom',
    cards: cardsOf(2),
  });
  recordLocalQuizResult('gen_z_english', { packNumber: 1, score: 10, totalQuestions: 10 }, 40);
  recordLocalQuizResult(deck.id, { packNumber: 1, score: 2, totalQuestions: 2 }, 2);
  rateLocalCard('gen_z_english', 'rizz', 'good');
  rateLocalCard(deck.id, 'term 1', 'again');
  selectedDeckStore.write(deck.id);
  saveHighScore(deck.id, {
    score: 20,
    accuracy: 100,
    streak: 2,
    time: 9,
    date: '2026-03-01T00:00:00Z',
  });
  reviewLimitsStore.write({ newPerDay: 5, reviewsPerDay: 50 });
  return deck;
}

describe('moving the browser’s flashcards into the account at sign-in', () => {
  it('sends every deck, progress and schedule with its logs, then clears what moved', async () => {
    const deck = anonymousVisit();
    const api = fakeFlashcardsApi({ signedIn: true });

    await expect(importLocalFlashcards()).resolves.toBe('imported');

    const [payload] = api.bodiesOf('POST /api/flashcards/import') as {
      decks: { localId: string; deck: { name: string; cards: unknown[] } }[];
      progress: { deckId: string; progress: unknown }[];
      reviews: { deckId: string; cardKey: string; logs: { rating: string }[] }[];
    }[];
    expect(payload?.decks).toEqual([
      {
        localId: deck.id,
        deck: {
          name: 'Mine',
          description: 'Custom deck: Mine',
          localeHint: 'Custom',
          cards: cardsOf(2),
        },
      },
    ]);
    expect(payload?.progress).toEqual([
      {
        deckId: 'gen_z_english',
        progress: { unlockedPacks: [1, 2], bestScorePerPack: { '1': 100 }, attempts: 1 },
      },
      {
        deckId: deck.id,
        progress: { ...emptyProgress(), bestScorePerPack: { '1': 100 }, attempts: 1 },
      },
    ]);
    expect(
      payload?.reviews.map((review) => [
        review.deckId,
        review.cardKey,
        review.logs.map((log) => log.rating),
      ]),
    ).toEqual([
      ['gen_z_english', 'rizz', ['good']],
      [deck.id, 'term 1', ['again']],
    ]);

    // Moved: gone from the browser. What stays local follows the deck to its account id.
    expect(hasLocalFlashcards()).toBe(false);
    expect(localDecksStore.read()).toEqual([]);
    expect(localProgressStore.read()).toEqual({});
    expect(localSchedulesStore.read()).toEqual({});
    expect(selectedDeckStore.read()).toBe('custom-1');
    expect(highScoresOf('custom-1')).toHaveLength(1);
    expect(reviewLimitsStore.read()).toEqual({ newPerDay: 5, reviewsPerDay: 50 });

    // Nothing left: no second call.
    await expect(importLocalFlashcards()).resolves.toBe('nothing');
    expect(api.bodiesOf('POST /api/flashcards/import')).toHaveLength(1);
  });

  it('keeps everything in the browser when the import fails, and tries again next time', async () => {
    const deck = anonymousVisit();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeFlashcardsApi({ signedIn: true });
    api.fail('POST /api/flashcards/import', { status: 503, body: { error: 'Down.' } });

    await expect(importLocalFlashcards()).resolves.toBe('failed');
    expect(logged).toHaveBeenCalled();
    expect(hasLocalFlashcards()).toBe(true);
    expect(localDecksStore.read().map((kept) => kept.id)).toEqual([deck.id]);
    expect(selectedDeckStore.read()).toBe(deck.id);
    expect(DEFAULT_REVIEW_LIMITS.newPerDay).toBe(20);

    const retry = fakeFlashcardsApi({ signedIn: true });
    await expect(importLocalFlashcards()).resolves.toBe('imported');
    expect(retry.bodiesOf('POST /api/flashcards/import')).toHaveLength(1);
    expect(hasLocalFlashcards()).toBe(false);
  });

  it('shares one call between the header and the screen', async () => {
    anonymousVisit();
    const api = fakeFlashcardsApi({ signedIn: true });
    const [first, second] = await Promise.all([importLocalFlashcards(), importLocalFlashcards()]);
    expect([first, second]).toEqual(['imported', 'imported']);
    expect(api.bodiesOf('POST /api/flashcards/import')).toHaveLength(1);
  });
});
