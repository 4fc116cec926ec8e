// The flashcards screen with no network (issue 29 item 3, offline study). Online, every flashcards query asks the
// server as before and its latest answer is copied into IndexedDB: the decks, a deck's cards, its progress, the
// due counts and the review schedule, with the changes that ratings made offline bring (rate-card.ts moves the
// schedule on), so the queue stays where the learner left it. When a query gets no answer (offline, or a server
// error), its copy answers instead: /flashcards opens, and Review goes on, after a reload with no network. The
// audio of today's review queue is kept beside them (card-audio.ts).
//
// Copies belong to one owner, the signed-in account's id or VISITOR, which the page sets (useOfflineCopies):
// nothing is copied or read before it is known, another owner's copies are never read, and they are deleted when
// someone else opens the screen on this device.
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { HttpError } from '@client/lib/api-client';
import { completed, openDatabase, visitRecords } from '@client/lib/indexed-db';

/** The owner of a signed-out visitor's copies (the built-in decks, read from the server). */
export const VISITOR = 'visitor';
/** Kept audio older than this is deleted: it was for an earlier day's queue. */
export const AUDIO_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

const DATABASE_NAME = 'slangbridge-offline-copies';
const DATABASE_VERSION = 1;
const QUERIES = 'queries';
const AUDIO = 'audio';

interface QueryCopy {
  /** The query's key as JSON (copyKeyOf). */
  hash: string;
  owner: string;
  data: unknown;
  savedAt: number;
}

/** One card's audio. Bytes rather than a Blob: every IndexedDB (and its test double) can store them. */
export interface AudioCopy {
  /** Which recording (card-audio.ts's audioIdOf); stored under audioKey(owner, id). */
  id: string;
  owner: string;
  bytes: ArrayBuffer;
  type: string;
  savedAt: number;
}

export interface OfflineCopies {
  saveQuery(owner: string, hash: string, data: unknown): Promise<void>;
  /** The data of this owner's copy, or undefined when there is none. */
  readQuery(owner: string, hash: string): Promise<unknown>;
  saveAudio(copy: AudioCopy): Promise<void>;
  readAudio(owner: string, id: string): Promise<AudioCopy | undefined>;
  /** Whether the owner keeps this recording, without reading its bytes. */
  hasAudio(owner: string, id: string): Promise<boolean>;
  /** Deletes every copy of another owner, and audio saved before `audioSince`. */
  prune(owner: string, audioSince: number): Promise<void>;
}

/** Deletes the records of a store that `doomed` picks. */
const deleteWhere = (
  store: IDBObjectStore,
  doomed: (value: { owner: string; savedAt: number }) => boolean,
) =>
  visitRecords<{ owner: string; savedAt: number }>(store.openCursor(), (value, cursor) => {
    if (doomed(value)) cursor.delete();
    return true;
  });

/** A recording's key in its store: whose it is and which (another account's copy is another record). */
const audioKey = (owner: string, id: string) => `${owner}\u001f${id}`;

