import { describe, expect, it, vi } from 'vitest';
import {
  applyQuizResult,
  cardKeyOf,
  emptyProgress,
  FLASHCARD_SETTINGS,
  type FlashcardProgress,
  type FlashcardSettings,
  isPackUnlocked,
  mergeProgress,
  packCards,
  packCount,
  packOfCard,
  packStatus,
  type QuizOutcome,
} from './packs';

const deck = (n: number) => Array.from({ length: n }, (_, i) => `card ${i}`);

const progressOf = (overrides: Partial<FlashcardProgress> = {}): FlashcardProgress => ({
  ...emptyProgress(),
  ...overrides,
});

/** Narrows an outcome to success, failing the test with the refusal's message otherwise. */
function accepted(outcome: QuizOutcome) {
  if (!outcome.ok) throw new Error(`expected the result to be accepted, got: ${outcome.message}`);
  return outcome;
}
function refused(outcome: QuizOutcome) {
  if (outcome.ok) throw new Error('expected the result to be refused');
  return outcome;
}

describe('FLASHCARD_SETTINGS and emptyProgress', () => {
  it('follow spec 2 §9: packs of 10, 90 % unlocks, progression on; pack 1 open from the start', () => {
    expect(FLASHCARD_SETTINGS).toEqual({
      packSize: 10,
      unlockThreshold: 90,
      progressionEnabled: true,
    });
    expect(emptyProgress()).toEqual({ unlockedPacks: [1], bestScorePerPack: {}, attempts: 0 });
  });

  it('hands out a fresh object each time, so one deck cannot change another', () => {
    const a = emptyProgress();
    a.unlockedPacks.push(2);
    a.bestScorePerPack['1'] = 100;
    expect(emptyProgress()).toEqual({ unlockedPacks: [1], bestScorePerPack: {}, attempts: 0 });
  });
});

describe('packCount, packCards, packOfCard', () => {
  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [40, 4],
    [41, 5],
  ])('a deck of %i cards has %i pack(s)', (cards, packs) => {
    expect(packCount(cards)).toBe(packs);
  });

  it('uses the pack size it is given', () => {
    expect(packCount(41, 20)).toBe(3);
    expect(packCount(7, 3)).toBe(3);
  });

  it('slices the cards of each pack, the last one short', () => {
    const cards = deck(41);
    expect(packCards(cards, 1)).toEqual(cards.slice(0, 10));
    expect(packCards(cards, 4)).toEqual(cards.slice(30, 40));
    expect(packCards(cards, 5)).toEqual(['card 40']);
    expect(packCards(cards, 6)).toEqual([]);
    expect(packCards(deck(9), 1)).toHaveLength(9);
    expect(packCards(deck(10), 1)).toHaveLength(10);
    expect(packCards(deck(11), 2)).toEqual(['card 10']);
    expect(packCards([], 1)).toEqual([]);
  });

  it('puts every card of the deck in exactly one pack, in order', () => {
    const cards = deck(41);
    const joined = Array.from({ length: packCount(cards.length) }, (_, i) =>
      packCards(cards, i + 1),
    ).flat();
    expect(joined).toEqual(cards);
  });

  it('finds the pack of a card index at the pack edges', () => {
    expect(packOfCard(0)).toBe(1);
    expect(packOfCard(9)).toBe(1);
    expect(packOfCard(10)).toBe(2);
    expect(packOfCard(11)).toBe(2);
    expect(packOfCard(40)).toBe(5);
    expect(packOfCard(5, 3)).toBe(2);
  });

  it('agrees with packCards: card i is in the slice of packOfCard(i)', () => {
    const cards = deck(41);
    cards.forEach((card, i) => expect(packCards(cards, packOfCard(i))).toContain(card));
  });
});

