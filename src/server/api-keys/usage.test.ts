// API key usage counters (issue 13): one row per key and UTC day; a call adds one request and its characters and
// sets the key's last use; the day turns at midnight UTC; a key revoked meanwhile is skipped without an error.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apikey } from '../db/schema';
import { createForeignApiKeyWithSecret, recordApiKeyUse } from '../test/api-key-fixtures';
import { forEachDatabase } from '../test/test-app';
import { charactersUsedToday, usageToday, utcDay } from './usage';

it('names the UTC day, whatever the local time zone', () => {
  expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
  expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
  expect(utcDay(new Date('2026-03-01T20:30:00-05:00'))).toBe('2026-03-02');
});

forEachDatabase('API key usage', (context) => {
  const lastRequestOf = async (keyId: string) =>
    (await context.db.select().from(apikey).where(eq(apikey.id, keyId)))[0]?.lastRequest ?? null;

  it('adds up calls and characters per key and UTC day, and sets the last use', async () => {
    const { keyId } = await createForeignApiKeyWithSecret(context.db);
    const other = await createForeignApiKeyWithSecret(context.db);
    const lateOnDay1 = new Date('2026-03-01T23:59:00Z');
    const earlyOnDay2 = new Date('2026-03-02T00:01:00Z');

    expect(await charactersUsedToday(context.db, keyId, lateOnDay1)).toBe(0);
    await recordApiKeyUse(context.db, keyId, 1200, lateOnDay1);
    await recordApiKeyUse(context.db, keyId, 300.7, lateOnDay1);
    await recordApiKeyUse(context.db, keyId, 0, lateOnDay1);
    await recordApiKeyUse(context.db, keyId, -5, lateOnDay1);
    expect(await charactersUsedToday(context.db, keyId, lateOnDay1)).toBe(1500);
    expect(await lastRequestOf(keyId)).toEqual(lateOnDay1);

    // A new UTC day starts from zero; the previous day's row is kept.
    await recordApiKeyUse(context.db, keyId, 40, earlyOnDay2);
    expect(await charactersUsedToday(context.db, keyId, earlyOnDay2)).toBe(40);
    expect(await charactersUsedToday(context.db, keyId, lateOnDay1)).toBe(1500);
    expect(await lastRequestOf(keyId)).toEqual(earlyOnDay2);

    const usage = await usageToday(context.db, [keyId, other.keyId, 'no-such-key'], lateOnDay1);
    expect(Object.fromEntries(usage)).toEqual({
      [keyId]: { requests: 4, characters: 1500 },
      [other.keyId]: { requests: 0, characters: 0 },
      'no-such-key': { requests: 0, characters: 0 },
    });
    expect((await usageToday(context.db, [], lateOnDay1)).size).toBe(0);
  });

  it('counts every one of many simultaneous calls', async () => {
    const { keyId } = await createForeignApiKeyWithSecret(context.db);
    const now = new Date();
    await Promise.all(
      Array.from({ length: 20 }, () => recordApiKeyUse(context.db, keyId, 10, now)),
    );
    expect((await usageToday(context.db, [keyId], now)).get(keyId)).toEqual({
      requests: 20,
      characters: 200,
    });
  });

  it('skips a key revoked between its check and the record, without an error', async () => {
    const { keyId } = await createForeignApiKeyWithSecret(context.db);
    await context.db.delete(apikey).where(eq(apikey.id, keyId));
    await expect(recordApiKeyUse(context.db, keyId, 10)).resolves.toBeUndefined();
    expect(await charactersUsedToday(context.db, keyId)).toBe(0);
  });
});
