// The review outbox on an in-memory IndexedDB (fake-indexeddb, a factory per test, never the global one: test
// files share their worker's globals): ratings leave in the order they were made, each with its own key kept
// across retries, only once the server has answered them for good.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/flashcards/idempotency-key';
import { HttpError } from '@client/lib/api-client';
import { stubFetch } from '@client/test/render';
import { createOutboxSync, retryDelayMs, submitRating } from './outbox-sync';
import {
  createReviewOutbox,
  flushOutbox,
  isFinalStatus,
  type OutboxRating,
  type ReviewOutbox,
} from './review-outbox';
import { hasPendingRatings, PENDING_RATINGS_EVENT } from './sync-status';

const ratingOf = (index: number): OutboxRating => ({
  key: `key-${index}-0000`,
  deckId: 'gen_z_english',
  cardKey: `term ${index}`,
  rating: index % 2 === 0 ? 'again' : 'good',
  reviewedAt: new Date(Date.UTC(2026, 2, 2, 10, index)).toISOString(),
});

let factory: IDBFactory;
let outbox: ReviewOutbox;
beforeEach(() => {
  factory = new IDBFactory();
  outbox = createReviewOutbox(factory);
});

/** A server that answers the statuses given in turn (200 after them), recording what it was sent. */
function serverAnswering(...statuses: (number | 'no answer')[]) {
  const received: OutboxRating[] = [];
  const sent: string[] = [];
  const send = (rating: OutboxRating) => {
    received.push(rating);
    sent.push(rating.key);
    const status = statuses.shift() ?? 200;
    return status === 'no answer'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(status);
  };
  return { sent, received, send };
}