describe('packStatus and isPackUnlocked', () => {
  it('says locked for a pack not unlocked yet, but pack 1 never is', () => {
    const progress = progressOf({ unlockedPacks: [] });
    expect(packStatus(progress, 1)).toBe('unlocked');
    expect(packStatus(progress, 2)).toBe('locked');
    expect(isPackUnlocked(progress, 1)).toBe(true);
    expect(isPackUnlocked(progress, 2)).toBe(false);
  });

  it('says unlocked for an open pack whose best is under the threshold, completed from the threshold', () => {
    const progress = progressOf({
      unlockedPacks: [1, 2, 3],
      bestScorePerPack: { '1': 90, '2': 89 },
    });
    expect(packStatus(progress, 1)).toBe('completed');
    expect(packStatus(progress, 2)).toBe('unlocked');
    expect(packStatus(progress, 3)).toBe('unlocked');
    expect(packStatus(progress, 4)).toBe('locked');
  });

  it('keeps a locked pack locked even when it somehow has a best score', () => {
    expect(packStatus(progressOf({ bestScorePerPack: { '2': 100 } }), 2)).toBe('locked');
  });

  it('uses the threshold of the settings it is given', () => {
    const progress = progressOf({ bestScorePerPack: { '1': 80 } });
    expect(packStatus(progress, 1, { ...FLASHCARD_SETTINGS, unlockThreshold: 80 })).toBe(
      'completed',
    );
    expect(packStatus(progress, 1, { ...FLASHCARD_SETTINGS, unlockThreshold: 81 })).toBe(
      'unlocked',
    );
  });

  it('opens every pack when progression is off', () => {
    const off = { ...FLASHCARD_SETTINGS, progressionEnabled: false };
    for (const pack of [1, 2, 5, 99]) {
      expect(isPackUnlocked(emptyProgress(), pack, off)).toBe(true);
      expect(packStatus(emptyProgress(), pack, off)).not.toBe('locked');
    }
  });
});

