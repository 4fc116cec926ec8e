// The FSRS optimizer on a learner's logs (issue 29 item 1): what it learns from (one item per review after a card's
// first day, ratings and whole UTC days as fsrs-rs expects), and that parameters fitted to a generated year of
// reviews, whose true forgetting curve is known, predict held-out reviews better than the defaults.
import { default_w } from 'ts-fsrs';
import { beforeAll, describe, expect, it } from 'vitest';
import { asHistory, generateReviewHistory, TRUE_PARAMETERS } from '../test/review-history-fixtures';
import {
  cardReviewsOf,
  fitParameters,
  itemCountOf,
  logLossOf,
  MIN_REVIEWS,
  PARAMETER_COUNT,
  type CardReviews,
  type HistoryLog,
} from './optimizer';

const at = (iso: string) => new Date(iso);
const log = (
  cardKey: string,
  rating: HistoryLog['rating'],
  state: HistoryLog['state'],
  reviewedAt: string,
  deckId = 'deck',
): HistoryLog => ({ deckId, cardKey, rating, state, reviewedAt: at(reviewedAt) });

describe('cardReviewsOf', () => {
  it('gives each card its ratings and whole UTC days between reviews; items start on a later day', async () => {
    const cards = await cardReviewsOf([
      log('a', 'good', 'new', '2026-01-01T23:50:00Z'),
      log('b', 'again', 'new', '2026-01-01T23:55:00Z'),
      log('a', 'good', 'learning', '2026-01-02T00:05:00Z'),
      log('a', 'again', 'review', '2026-01-05T08:00:00Z'),
      log('a', 'good', 'relearning', '2026-01-05T08:10:00Z'),
      log('b', 'good', 'learning', '2026-01-01T23:58:00Z'),
    ]);
    // 'a': its second review is 15 minutes later but on the next UTC day, so it counts as a day.
    expect(cards).toEqual([
      {
        reviews: [
          { rating: 3, deltaT: 0 },
          { rating: 3, deltaT: 1 },
          { rating: 1, deltaT: 3 },
          { rating: 3, deltaT: 0 },
        ],
        firstItem: 1,
      },
      // 'b': all on its first day: nothing the optimizer learns from.
      {
        reviews: [
          { rating: 1, deltaT: 0 },
          { rating: 3, deltaT: 0 },
        ],
        firstItem: 2,
      },
    ]);
    expect(itemCountOf(cards)).toBe(3);
  });

  it('keeps cards of different decks apart and leaves out a history that does not start with a new card', async () => {
    const cards = await cardReviewsOf([
      log('a', 'good', 'review', '2026-01-01T08:00:00Z', 'imported'),
      log('a', 'good', 'new', '2026-01-01T09:00:00Z'),
      log('a', 'good', 'review', '2026-01-03T09:00:00Z', 'imported'),
      log('a', 'good', 'review', '2026-01-04T09:00:00Z'),
    ]);
    expect(cards).toEqual([
      {
        reviews: [
          { rating: 3, deltaT: 0 },
          { rating: 3, deltaT: 3 },
        ],
        firstItem: 1,
      },
    ]);
  });

  it('starts a card at its first review as a new card', async () => {
    const [card] = await cardReviewsOf([
      log('a', 'again', 'relearning', '2025-12-30T08:00:00Z'),
      log('a', 'good', 'new', '2026-01-01T08:00:00Z'),
      log('a', 'good', 'review', '2026-01-02T08:00:00Z'),
    ]);
    expect(card).toEqual({
      reviews: [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
      firstItem: 1,
    });
  });
});

describe('fitting FSRS parameters to a generated learner', () => {
  // A year of reviews by a learner whose memory follows TRUE_PARAMETERS, scheduled with the defaults.
  let heldOut: CardReviews[];
  let training: CardReviews[];
  beforeAll(async () => {
    const cards = await cardReviewsOf(asHistory(generateReviewHistory({ logs: 6000 })));
    // Every fifth card is held out: the fit never sees its reviews.
    heldOut = cards.filter((_, index) => index % 5 === 0);
    training = cards.filter((_, index) => index % 5 !== 0);
  });

  it('has enough reviews to fit, of a learner unlike the defaults', async () => {
    expect(itemCountOf(training)).toBeGreaterThan(10 * MIN_REVIEWS);
    expect(itemCountOf(heldOut)).toBeGreaterThan(2 * MIN_REVIEWS);
    // The generated reviews follow the true parameters: they predict them better than the defaults do.
    expect(await logLossOf(heldOut, TRUE_PARAMETERS)).toBeLessThan(await logLossOf(heldOut, null));
  });

  it('fits parameters that predict held-out reviews better than the defaults (lower log loss)', async () => {
    const fit = await fitParameters(training);
    // FSRS-6 on both sides: what the optimizer returns is what ts-fsrs schedules with.
    expect(fit.parameters).toHaveLength(PARAMETER_COUNT);
    expect(default_w).toHaveLength(PARAMETER_COUNT);
    expect(fit.parameters).not.toEqual([...default_w]);
    expect(fit.logLoss).toBeLessThan(fit.defaultLogLoss);

    expect(await logLossOf(heldOut, fit.parameters)).toBeLessThan(await logLossOf(heldOut, null));
  });
});
