// Sending the review outbox (review-outbox.ts): a rating goes to the server at once when it can, else into the
// outbox, which is flushed in order when the network returns (the header's sync notice asks, on the `online` event
// and when a page opens with ratings waiting) and, after a failure, again after a while that grows (2 s, 4 s, …,
// 5 min). One flush at a time in a tab.
import type { ScheduledCard } from '@shared/schemas/flashcards';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/flashcards/idempotency-key';
import { apiJson, HttpError } from '@client/lib/api-client';
import {
  createReviewOutbox,
  flushOutbox,
  isFinalStatus,
  type OutboxRating,
  type ReviewOutbox,
} from './review-outbox';
import { offlineOwner } from './offline-copies';
import { hasPendingRatings, setPendingRatings } from './sync-status';

const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 5 * 60_000;

/** The wait before the next try after `failures` failed flushes in a row. */
export const retryDelayMs = (failures: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/** POSTs one rating with its key: the server's card, or a throw (HttpError with the status, or no answer). */
export async function postRating({ key, ...body }: OutboxRating): Promise<ScheduledCard> {
  const { card } = await apiJson<{ card: ScheduledCard }>('POST', '/api/flashcards/reviews', body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  return card;
}

/** postRating as a status for flushOutbox; throws only when there was no answer. */
async function sendForStatus(rating: OutboxRating): Promise<number> {
  try {
    await postRating(rating);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

export interface OutboxSync {
  /** Whether ratings of this outbox's account wait (a synchronous read: sync-status.ts). */
  waiting(): boolean;
  /** Keeps a rating to send later; sends what waits now when the network is there. */
  add(rating: OutboxRating): Promise<void>;
  /** Sends what waits now; a flush asked for during one runs right after it. */
  flush(): Promise<void>;
}

export interface OutboxSyncOptions {
  outbox: ReviewOutbox;
  /** The account whose ratings the outbox holds (createReviewOutbox's owner). */
  owner?: string;
  send?: (rating: OutboxRating) => Promise<number>;
  isOnline?: () => boolean;
  /** Runs `retry` after `ms`; answers how to cancel it. */
  schedule?: (retry: () => void, ms: number) => () => void;
}

const scheduleWithTimer = (retry: () => void, ms: number) => {
  const timer = setTimeout(retry, ms);
  return () => clearTimeout(timer);
};

export function createOutboxSync({
  outbox,
  owner,
  send = sendForStatus,
  isOnline = () => navigator.onLine,
  schedule = scheduleWithTimer,
}: OutboxSyncOptions): OutboxSync {
  let flushing: Promise<void> | undefined;
  let askedAgain = false;
  let failures = 0;
  let cancelRetry = () => {};

  const publish = async () => setPendingRatings(await outbox.count(), owner);

  const flushOnce = async () => {
    cancelRetry();
    const outcome = await flushOutbox(outbox, send, () => void publish());
    await publish();
    if (outcome === 'done') {
      failures = 0;
      return;
    }
    failures += 1;
    // Offline, the `online` event brings the next try; a timer would only fail again.
    if (isOnline()) cancelRetry = schedule(() => void flush(), retryDelayMs(failures));
  };

  const flush = (): Promise<void> => {
    if (flushing) {
      askedAgain = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        askedAgain = false;
        await flushOnce();
      } while (askedAgain && failures === 0);
    })()
      .catch((error: unknown) => console.error('Sending the ratings kept offline failed', error))
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  };

  return {
    waiting: () => hasPendingRatings(owner),
    async add(rating) {
      await outbox.add(rating);
      await publish();
      if (isOnline()) void flush();
    },
    flush,
  };
}

const shared = new Map<string, OutboxSync>();

/**
 * The outbox of an account (the signed-in learner's id) in this browser, or null where there is no IndexedDB (the
 * server's render, a test DOM). Without an account, every rating kept.
 */
export function reviewOutboxSync(owner?: string | null): OutboxSync | null {
  if (typeof indexedDB === 'undefined') return null;
  const key = owner ?? '';
  let sync = shared.get(key);
  if (!sync) {
    sync = createOutboxSync({
      outbox: createReviewOutbox(indexedDB, owner ?? undefined),
      ...(owner ? { owner } : {}),
    });
    shared.set(key, sync);
  }
  return sync;
}

export interface SubmittedRating {
  /** The server's card; null when the rating was kept to send later. */
  card: ScheduledCard | null;
}

/**
 * A rating of a signed-in learner: sent now, or kept in the outbox when the browser is offline, when earlier
 * ratings still wait (they go first, in order), or when the POST gets no answer or one worth trying again. A
 * refusal that a retry would not change is thrown, as before.
 */
export async function submitRating(
  rating: OutboxRating,
  sync: OutboxSync | null = reviewOutboxSync(offlineOwner()),
  online = () => navigator.onLine,
): Promise<SubmittedRating> {
  if (sync && (!online() || sync.waiting())) {
    await sync.add(rating);
    return { card: null };
  }
  try {
    return { card: await postRating(rating) };
  } catch (error) {
    if (!sync || (error instanceof HttpError && isFinalStatus(error.status))) throw error;
    await sync.add(rating);
    return { card: null };
  }
}

/** A new Idempotency-Key. randomUUID needs a secure context; a page served over plain http gets 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