describe('applyQuizResult', () => {
  it('unlocks pack 2 with 9/10 on pack 1 and records the best percent and one attempt', () => {
    const outcome = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 9, totalQuestions: 10 }, 41),
    );
    expect(outcome.packUnlocked).toBe(true);
    expect(outcome.newPackNumber).toBe(2);
    expect(outcome.progress).toEqual({
      unlockedPacks: [1, 2],
      bestScorePerPack: { '1': 90 },
      attempts: 1,
    });
    expect(packStatus(outcome.progress, 1)).toBe('completed');
    expect(packStatus(outcome.progress, 2)).toBe('unlocked');
  });

  it('does not unlock with 8/10, but still records the score and the attempt', () => {
    const outcome = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 8, totalQuestions: 10 }, 41),
    );
    expect(outcome.packUnlocked).toBe(false);
    expect(outcome.newPackNumber).toBeNull();
    expect(outcome.progress).toEqual({
      unlockedPacks: [1],
      bestScorePerPack: { '1': 80 },
      attempts: 1,
    });
    expect(packStatus(outcome.progress, 2)).toBe('locked');
  });

  it('unlocks nothing with 10/10 on the last pack', () => {
    const progress = progressOf({ unlockedPacks: [1, 2, 3, 4] });
    const outcome = accepted(
      applyQuizResult(progress, { packNumber: 4, score: 10, totalQuestions: 10 }, 40),
    );
    expect(outcome.packUnlocked).toBe(false);
    expect(outcome.newPackNumber).toBeNull();
    expect(outcome.progress.unlockedPacks).toEqual([1, 2, 3, 4]);
    expect(outcome.progress.bestScorePerPack).toEqual({ '4': 100 });
  });

  it('does not report an unlock again when an already unlocked pack is passed again', () => {
    const first = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 10, totalQuestions: 10 }, 30),
    );
    const second = accepted(
      applyQuizResult(first.progress, { packNumber: 1, score: 9, totalQuestions: 10 }, 30),
    );
    expect(second.packUnlocked).toBe(false);
    expect(second.newPackNumber).toBeNull();
    expect(second.progress.unlockedPacks).toEqual([1, 2]);
    expect(second.progress.bestScorePerPack).toEqual({ '1': 100 });
    expect(second.progress.attempts).toBe(2);
  });

  it('takes a short last pack (41 cards: pack 5 holds one card) with a one-question quiz', () => {
    const progress = progressOf({ unlockedPacks: [1, 2, 3, 4, 5] });
    const outcome = accepted(
      applyQuizResult(progress, { packNumber: 5, score: 1, totalQuestions: 1 }, 41),
    );
    expect(outcome.progress.bestScorePerPack).toEqual({ '5': 100 });
    expect(outcome.packUnlocked).toBe(false);
    expect(outcome.progress.unlockedPacks).toEqual([1, 2, 3, 4, 5]);

    const tooMany = refused(
      applyQuizResult(progress, { packNumber: 5, score: 2, totalQuestions: 2 }, 41),
    );
    expect(tooMany.message).toBe('A quiz on pack 5 has between 1 and 1 questions.');
  });

  it('unlocks the short last pack from the full pack before it', () => {
    const progress = progressOf({ unlockedPacks: [1, 2, 3, 4] });
    const outcome = accepted(
      applyQuizResult(progress, { packNumber: 4, score: 9, totalQuestions: 10 }, 41),
    );
    expect(outcome.newPackNumber).toBe(5);
    expect(outcome.progress.unlockedPacks).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts attempts and keeps the best score of each pack, never lowering it', () => {
    let progress = emptyProgress();
    const scores = [5, 9, 3, 7, 10, 0];
    const bests: number[] = [];
    for (const score of scores) {
      progress = accepted(
        applyQuizResult(progress, { packNumber: 1, score, totalQuestions: 10 }, 20),
      ).progress;
      bests.push(progress.bestScorePerPack['1']!);
    }
    expect(bests).toEqual([50, 90, 90, 90, 100, 100]);
    expect(progress.attempts).toBe(scores.length);
  });

  it('records 0/10 as a best of 0 and an attempt', () => {
    const outcome = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 0, totalQuestions: 10 }, 10),
    );
    expect(outcome.progress).toEqual({
      unlockedPacks: [1],
      bestScorePerPack: { '1': 0 },
      attempts: 1,
    });
  });

  it('keeps the best scores of the other packs', () => {
    const progress = progressOf({
      unlockedPacks: [1, 2],
      bestScorePerPack: { '1': 100, '2': 40 },
      attempts: 4,
    });
    const outcome = accepted(
      applyQuizResult(progress, { packNumber: 2, score: 6, totalQuestions: 10 }, 30),
    );
    expect(outcome.progress.bestScorePerPack).toEqual({ '1': 100, '2': 60 });
    expect(outcome.progress.attempts).toBe(5);
  });

  it('keeps unlocked packs sorted when it fills a gap', () => {
    const progress = progressOf({ unlockedPacks: [1, 3] });
    const outcome = accepted(
      applyQuizResult(progress, { packNumber: 1, score: 10, totalQuestions: 10 }, 40),
    );
    expect(outcome.newPackNumber).toBe(2);
    expect(outcome.progress.unlockedPacks).toEqual([1, 2, 3]);
  });

  it('does not change the progress it is given', () => {
    const progress = progressOf({ unlockedPacks: [1], bestScorePerPack: { '1': 20 }, attempts: 1 });
    const before = structuredClone(progress);
    accepted(applyQuizResult(progress, { packNumber: 1, score: 10, totalQuestions: 10 }, 20));
    expect(progress).toEqual(before);
  });

  describe('refuses, with a clear message and nothing changed', () => {
    const progress = progressOf({
      unlockedPacks: [1, 2],
      bestScorePerPack: { '1': 90 },
      attempts: 3,
    });
    const cases: [
      string,
      { packNumber: number; score: number; totalQuestions: number },
      number,
      RegExp,
    ][] = [
      ['a locked pack', { packNumber: 3, score: 10, totalQuestions: 10 }, 41, /^Pack 3 is locked/],
      ['pack 0', { packNumber: 0, score: 1, totalQuestions: 1 }, 41, /^This deck has no pack 0\.$/],
      [
        'pack 99',
        { packNumber: 99, score: 1, totalQuestions: 1 },
        41,
        /^This deck has no pack 99\.$/,
      ],
      ['a pack past the end', { packNumber: 6, score: 1, totalQuestions: 1 }, 41, /no pack 6/],
      ['a negative pack', { packNumber: -1, score: 1, totalQuestions: 1 }, 41, /no pack -1/],
      ['a non-integer pack', { packNumber: 1.5, score: 9, totalQuestions: 10 }, 41, /no pack 1\.5/],
      ['a NaN pack', { packNumber: Number.NaN, score: 9, totalQuestions: 10 }, 41, /no pack NaN/],
      [
        'score > total',
        { packNumber: 1, score: 11, totalQuestions: 10 },
        41,
        /^The score must be a whole number between 0 and the number of questions\.$/,
      ],
      ['a negative score', { packNumber: 1, score: -1, totalQuestions: 10 }, 41, /between 0 and/],
      ['a fractional score', { packNumber: 1, score: 8.5, totalQuestions: 10 }, 41, /whole number/],
      ['a NaN score', { packNumber: 1, score: Number.NaN, totalQuestions: 10 }, 41, /whole number/],
      [
        'total > cards in the pack',
        { packNumber: 1, score: 11, totalQuestions: 11 },
        41,
        /^A quiz on pack 1 has between 1 and 10 questions\.$/,
      ],
      ['total 0', { packNumber: 1, score: 0, totalQuestions: 0 }, 41, /between 1 and 10 questions/],
      [
        'any quiz on a deck with no cards',
        { packNumber: 1, score: 0, totalQuestions: 1 },
        0,
        /between 1 and 0/,
      ],
    ];

    it.each(cases)('%s', (_name, result, cardCount, message) => {
      const before = structuredClone(progress);
      const outcome = refused(applyQuizResult(progress, result, cardCount));
      expect(outcome.message).toMatch(message);
      expect(outcome).toEqual({ ok: false, message: outcome.message });
      expect(progress).toEqual(before);
    });
  });

  it('never unlocks from a partial quiz (fewer questions than the pack) nor records its score, but counts the attempt', () => {
    const outcome = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 9, totalQuestions: 9 }, 41),
    );
    expect(outcome.packUnlocked).toBe(false);
    expect(outcome.newPackNumber).toBeNull();
    expect(outcome.progress.unlockedPacks).toEqual([1]);
    expect(outcome.progress.bestScorePerPack).toEqual({});
    expect(packStatus(outcome.progress, 1)).toBe('unlocked');
    expect(outcome.progress.attempts).toBe(1);
    expect(isPackUnlocked(outcome.progress, 2)).toBe(false);
  });

  it('passes exactly at the threshold: 9/10 against 90', () => {
    const settings: FlashcardSettings = {
      packSize: 10,
      unlockThreshold: 90,
      progressionEnabled: true,
    };
    const outcome = accepted(
      applyQuizResult(
        emptyProgress(),
        { packNumber: 1, score: 9, totalQuestions: 10 },
        20,
        settings,
      ),
    );
    expect(outcome.packUnlocked).toBe(true);
  });

  it('compares the exact ratio, not the rounded percent, with the threshold', () => {
    // 2/3 is 66.67 %: rounded, 67 would reach a 67 threshold, but the exact ratio does not (stored as 66).
    const settings: FlashcardSettings = {
      packSize: 3,
      unlockThreshold: 67,
      progressionEnabled: true,
    };
    const short = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 2, totalQuestions: 3 }, 6, settings),
    );
    expect(short.progress.bestScorePerPack['1']).toBe(66);
    expect(packStatus(short.progress, 1, settings)).toBe('unlocked');
    expect(short.packUnlocked).toBe(false);
    expect(short.progress.unlockedPacks).toEqual([1]);

    const full = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 1, score: 3, totalQuestions: 3 }, 6, settings),
    );
    expect(full.packUnlocked).toBe(true);
    expect(full.newPackNumber).toBe(2);
  });

  it('compares 89.5 % as under a 90 % threshold (packs of 200)', () => {
    const settings: FlashcardSettings = {
      packSize: 200,
      unlockThreshold: 90,
      progressionEnabled: true,
    };
    const under = applyQuizResult(
      emptyProgress(),
      { packNumber: 1, score: 179, totalQuestions: 200 },
      400,
      settings,
    );
    expect(accepted(under).packUnlocked).toBe(false);
    const at = applyQuizResult(
      emptyProgress(),
      { packNumber: 1, score: 180, totalQuestions: 200 },
      400,
      settings,
    );
    expect(accepted(at).packUnlocked).toBe(true);
  });

  it('accepts a quiz on any pack when progression is off, and reports no unlock', () => {
    const off: FlashcardSettings = { ...FLASHCARD_SETTINGS, progressionEnabled: false };
    const outcome = accepted(
      applyQuizResult(emptyProgress(), { packNumber: 3, score: 10, totalQuestions: 10 }, 41, off),
    );
    expect(outcome.packUnlocked).toBe(false);
    expect(outcome.newPackNumber).toBeNull();
    expect(outcome.progress.bestScorePerPack).toEqual({ '3': 100 });
    expect(outcome.progress.attempts).toBe(1);
    // The same result with progression on is refused: pack 3 is locked.
    expect(
      applyQuizResult(emptyProgress(), { packNumber: 3, score: 10, totalQuestions: 10 }, 41).ok,
    ).toBe(false);
  });

  it('plays a whole deck: each pass opens the next pack until the last', () => {
    let progress = emptyProgress();
    const unlocked: (number | null)[] = [];
    for (let pack = 1; pack <= 5; pack += 1) {
      const total = packCards(deck(41), pack).length;
      const outcome = accepted(
        applyQuizResult(progress, { packNumber: pack, score: total, totalQuestions: total }, 41),
      );
      unlocked.push(outcome.newPackNumber);
      progress = outcome.progress;
    }
    expect(unlocked).toEqual([2, 3, 4, 5, null]);
    expect(progress.unlockedPacks).toEqual([1, 2, 3, 4, 5]);
    expect(progress.attempts).toBe(5);
    expect([1, 2, 3, 4, 5].map((pack) => packStatus(progress, pack))).toEqual(
      Array(5).fill('completed'),
    );
  });
});

