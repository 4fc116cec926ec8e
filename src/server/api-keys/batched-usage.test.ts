// The public API's hot path keeps no database work per call (issue 13 item 6): a key check is remembered until the
// key is revoked (here at once, on other replicas through Redis), calls are counted in memory and written in
// batches that answer the totals other replicas wrote too, and API translations reach history in batches, in order.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { apikey, user, userTranslations } from '../db/schema';
import { createForeignApiKeyWithSecret } from '../test/api-key-fixtures';
import { forEachDatabase } from '../test/test-app';
import { createApiHistoryWriter } from './api-history';
import { revokeApiKey } from './api-keys';
import { createApiKeyVerifier } from './key-verifier';
import { usageToday } from './usage';
import { createApiKeyUsageLedger } from './usage-ledger';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const warnings: unknown[] = [];
const log = {
  warn: (...args: unknown[]) => warnings.push(args),
  error: (...args: unknown[]) => warnings.push(args),
} as unknown as FastifyBaseLogger; // only warn and error are called
// A timer that never fires within a test: each test flushes when it means to.
const NO_TIMER = 3_600_000;

/** The API translation number `index` of `userId`, as POST /v1/translate hands it to the history writer. */
const apiTranslation = (userId: string, index: number) => ({
  userId,
  from: 'standard_english',
  to: 'gen_z_english',
  text: `text ${index}`,
  translation: `translation ${index}`,
});

