import { describe, expect, it } from 'vitest';
import { cardKeyOf } from '@shared/flashcards/packs';
import { cardsOf } from '../test/fake-flashcards-api';
import {
  createLocalDeck,
  deleteLocalDeck,
  localDeck,
  localDueCounts,
  localProgress,
  localReviews,
  rateLocalCard,
  recordLocalQuizResult,
  updateLocalDeck,
} from './local-store';

const DAY = 24 * 60 * 60 * 1000;

describe('the anonymous store', () => {
  it('unlocks the next pack by the server rule: every card of the pack, 90 % or more', () => {
    expect(localProgress('gen_z_english').progress.unlockedPacks).toEqual([1]);

    // 9 of 9 answered on a pack of 10 counts as an attempt, but skipping a card never buys an unlock.
    const skipped = recordLocalQuizResult(
      'gen_z_english',
      { packNumber: 1, score: 9, totalQuestions: 9 },
      25,
    );
    expect(skipped).toMatchObject({ packUnlocked: false, newPackNumber: null });

    const passed = recordLocalQuizResult(
      'gen_z_english',
      { packNumber: 1, score: 9, totalQuestions: 10 },
      25,
    );
    expect(passed).toMatchObject({ packUnlocked: true, newPackNumber: 2 });
    expect(localProgress('gen_z_english').progress).toEqual({
      unlockedPacks: [1, 2],
      bestScorePerPack: { '1': 90 },
      attempts: 2,
    });

    // Pack 3 is still locked: refused like the server's 400, and nothing changes.
    expect(() =>
      recordLocalQuizResult('gen_z_english', { packNumber: 3, score: 5, totalQuestions: 5 }, 25),
    ).toThrow(/locked/);
    expect(localProgress('gen_z_english').progress.attempts).toBe(2);
  });

  it('keeps custom decks with local ids; editing drops the schedules of removed cards; deleting removes all', () => {
    const deck = createLocalDeck({
      name: 'Mine',
      description: 'Custom deck: Mine',
      localeHint: 'Custom',
      cards: cardsOf(2),
    });
    expect(deck.id).toMatch(/^local-[A-Za-z0-9_-]+$/);
    expect(localDeck(deck.id).cards).toHaveLength(2);

    rateLocalCard(deck.id, cardKeyOf('term 1'), 'good');
    rateLocalCard(deck.id, cardKeyOf('term 2'), 'good');
    updateLocalDeck(deck.id, {
      name: 'Mine',
      description: 'Custom deck: Mine',
      localeHint: 'Custom',
      cards: [cardsOf(1)[0]!],
    });
    expect(localReviews(deck.id).cards.map((card) => card.cardKey)).toEqual(['term 1']);

    recordLocalQuizResult(deck.id, { packNumber: 1, score: 1, totalQuestions: 1 }, 1);
    deleteLocalDeck(deck.id);
    expect(() => localDeck(deck.id)).toThrow();
    expect(localProgress(deck.id).progress.attempts).toBe(0);
    expect(localReviews(deck.id).cards).toEqual([]);
  });

  it('schedules with FSRS, logs every review, counts today and what is due', () => {
    const start = new Date('2026-03-02T10:00:00');
    rateLocalCard('gen_z_english', 'rizz', 'good', start);
    rateLocalCard('gen_z_english', 'rizz', 'good', new Date(start.getTime() + 15 * 60 * 1000));
    rateLocalCard('gen_z_english', 'cap', 'again', start);

    const today = localReviews('gen_z_english', new Date(start.getTime() + 60 * 60 * 1000));
    expect(today.doneToday).toEqual({ newCards: 2, reviews: 1 });
    expect(today.cards.map((card) => card.cardKey).sort()).toEqual(['cap', 'rizz']);

    // Tomorrow the counts start again, and the forgotten card is due.
    const tomorrow = localReviews('gen_z_english', new Date(start.getTime() + DAY));
    expect(tomorrow.doneToday).toEqual({ newCards: 0, reviews: 0 });
    expect(localDueCounts(new Date(start.getTime() + DAY))['gen_z_english']).toBeGreaterThanOrEqual(
      1,
    );
    expect(localDueCounts(start)).toEqual({});
  });
});