describe('mergeProgress', () => {
  it('joins unlocked packs (sorted, no duplicates), keeps the better score of each pack and adds attempts', () => {
    const browser: FlashcardProgress = {
      unlockedPacks: [1, 3, 2],
      bestScorePerPack: { '1': 90, '2': 40, '3': 10 },
      attempts: 3,
    };
    const account: FlashcardProgress = {
      unlockedPacks: [2, 1, 4],
      bestScorePerPack: { '1': 70, '2': 80, '4': 55 },
      attempts: 5,
    };
    const merged = mergeProgress(browser, account);
    expect(merged).toEqual({
      unlockedPacks: [1, 2, 3, 4],
      bestScorePerPack: { '1': 90, '2': 80, '3': 10, '4': 55 },
      attempts: 8,
    });
    expect(mergeProgress(account, browser)).toEqual(merged);
  });

  it('always keeps pack 1, even when neither side lists it', () => {
    const none: FlashcardProgress = { unlockedPacks: [], bestScorePerPack: {}, attempts: 0 };
    expect(mergeProgress(none, none).unlockedPacks).toEqual([1]);
    expect(mergeProgress(none, { ...none, unlockedPacks: [3] }).unlockedPacks).toEqual([1, 3]);
  });

  it('sorts packs numerically, not as text', () => {
    const a = progressOf({ unlockedPacks: [1, 10, 2] });
    expect(mergeProgress(a, progressOf({ unlockedPacks: [9] })).unlockedPacks).toEqual([
      1, 2, 9, 10,
    ]);
  });

  it('returns the other side unchanged when merged with empty progress', () => {
    const progress = progressOf({
      unlockedPacks: [1, 2],
      bestScorePerPack: { '1': 100 },
      attempts: 2,
    });
    expect(mergeProgress(progress, emptyProgress())).toEqual(progress);
    expect(mergeProgress(emptyProgress(), progress)).toEqual(progress);
  });

  it('keeps a best score of 0 present', () => {
    const merged = mergeProgress(emptyProgress(), progressOf({ bestScorePerPack: { '1': 0 } }));
    expect(merged.bestScorePerPack).toEqual({ '1': 0 });
  });

  it('does not change either side', () => {
    const a = progressOf({ unlockedPacks: [1, 2], bestScorePerPack: { '1': 50 }, attempts: 1 });
    const b = progressOf({ unlockedPacks: [1, 3], bestScorePerPack: { '1': 70 }, attempts: 2 });
    const [beforeA, beforeB] = [structuredClone(a), structuredClone(b)];
    mergeProgress(a, b);
    expect(a).toEqual(beforeA);
    expect(b).toEqual(beforeB);
  });
});