export function createOfflineCopies(factory: IDBFactory): OfflineCopies {
  let opening: Promise<IDBDatabase> | undefined;
  const database = () => {
    opening ??= openDatabase(factory, DATABASE_NAME, DATABASE_VERSION, (db) => {
      if (!db.objectStoreNames.contains(QUERIES))
        db.createObjectStore(QUERIES, { keyPath: 'hash' });
      if (!db.objectStoreNames.contains(AUDIO)) db.createObjectStore(AUDIO, { keyPath: 'id' });
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  const store = async (name: string, mode: IDBTransactionMode) =>
    (await database()).transaction(name, mode).objectStore(name);

  return {
    async saveQuery(owner, hash, data) {
      const copy: QueryCopy = { hash, owner, data, savedAt: Date.now() };
      await completed((await store(QUERIES, 'readwrite')).put(copy));
    },
    async readQuery(owner, hash) {
      const copy = (await completed((await store(QUERIES, 'readonly')).get(hash))) as
        QueryCopy | undefined;
      return copy?.owner === owner ? copy.data : undefined;
    },
    async saveAudio(copy) {
      await completed(
        (await store(AUDIO, 'readwrite')).put({ ...copy, id: audioKey(copy.owner, copy.id) }),
      );
    },
    async readAudio(owner, id) {
      return (await completed((await store(AUDIO, 'readonly')).get(audioKey(owner, id)))) as
        AudioCopy | undefined;
    },
    async hasAudio(owner, id) {
      return (await completed((await store(AUDIO, 'readonly')).count(audioKey(owner, id)))) > 0;
    },
    async prune(owner, audioSince) {
      await deleteWhere(await store(QUERIES, 'readwrite'), (copy) => copy.owner !== owner);
      await deleteWhere(
        await store(AUDIO, 'readwrite'),
        (copy) => copy.owner !== owner || copy.savedAt < audioSince,
      );
    },
  };
}

let shared: OfflineCopies | null | undefined;
let owner: string | null = null;

/** This browser's copies, or null where there is no IndexedDB (the server's render, a test DOM). */
export function offlineCopies(): OfflineCopies | null {
  shared ??= typeof indexedDB === 'undefined' ? null : createOfflineCopies(indexedDB);
  return shared;
}

/** Whose copies are read and written now; null until the page knows who is there. */
export const offlineOwner = () => owner;

/** Sets the owner (useOfflineCopies does, before the screen's queries run). */
export function setOfflineOwner(next: string | null) {
  owner = next;
}

/** The meta of a query whose answers are copied. */
export const OFFLINE_COPY = { offlineCopy: true } as const;

/** What a copy needs of a query (the cache's events carry queries of any data type). */
type CopiedQuery = Pick<Query, 'queryKey' | 'meta'> & { state: { data: unknown } };

/**
 * A copy's key: the query key as JSON. The flashcards' keys are arrays of strings, which TanStack Query hashes the
 * same way; its hashKey is not used so that the shared vendor chunk of every page stays as it is.
 */
export const copyKeyOf = (queryKey: QueryKey) => JSON.stringify(queryKey);

const isCopied = (query: CopiedQuery) =>
  query.meta?.offlineCopy === true && query.state.data !== undefined;

/** Copies every copied query's data now and after each change (a fetch, or setQueryData). */
export function keepOfflineCopies(
  client: QueryClient,
  copies: OfflineCopies,
  copiesOwner: string,
): () => void {
  const save = (query: CopiedQuery) =>
    void copies
      .saveQuery(copiesOwner, copyKeyOf(query.queryKey), query.state.data)
      .catch((error: unknown) => console.warn('Keeping a copy for offline use failed', error));
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) if (isCopied(query)) save(query);
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isCopied(event.query))
      save(event.query);
  });
}

/**
 * A query function: `fetch`'s answer, or when the server gives none (no network, or a 5xx), the owner's copy of
 * the query's last answer. A refusal (4xx) is the answer, and so is a failure with nothing copied.
 */
export function withOfflineCopy<T>(
  fetch: () => Promise<T>,
  copies: () => OfflineCopies | null = offlineCopies,
) {
  return async ({ queryKey, signal }: { queryKey: QueryKey; signal: AbortSignal }): Promise<T> => {
    try {
      return await fetch();
    } catch (error) {
      if (signal.aborted || (error instanceof HttpError && error.status < 500)) throw error;
      const store = copies();
      const reader = owner;
      if (!store || !reader) throw error;
      const copy = await store.readQuery(reader, copyKeyOf(queryKey)).catch(() => undefined);
      if (copy === undefined) throw error;
      return copy as T;
    }
  };
}

/**
 * Keeps the flashcards' copies for `next` (the signed-in account's id, VISITOR, or null while unknown). A layout
 * effect: it runs before the passive effects that start the screen's queries, so their first fetch knows whose
 * copies to read.
 */
export function useOfflineCopies(next: string | null) {
  const client = useQueryClient();
  useLayoutEffect(() => {
    setOfflineOwner(next);
    const copies = offlineCopies();
    if (!next || !copies) return;
    void copies
      .prune(next, Date.now() - AUDIO_KEPT_MS)
      .catch((error: unknown) => console.warn('Clearing old offline copies failed', error));
    const stop = keepOfflineCopies(client, copies, next);
    return () => {
      stop();
      if (owner === next) setOfflineOwner(null);
    };
  }, [client, next]);
}