describe('the review outbox', () => {
  it('sends the ratings in the order they were made, each once, and empties', async () => {
    for (const index of [1, 2, 3]) await outbox.add(ratingOf(index));
    const server = serverAnswering();
    expect(await flushOutbox(outbox, server.send)).toBe('done');
    expect(server.sent).toEqual(['key-1-0000', 'key-2-0000', 'key-3-0000']);
    expect(await outbox.count()).toBe(0);
    expect(await flushOutbox(outbox, server.send)).toBe('done');
    expect(server.sent).toHaveLength(3);
  });

  it('keeps a rating that got no answer, with its key, and sends it again first', async () => {
    for (const index of [1, 2, 3]) await outbox.add(ratingOf(index));
    const server = serverAnswering(200, 'no answer');
    expect(await flushOutbox(outbox, server.send)).toBe('retry-later');
    expect(server.sent).toEqual(['key-1-0000', 'key-2-0000']);
    expect(await outbox.count()).toBe(2);
    expect((await outbox.oldest())?.key).toBe('key-2-0000');

    expect(await flushOutbox(outbox, server.send)).toBe('done');
    expect(server.sent).toEqual(['key-1-0000', 'key-2-0000', 'key-2-0000', 'key-3-0000']);
    // The retry is the same rating: same key, same time made.
    expect(server.received[2]).toEqual(ratingOf(2));
  });

  it('stops at a server error or a lapsed session, and drops a rating refused for good', async () => {
    for (const index of [1, 2]) await outbox.add(ratingOf(index));
    for (const status of [503, 500, 401, 429]) {
      const server = serverAnswering(status);
      expect(await flushOutbox(outbox, server.send)).toBe('retry-later');
      expect(server.sent).toEqual(['key-1-0000']);
      expect(await outbox.count()).toBe(2);
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverAnswering(404);
    expect(await flushOutbox(outbox, server.send)).toBe('done');
    expect(server.sent).toEqual(['key-1-0000', 'key-2-0000']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('tells final answers from ones worth another try', () => {
    expect([200, 201, 400, 404, 409, 422].every(isFinalStatus)).toBe(true);
    expect([0, 401, 408, 425, 429, 500, 502, 503].some(isFinalStatus)).toBe(false);
  });

  it('belongs to the account that made each rating: another account neither sends nor counts it', async () => {
    // A rating kept before owners were recorded goes with whoever is signed in.
    await outbox.add(ratingOf(0));
    const mine = createReviewOutbox(factory, 'user-1');
    const theirs = createReviewOutbox(factory, 'user-2');
    await mine.add(ratingOf(1));
    await theirs.add(ratingOf(2));
    await mine.add(ratingOf(3));
    expect(await mine.count()).toBe(3);
    expect(await theirs.count()).toBe(2);

    const server = serverAnswering();
    expect(await flushOutbox(theirs, server.send)).toBe('done');
    expect(server.sent).toEqual(['key-0-0000', 'key-2-0000']);
    expect(await mine.count()).toBe(2);
    // What is sent is the rating alone, not whose it was.
    expect(server.received[1]).toEqual(ratingOf(2));

    const sync = createOutboxSync({ outbox: mine, owner: 'user-1', isOnline: () => false });
    await sync.add(ratingOf(4));
    expect(sync.waiting()).toBe(true);
    expect(hasPendingRatings('user-2')).toBe(false);
    expect(await theirs.count()).toBe(0);
  });

  it('keeps what it holds across a reload (another connection to the same database)', async () => {
    await outbox.add(ratingOf(1));
    const reopened = createReviewOutbox(factory);
    expect((await reopened.oldest())?.key).toBe('key-1-0000');
  });
});

describe('the outbox sync', () => {
  it('holds ratings while offline and says so, then sends them in order once online', async () => {
    let online = false;
    const server = serverAnswering();
    const sync = createOutboxSync({ outbox, send: server.send, isOnline: () => online });
    const changes = vi.fn();
    window.addEventListener(PENDING_RATINGS_EVENT, changes);
    try {
      for (const index of [1, 2]) await sync.add(ratingOf(index));
      expect(server.sent).toEqual([]);
      expect(hasPendingRatings()).toBe(true);
      expect(changes).toHaveBeenCalled();

      online = true;
      await sync.flush();
      expect(server.sent).toEqual(['key-1-0000', 'key-2-0000']);
      expect(hasPendingRatings()).toBe(false);
    } finally {
      window.removeEventListener(PENDING_RATINGS_EVENT, changes);
    }
  });

  it('tries again later after a failure, waiting longer each time', async () => {
    const retries: { retry: () => void; ms: number }[] = [];
    const server = serverAnswering(503, 'no answer');
    const sync = createOutboxSync({
      outbox,
      send: server.send,
      isOnline: () => true,
      schedule: (retry, ms) => {
        retries.push({ retry, ms });
        return () => undefined;
      },
    });
    await outbox.add(ratingOf(1));
    await sync.flush();
    expect(retries.map(({ ms }) => ms)).toEqual([2_000]);
    retries[0]!.retry();
    await sync.flush();
    expect(retries.map(({ ms }) => ms)).toEqual([2_000, 4_000]);
    retries[1]!.retry();
    await sync.flush();
    expect(server.sent).toEqual(['key-1-0000', 'key-1-0000', 'key-1-0000']);
    expect(await outbox.count()).toBe(0);
    expect(retries).toHaveLength(2);
    expect(retryDelayMs(20)).toBe(5 * 60_000);
  });
});

describe('submitting a rating', () => {
  const card = {
    deckId: 'gen_z_english',
    cardKey: 'term 1',
    state: {
      due: '2026-03-02T10:10:00.000Z',
      stability: 2,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 1,
      reps: 1,
      lapses: 0,
      state: 'learning' as const,
      lastReview: '2026-03-02T10:00:00.000Z',
    },
    leech: false,
  };

  it('sends it at once with its key and time when online and nothing waits', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { card } }));
    const sync = createOutboxSync({ outbox, isOnline: () => true });
    expect(await submitRating(ratingOf(1), sync, () => true)).toEqual({ card });
    const [call] = calls;
    expect(new Headers(call?.init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1-0000');
    expect(JSON.parse(call?.init?.body as string)).toEqual({
      deckId: 'gen_z_english',
      cardKey: 'term 1',
      rating: 'good',
      reviewedAt: '2026-03-02T10:01:00.000Z',
    });
    expect(await outbox.count()).toBe(0);
  });

  it('keeps it when offline, when the POST gets no answer or a server error', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { card } }));
    const offlineSync = createOutboxSync({ outbox, isOnline: () => false });
    expect(await submitRating(ratingOf(1), offlineSync, () => false)).toEqual({ card: null });
    expect(calls).toHaveLength(0);

    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await submitRating(ratingOf(2), offlineSync, () => true)).toEqual({ card: null });
    expect(await outbox.count()).toBe(2);
  });

  it('queues behind ratings already waiting, and throws a refusal a retry would not change', async () => {
    const sync = createOutboxSync({ outbox, isOnline: () => false });
    await sync.add(ratingOf(1));
    const calls = stubFetch(() => ({
      status: 404,
      body: { error: 'Not found.', code: 'NOT_FOUND' },
    }));
    expect(await submitRating(ratingOf(2), sync, () => true)).toEqual({ card: null });
    expect(await outbox.count()).toBe(2);
    expect(calls).toHaveLength(0);

    localStorage.clear();
    await expect(submitRating(ratingOf(3), sync, () => true)).rejects.toBeInstanceOf(HttpError);
  });
});