describe('cardKeyOf', () => {
  it('trims, case-folds and collapses inner spaces', () => {
    expect(cardKeyOf('  No Cap  ')).toBe('no cap');
    expect(cardKeyOf('NO\t  CAP\n')).toBe('no cap');
    expect(cardKeyOf('no\u00a0cap')).toBe('no cap');
    expect(cardKeyOf('Rizz')).toBe(cardKeyOf('rizz'));
  });

  it('gives one key to the composed and decomposed forms of an accented term', () => {
    const composed = 'qu\u00e9 onda';
    const decomposed = 'que\u0301 onda';
    expect(composed).not.toBe(decomposed);
    expect(cardKeyOf(decomposed)).toBe(cardKeyOf(composed));
    expect(cardKeyOf('QUE\u0301 ONDA')).toBe('qu\u00e9 onda');
  });

  it('folds case the same whatever the host locale, so browser and server keys match (Turkish I is not ı)', () => {
    // Simulates a browser or server whose default locale is Turkish: I lowers to dotless ı, İ to i.
    const spy = vi.spyOn(String.prototype, 'toLocaleLowerCase').mockImplementation(function (
      this: string,
    ) {
      return this.replace(/I/gu, '\u0131')
        .replace(/\u0130/gu, 'i')
        .toLowerCase();
    });
    try {
      expect('I'.toLocaleLowerCase()).toBe('\u0131'); // the simulation is in effect
      expect(cardKeyOf('IDK')).toBe('idk');
      expect(cardKeyOf('  IYKYK ')).toBe('iykyk');
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps different terms apart', () => {
    expect(cardKeyOf('no cap')).not.toBe(cardKeyOf('nocap'));
    expect(cardKeyOf('bet')).not.toBe(cardKeyOf('bets'));
  });

  it('is idempotent', () => {
    for (const term of ['  Slay ', 'que\u0301 ONDA', 'a  b\tc'])
      expect(cardKeyOf(cardKeyOf(term))).toBe(cardKeyOf(term));
  });
});