forEachDatabase('Batched API usage', (context) => {
  /** The texts in `userId`'s history, oldest first. */
  const historyTexts = async (userId: string) =>
    (
      await context.db
        .select({ text: userTranslations.inputText })
        .from(userTranslations)
        .where(eq(userTranslations.userId, userId))
        .orderBy(userTranslations.createdAt)
    ).map((row) => row.text);

  it('counts calls in memory for the quota and writes them in one batch with the last use', async () => {
    const ledger = createApiKeyUsageLedger({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const first = await createForeignApiKeyWithSecret(context.db);
    const second = await createForeignApiKeyWithSecret(context.db);
    const usedAt = new Date(Date.now() - 1_000);
    expect(await ledger.charactersUsedToday(first.keyId)).toBe(0);
    ledger.record(first.keyId, 120, usedAt);
    ledger.record(first.keyId, 30.9, usedAt);
    ledger.record(second.keyId, 0, usedAt);
    // Counted before anything is written: the next quota check sees it.
    expect(await ledger.charactersUsedToday(first.keyId)).toBe(150);
    expect((await usageToday(context.db, [first.keyId])).get(first.keyId)?.requests).toBe(0);

    await ledger.flush();
    const usage = await usageToday(context.db, [first.keyId, second.keyId]);
    expect(usage.get(first.keyId)).toEqual({ requests: 2, characters: 150 });
    expect(usage.get(second.keyId)).toEqual({ requests: 1, characters: 0 });
    const [row] = await context.db.select().from(apikey).where(eq(apikey.id, first.keyId));
    expect(row?.lastRequest?.getTime()).toBe(usedAt.getTime());
    expect(await ledger.charactersUsedToday(first.keyId)).toBe(150);
    await ledger.close();
  });

  it('learns what another replica counted from its own next write', async () => {
    const one = createApiKeyUsageLedger({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const two = createApiKeyUsageLedger({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const { keyId } = await createForeignApiKeyWithSecret(context.db);
    expect(await one.charactersUsedToday(keyId)).toBe(0);
    expect(await two.charactersUsedToday(keyId)).toBe(0);
    one.record(keyId, 1_000);
    await one.flush();
    two.record(keyId, 10);
    await two.flush();
    expect(await two.charactersUsedToday(keyId)).toBe(1_010);
    expect((await usageToday(context.db, [keyId])).get(keyId)).toEqual({
      requests: 2,
      characters: 1_010,
    });
    await Promise.all([one.close(), two.close()]);
  });

  it('drops the counts of a key revoked before the write and writes the others of the batch', async () => {
    const ledger = createApiKeyUsageLedger({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const revoked = await createForeignApiKeyWithSecret(context.db);
    const kept = await createForeignApiKeyWithSecret(context.db);
    ledger.record(revoked.keyId, 5);
    ledger.record(kept.keyId, 7);
    await context.db.delete(apikey).where(eq(apikey.id, revoked.keyId));
    warnings.length = 0;
    await ledger.flush();
    expect(warnings).toEqual([]);
    expect((await usageToday(context.db, [kept.keyId])).get(kept.keyId)).toEqual({
      requests: 1,
      characters: 7,
    });
    await ledger.close();
  });

  it('writes API translations to history in the order they were made, and skips a deleted account', async () => {
    const history = createApiHistoryWriter({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const owner = await createForeignApiKeyWithSecret(context.db);
    const gone = await createForeignApiKeyWithSecret(context.db);
    const sameInstant = new Date();
    for (let index = 0; index < 5; index++) {
      history.add({ ...apiTranslation(owner.userId, index), createdAt: sameInstant });
    }
    history.add({
      userId: gone.userId,
      from: 'a',
      to: 'b',
      text: 't',
      translation: 'u',
      createdAt: sameInstant,
    });
    await context.db.delete(user).where(eq(user.id, gone.userId));
    expect(
      await context.db
        .select()
        .from(userTranslations)
        .where(eq(userTranslations.userId, owner.userId)),
    ).toEqual([]);

    await history.close();
    const rows = await context.db
      .select()
      .from(userTranslations)
      .where(eq(userTranslations.userId, owner.userId));
    expect(rows.map((row) => row.kind)).toEqual(Array(5).fill('history'));
    // Within one millisecond the stored microseconds keep the order in which they were made.
    expect(await historyTexts(owner.userId)).toEqual(
      [0, 1, 2, 3, 4].map((index) => `text ${index}`),
    );
  });

  it('writes a full batch of API translations at once, without waiting for the timer', async () => {
    const history = createApiHistoryWriter({ db: context.db, log, flushIntervalMs: NO_TIMER });
    const owner = await createForeignApiKeyWithSecret(context.db);
    for (let index = 0; index < 499; index++) history.add(apiTranslation(owner.userId, index));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await historyTexts(owner.userId)).toHaveLength(0);
    history.add(apiTranslation(owner.userId, 499));
    const deadline = Date.now() + 5_000;
    while ((await historyTexts(owner.userId)).length < 500 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await historyTexts(owner.userId)).toHaveLength(500);
    await history.close();
  });

  it('keeps API translations through a failed write and writes them first, in order, on the next', async () => {
    let failNext = true;
    // The real database, whose next statement fails once (an outage between two flushes).
    const flaky = new Proxy(context.db, {
      get(target, property, receiver) {
        if (property === 'execute' && failNext) {
          failNext = false;
          return () => Promise.reject(new Error('connection lost'));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const history = createApiHistoryWriter({ db: flaky, log, flushIntervalMs: NO_TIMER });
    const owner = await createForeignApiKeyWithSecret(context.db);
    const add = (index: number) => history.add(apiTranslation(owner.userId, index));
    add(0);
    add(1);
    const warned = warnings.length;
    await history.flush();
    expect(warnings.length).toBe(warned + 1);
    add(2);
    await history.close();
    expect(await historyTexts(owner.userId)).toEqual(['text 0', 'text 1', 'text 2']);
  });

  it('remembers a checked key and forgets it the moment it is revoked', async () => {
    const verifier = await createApiKeyVerifier({ db: context.db });
    const { keyId, userId, secret } = await createForeignApiKeyWithSecret(context.db);
    expect(verifier.known(secret)).toBeUndefined();
    expect(await verifier.verify(secret)).toMatchObject({ keyId, userId });
    expect(verifier.known(secret)).toMatchObject({ keyId, userId });
    // An unknown key is remembered as refused (a client retrying with a wrong key costs no reads).
    const unknown = `sb_${'Q'.repeat(64)}`;
    expect(await verifier.verify(unknown)).toBeNull();
    expect(verifier.known(unknown)).toBeNull();

    await context.db.delete(apikey).where(eq(apikey.id, keyId));
    await verifier.revoked([keyId]);
    expect(verifier.known(secret)).toBeUndefined();
    expect(await verifier.verify(secret)).toBeNull();
    await verifier.close();
  });

  // Runs where REDIS_URL is set (.ci/run sets it).
  it.runIf(redisUrl)(
    'a key revoked on one replica is refused by another that had it remembered (REDIS_URL)',
    async () => {
      const env = { REDIS_URL: redisUrl };
      const first = await context.buildApp({ env });
      const second = await context.buildApp({ env });
      const { keyId, userId, secret } = await createForeignApiKeyWithSecret(context.db);
      const call = (app: typeof first) =>
        app.inject({
          method: 'GET',
          url: '/v1/usage',
          headers: { authorization: `Bearer ${secret}` },
        });
      expect((await call(first)).statusCode).toBe(200);
      expect((await call(second)).statusCode).toBe(200);
      expect(second.apiKeys.verifier.known(secret)).toMatchObject({ keyId });

      await revokeApiKey(first, userId, keyId);
      expect((await call(first)).statusCode).toBe(401);
      // The announcement takes a moment to arrive: polled for at most about a second.
      const deadline = Date.now() + 1_000;
      while (second.apiKeys.verifier.known(secret) !== undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await call(second)).statusCode).toBe(401);
    },
  );
});
