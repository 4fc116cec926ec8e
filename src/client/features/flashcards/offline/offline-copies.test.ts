// The flashcards' offline copies on an in-memory IndexedDB (fake-indexeddb, a factory per test): every answer of a
// copied query is kept for its owner, changes made on the page (a rating offline) included; a query that gets no
// answer reads its copy, one that is refused does not; nobody reads another owner's copies.
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@client/lib/api-client';
import {
  copyKeyOf,
  createOfflineCopies,
  keepOfflineCopies,
  OFFLINE_COPY,
  setOfflineOwner,
  withOfflineCopy,
  type OfflineCopies,
} from './offline-copies';

const KEY = ['flashcards', 'account', 'reviews', 'gen_z_english'] as const;
const HASH = copyKeyOf(KEY);
const signal = new AbortController().signal;

let copies: OfflineCopies;
beforeEach(() => {
  copies = createOfflineCopies(new IDBFactory());
});
afterEach(() => setOfflineOwner(null));

/** Resolves once the copy for HASH holds `data` (saving is fire-and-forget). */
async function copyOf(owner: string, hash = HASH) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const data = await copies.readQuery(owner, hash);
    if (data !== undefined) return data;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return undefined;
}

describe('the offline copies', () => {
  it('keep a copied query’s answers for their owner, and what the page changed in them', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopies(client, copies, 'user-1');
    await client.fetchQuery({ queryKey: KEY, queryFn: () => ({ cards: 1 }), meta: OFFLINE_COPY });
    expect(await copyOf('user-1')).toEqual({ cards: 1 });

    // A rating made offline moves the schedule on screen with setQueryData: the copy follows.
    client.setQueryData(KEY, { cards: 2 });
    await expect.poll(() => copies.readQuery('user-1', HASH)).toEqual({ cards: 2 });

    // Another account never reads them.
    expect(await copies.readQuery('user-2', HASH)).toBeUndefined();

    // A query without the meta is not copied.
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 'not kept' });
    expect(await copies.readQuery('user-1', copyKeyOf(['other']))).toBeUndefined();
    stop();
  });

  it('copy what the page already holds when they start (a page the server rendered)', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: KEY, queryFn: () => 'hydrated', meta: OFFLINE_COPY });
    const stop = keepOfflineCopies(client, copies, 'user-1');
    expect(await copyOf('user-1')).toBe('hydrated');
    stop();
  });

  it('answer a query that gets no answer, and only for their owner', async () => {
    await copies.saveQuery('user-1', HASH, { cards: 3 });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));

    setOfflineOwner('user-1');
    expect(await withOfflineCopy(offline, () => copies)({ queryKey: KEY, signal })).toEqual({
      cards: 3,
    });
    // A server error is no answer either.
    const failing = () => Promise.reject(new HttpError(503, '{}', ''));
    expect(await withOfflineCopy(failing, () => copies)({ queryKey: KEY, signal })).toEqual({
      cards: 3,
    });

    setOfflineOwner('user-2');
    await expect(withOfflineCopy(offline, () => copies)({ queryKey: KEY, signal })).rejects.toThrow(
      'Failed to fetch',
    );
    setOfflineOwner(null);
    await expect(withOfflineCopy(offline, () => copies)({ queryKey: KEY, signal })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('never stand in for a refusal or a fresh answer', async () => {
    await copies.saveQuery('user-1', HASH, 'old');
    setOfflineOwner('user-1');
    const refused = () => Promise.reject(new HttpError(404, '{"code":"NOT_FOUND"}', ''));
    await expect(
      withOfflineCopy(refused, () => copies)({ queryKey: KEY, signal }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(
      await withOfflineCopy(
        () => Promise.resolve('new'),
        () => copies,
      )({ queryKey: KEY, signal }),
    ).toBe('new');
  });

  it('delete another owner’s copies and old audio when someone opens the page', async () => {
    const now = Date.now();
    await copies.saveQuery('user-1', 'a', 1);
    await copies.saveQuery('user-2', 'b', 2);
    const audio = (id: string, owner: string, savedAt: number) => ({
      id,
      owner,
      bytes: new Uint8Array([1, 2, 3]).buffer,
      type: 'audio/wav',
      savedAt,
    });
    await copies.saveAudio(audio('fresh', 'user-2', now));
    await copies.saveAudio(audio('stale', 'user-2', now - 3 * 86_400_000));
    await copies.saveAudio(audio('theirs', 'user-1', now));

    await copies.prune('user-2', now - 2 * 86_400_000);
    expect(await copies.readQuery('user-1', 'a')).toBeUndefined();
    expect(await copies.readQuery('user-2', 'b')).toBe(2);
    expect((await copies.readAudio('user-2', 'fresh'))?.type).toBe('audio/wav');
    expect(await copies.hasAudio('user-2', 'fresh')).toBe(true);
    expect(await copies.hasAudio('user-1', 'fresh')).toBe(false);
    expect(await copies.readAudio('user-2', 'stale')).toBeUndefined();
    expect(await copies.readAudio('user-1', 'theirs')).toBeUndefined();
  });
});
