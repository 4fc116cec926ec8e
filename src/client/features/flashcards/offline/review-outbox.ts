// The review outbox (issue 29 item 3, offline study): ratings made while the network is gone, or whose POST did not
// get through, kept in IndexedDB in the order they were made, each with the Idempotency-Key and the time it was
// made, and sent in that order when the network returns. A rating leaves the outbox only once the server has
// answered it for good, so a retry sends the same key and the server records it exactly once (two tabs flushing
// at once are safe for the same reason). Each rating belongs to the account that made it: an outbox opened for an
// account sends and counts only that account's, so a rating never reaches the server under someone else's session
// on a shared device (ratings kept before owners were recorded go with whoever is signed in).
import type { ReviewRating } from '@shared/flashcards/review-scheduler';
import { completed, openDatabase, visitRecords } from '@client/lib/indexed-db';

export interface OutboxRating {
  /** The Idempotency-Key, made when the rating was. */
  key: string;
  deckId: string;
  cardKey: string;
  rating: ReviewRating;
  /** When the rating was made (ISO). */
  reviewedAt: string;
}

export interface StoredRating extends OutboxRating {
  /** The store's auto-incremented key: the order the ratings were made in. */
  id: number;
  /** The id of the account that made it. */
  owner?: string;
}

export interface ReviewOutbox {
  add(rating: OutboxRating): Promise<void>;
  /** The oldest rating waiting, if any. */
  oldest(): Promise<StoredRating | undefined>;
  remove(id: number): Promise<void>;
  count(): Promise<number>;
}

const DATABASE_NAME = 'slangbridge-offline';
const DATABASE_VERSION = 1;
const STORE = 'review-outbox';

/** The outbox of one account (`owner`), or of everyone's ratings when none is given. */
export function createReviewOutbox(factory: IDBFactory, owner?: string): ReviewOutbox {
  let opening: Promise<IDBDatabase> | undefined;
  const database = () => {
    opening ??= openDatabase(factory, DATABASE_NAME, DATABASE_VERSION, (db) => {
      if (!db.objectStoreNames.contains(STORE))
        db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE, mode).objectStore(STORE);

  const isOwn = (rating: StoredRating) =>
    owner === undefined || rating.owner === undefined || rating.owner === owner;
  /** Visits the owner's ratings oldest first, until `visit` answers false. */
  const walk = async (visit: (rating: StoredRating) => boolean) =>
    visitRecords<StoredRating>((await store('readonly')).openCursor(), (rating) =>
      isOwn(rating) ? visit(rating) : true,
    );

  return {
    async add(rating) {
      await completed((await store('readwrite')).add({ ...rating, ...(owner ? { owner } : {}) }));
    },
    async oldest() {
      let first: StoredRating | undefined;
      await walk((rating) => {
        first = rating;
        return false;
      });
      return first;
    },
    async remove(id) {
      await completed((await store('readwrite')).delete(id));
    },
    async count() {
      let count = 0;
      await walk(() => {
        count += 1;
        return true;
      });
      return count;
    },
  };
}

/**
 * How the server's answer to a rating settles it. Recorded (2xx), or refused in a way a retry would not change
 * (400: too old; 404: the deck or card is gone; 422: the key was reused): it leaves the outbox. A network error,
 * 5xx, 401 (the session lapsed: it waits for the next one), 408 or 429 leaves it for a later try.
 */
export function isFinalStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);
}

export type FlushOutcome = 'done' | 'retry-later';

/**
 * Sends the waiting ratings oldest first, each once it is the oldest (so ratings added meanwhile follow in their
 * order), and stops at the first that must be tried again: a later rating of the same card must not overtake it.
 * `send` answers the HTTP status, or throws when the request did not get an answer.
 */
export async function flushOutbox(
  outbox: ReviewOutbox,
  send: (rating: OutboxRating) => Promise<number>,
  onSent?: () => void,
): Promise<FlushOutcome> {
  for (;;) {
    const next = await outbox.oldest();
    if (!next) return 'done';
    const { id, owner: _owner, ...rating } = next;
    let status: number;
    try {
      status = await send(rating);
    } catch {
      return 'retry-later';
    }
    if (!isFinalStatus(status)) return 'retry-later';
    if (status >= 400) console.warn(`A rating kept offline was refused (${status}); it is dropped`);
    await outbox.remove(id);
    onSent?.();
  }
}
