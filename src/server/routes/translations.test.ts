// /api/translations/*: the signed-in user's history and saved lists, deletes and ratings — sign-in required,
// owner-scoped, newest first, validated, and low ratings queued for review.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { ApiError } from '@shared/api-error';
import {
  RECENT_TRANSLATIONS_LIMIT,
  TRANSLATE_INPUT_MAX,
  TRANSLATION_LIST_LIMIT,
} from '@shared/limits';
import type { StoredTranslation, TranslationRecord } from '@shared/schemas/translations';
import { reviewQueue, translationRatings, userTranslations } from '../db/schema';
import {
  bearerHeaders,
  cookieHeaders,
  createSignedInUser,
  type TestSession,
} from '../test/auth-helpers';
import { errorBodyOf, forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

type Method = 'GET' | 'POST' | 'DELETE';
type Mode = 'cookie' | 'bearer';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A finished translation; `label` makes it unique, so rows of one test are told apart. */
const recordOf = (label: string): TranslationRecord => ({
  inputText: `that party was great (${label})`,
  outputText: `that party was bussin, no cap (${label})`,
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
});

forEachDatabase('/api/translations', (context) => {
  const call = (
    method: Method,
    url: string,
    session?: TestSession,
    body?: unknown,
    mode: Mode = 'cookie',
  ) =>
    context.app.inject({
      method,
      url,
      headers: {
        ...(session ? (mode === 'cookie' ? cookieHeaders(session) : bearerHeaders(session)) : {}),
        ...(body === undefined ? {} : JSON_HEADERS),
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  const list = async (session: TestSession, which: 'history' | 'saved' | 'recent') => {
    const response = await call('GET', `/api/translations/${which}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoredTranslation[]>();
  };

  const rowsOf = (userId: string) =>
    context.db.select().from(userTranslations).where(eq(userTranslations.userId, userId));

  /** Stores rows straight in the database with the given ages (seconds before now), like the routes store them. */
  const seed = async (
    userId: string,
    kind: 'history' | 'saved',
    count: number,
    label = randomUUID(),
  ) => {
    const now = Date.now();
    await context.db.insert(userTranslations).values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        kind,
        ...recordOf(`${label} #${index}`),
        // #0 is the oldest.
        createdAt: new Date(now - (count - index) * 1000),
      })),
    );
    return label;
  };

  const expectError = (response: LightMyRequestResponse, status: number, message: RegExp) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<ApiError>();
    expect(body.error).toMatch(message);
    expect(hasStackTrace(response.body)).toBe(false);
    return body;
  };

  it('answers 401 on every route when signed out, before looking at the body, and stores nothing', async () => {
    const marker = recordOf(`anonymous ${randomUUID()}`);
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/translations/history', marker],
      ['POST', '/api/translations/save', marker],
      ['POST', '/api/translations/rate', { ...marker, rating: 1 }],
      // An invalid body is still a 401: the guard runs first and reveals nothing about the schema.
      ['POST', '/api/translations/history', { inputText: '' }],
      ['POST', '/api/translations/rate', { rating: 'x' }],
      ['GET', '/api/translations/history', undefined],
      ['GET', '/api/translations/saved', undefined],
      ['GET', '/api/translations/recent', undefined],
      ['DELETE', `/api/translations/saved/${randomUUID()}`, undefined],
      ['DELETE', '/api/translations/saved/not-a-uuid', undefined],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method, url, undefined, body);
      const error = expectError(response, 401, /please sign in/);
      expect(error.code, `${method} ${url}`).toBe('UNAUTHORIZED');
    }
    // A session cookie that is not a live session is no better.
    const forged = await context.app.inject({
      method: 'GET',
      url: '/api/translations/history',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);

    const stored = await context.db
      .select()
      .from(userTranslations)
      .where(eq(userTranslations.inputText, marker.inputText));
    expect(stored).toEqual([]);
    const ratings = await context.db
      .select()
      .from(translationRatings)
      .where(eq(translationRatings.inputText, marker.inputText));
    expect(ratings).toEqual([]);
  });

  it('adds to history (201 with the stored row) and lists it newest first, by cookie and by bearer', async () => {
    const alice = await createSignedInUser(context.app, { label: 'history' });
    const records = [recordOf('first'), recordOf('second'), recordOf('third')];
    const created: StoredTranslation[] = [];
    for (const [index, record] of records.entries()) {
      const response = await call(
        'POST',
        '/api/translations/history',
        alice,
        record,
        index % 2 ? 'bearer' : 'cookie',
      );
      expect(response.statusCode, response.body).toBe(201);
      const row = response.json<StoredTranslation>();
      expectStored(row, record);
      created.push(row);
    }

    const stored = await rowsOf(alice.userId);
    expect(stored).toHaveLength(3);
    for (const row of created) {
      const dbRow = stored.find(({ id }) => id === row.id);
      expect(dbRow).toMatchObject({ kind: 'history', userId: alice.userId, ...recordOfRow(row) });
      expect(dbRow!.createdAt.toISOString()).toBe(row.createdAt);
    }

    const history = await list(alice, 'history');
    expect(history.map(({ id }) => id)).toEqual(created.map(({ id }) => id).reverse());
    expect(history[0]).toEqual(created[2]);
    const byBearer = await call('GET', '/api/translations/history', alice, undefined, 'bearer');
    expect(byBearer.json()).toEqual(history);
    // History is not the saved list.
    expect(await list(alice, 'saved')).toEqual([]);
    expect((await list(alice, 'recent')).map(({ id }) => id)).toEqual(history.map(({ id }) => id));

    // The same translation twice in history is two entries (every translation is recorded).
    const again = await call('POST', '/api/translations/history', alice, records[0]);
    expect(again.statusCode).toBe(201);
    expect(again.json<StoredTranslation>().id).not.toBe(created[0]!.id);
    expect(await list(alice, 'history')).toHaveLength(4);
  });

  it('saves (201), answers the existing row (200) for the same translation again, and lists saved newest first', async () => {
    const alice = await createSignedInUser(context.app, { label: 'save' });
    const record = recordOf('keep me');
    const first = await call('POST', '/api/translations/save', alice, record);
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json<StoredTranslation>();
    expectStored(saved, record);

    const again = await call('POST', '/api/translations/save', alice, record, 'bearer');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(saved);

    // A translation already in history is saved all the same; only another saved row is a duplicate.
    const inHistory = recordOf('also in history');
    expect((await call('POST', '/api/translations/history', alice, inHistory)).statusCode).toBe(
      201,
    );
    const fromHistory = await call('POST', '/api/translations/save', alice, inHistory);
    expect(fromHistory.statusCode).toBe(201);

    // Any difference (output, language) makes another saved translation.
    const otherOutput = await call('POST', '/api/translations/save', alice, {
      ...record,
      outputText: `${record.outputText}!`,
    });
    expect(otherOutput.statusCode).toBe(201);
    const otherTarget = await call('POST', '/api/translations/save', alice, {
      ...record,
      targetLanguage: 'millennial_english',
    });
    expect(otherTarget.statusCode).toBe(201);

    const savedRows = (await rowsOf(alice.userId)).filter(({ kind }) => kind === 'saved');
    expect(savedRows).toHaveLength(4);
    expect(
      savedRows.filter(
        (row) => row.outputText === record.outputText && row.targetLanguage === 'gen_z_english',
      ),
    ).toHaveLength(1);

    const savedList = await list(alice, 'saved');
    expect(savedList.map(({ id }) => id)).toEqual(
      [otherTarget, otherOutput, fromHistory, first].map(
        (response) => response.json<StoredTranslation>().id,
      ),
    );
    expect(savedList.at(-1)).toEqual(saved);
    // Saved rows are not history.
    expect((await list(alice, 'history')).map(({ inputText }) => inputText)).toEqual([
      inHistory.inputText,
    ]);
  });

  it('saving the same translation in parallel still stores it once', async () => {
    const alice = await createSignedInUser(context.app, { label: 'parallel' });
    const record = recordOf('double click');
    const clicks = 10;
    const responses = await Promise.all(
      Array.from({ length: clicks }, () => call('POST', '/api/translations/save', alice, record)),
    );
    const statuses = responses.map(({ statusCode }) => statusCode);
    expect(
      statuses.filter((status) => status === 201),
      String(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(clicks - 1);
    expect(new Set(responses.map((response) => response.json<StoredTranslation>().id)).size).toBe(
      1,
    );
    expect(await rowsOf(alice.userId)).toHaveLength(1);
  });

  it(`recent answers the latest ${RECENT_TRANSLATIONS_LIMIT} history rows; the lists stop at ${TRANSLATION_LIST_LIMIT}`, async () => {
    const alice = await createSignedInUser(context.app, { label: 'limits' });
    const total = TRANSLATION_LIST_LIMIT + 5;
    const label = await seed(alice.userId, 'history', total);
    const newestFirst = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => recordOf(`${label} #${total - 1 - index}`).inputText,
      );

    const recent = await list(alice, 'recent');
    expect(recent.map(({ inputText }) => inputText)).toEqual(
      newestFirst(RECENT_TRANSLATIONS_LIMIT),
    );

    const history = await list(alice, 'history');
    expect(history).toHaveLength(TRANSLATION_LIST_LIMIT);
    expect(history.map(({ inputText }) => inputText)).toEqual(newestFirst(TRANSLATION_LIST_LIMIT));
    for (const row of history) expect(row.createdAt).toMatch(ISO_DATE);

    await seed(alice.userId, 'saved', total, label);
    const saved = await list(alice, 'saved');
    expect(saved).toHaveLength(TRANSLATION_LIST_LIMIT);
    expect(saved.map(({ inputText }) => inputText)).toEqual(newestFirst(TRANSLATION_LIST_LIMIT));
    // Saved rows never show up in recent.
    expect((await list(alice, 'recent')).map(({ id }) => id)).toEqual(recent.map(({ id }) => id));
  });

  it('keeps each user to their own rows: others see nothing and cannot delete (404), the owner can', async () => {
    const alice = await createSignedInUser(context.app, { label: 'alice' });
    const bob = await createSignedInUser(context.app, { label: 'bob' });
    const admin = await createSignedInUser(context.app, { label: 'admin', roles: ['admin'] });
    expect(
      (await call('POST', '/api/translations/history', alice, recordOf('a1'))).statusCode,
    ).toBe(201);
    const savedResponse = await call('POST', '/api/translations/save', alice, recordOf('a2'));
    expect(savedResponse.statusCode).toBe(201);
    const aliceSaved = savedResponse.json<StoredTranslation>();

    for (const which of ['history', 'saved', 'recent'] as const) {
      expect(await list(bob, which), which).toEqual([]);
      expect(await list(admin, which), which).toEqual([]);
    }
    // Bob saving the same translation gets his own row, not Alice's.
    const bobSaved = await call('POST', '/api/translations/save', bob, recordOf('a2'));
    expect(bobSaved.statusCode).toBe(201);
    expect(bobSaved.json<StoredTranslation>().id).not.toBe(aliceSaved.id);

    for (const [caller, mode] of [
      [bob, 'cookie'],
      [bob, 'bearer'],
      [admin, 'cookie'],
    ] as const) {
      const refused = await call(
        'DELETE',
        `/api/translations/saved/${aliceSaved.id}`,
        caller,
        undefined,
        mode,
      );
      const error = expectError(refused, 404, /^Translation not found\.$/);
      expect(error.code).toBe('NOT_FOUND');
    }
    // The same answer as for an id that does not exist at all.
    const missing = await call('DELETE', `/api/translations/saved/${randomUUID()}`, bob);
    expect(missing.statusCode).toBe(404);
    expect(errorBodyOf(missing)).toEqual(
      errorBodyOf(await call('DELETE', `/api/translations/saved/${aliceSaved.id}`, bob)),
    );
    expect((await rowsOf(alice.userId)).map(({ id }) => id)).toContain(aliceSaved.id);
    expect((await list(alice, 'saved')).map(({ id }) => id)).toEqual([aliceSaved.id]);

    const deleted = await call('DELETE', `/api/translations/saved/${aliceSaved.id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await list(alice, 'saved')).toEqual([]);
    expect((await rowsOf(alice.userId)).map(({ kind }) => kind)).toEqual(['history']);
    // Bob's copy is untouched; deleting twice is a 404.
    expect((await list(bob, 'saved')).map(({ id }) => id)).toEqual([
      bobSaved.json<StoredTranslation>().id,
    ]);
    const twice = await call(
      'DELETE',
      `/api/translations/saved/${aliceSaved.id}`,
      alice,
      undefined,
      'bearer',
    );
    expectError(twice, 404, /^Translation not found\.$/);
  });

  it('does not delete a history row through /saved/:id (404)', async () => {
    const alice = await createSignedInUser(context.app, { label: 'history-delete' });
    const response = await call('POST', '/api/translations/history', alice, recordOf('stays'));
    const historyRow = response.json<StoredTranslation>();
    const refused = await call('DELETE', `/api/translations/saved/${historyRow.id}`, alice);
    expectError(refused, 404, /^Translation not found\.$/);
    expect((await list(alice, 'history')).map(({ id }) => id)).toEqual([historyRow.id]);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
  });

  it('rejects bad input with 400 and the schema message, storing nothing', async () => {
    const alice = await createSignedInUser(context.app, { label: 'validation' });
    const valid = recordOf('valid');
    const recordCases: [string, unknown, RegExp][] = [
      ['blank input', { ...valid, inputText: '   ' }, /^Please complete a translation first\.$/],
      ['empty output', { ...valid, outputText: '' }, /^Please complete a translation first\.$/],
      [
        `${TRANSLATE_INPUT_MAX + 1}-character input`,
        { ...valid, inputText: 'x'.repeat(TRANSLATE_INPUT_MAX + 1) },
        /^Please limit your text to 5000 characters\.$/,
      ],
      [
        'unknown source language',
        { ...valid, sourceLanguage: 'klingon' },
        /^Unknown language code\.$/,
      ],
      [
        'unknown target language',
        { ...valid, targetLanguage: 'chinese' },
        /^Unknown language code\.$/,
      ],
      ['missing output', { ...valid, outputText: undefined }, /./],
    ];
    for (const url of ['/api/translations/history', '/api/translations/save']) {
      for (const [label, body, message] of recordCases) {
        const error = expectError(await call('POST', url, alice, body), 400, message);
        expect(error.code, `${url} ${label}`).toBe('VALIDATION_FAILED');
      }
      expectError(await call('POST', url, alice, '{"inputText":'), 400, /not valid JSON/);
    }
    // The longest input is accepted.
    const longest = await call('POST', '/api/translations/history', alice, {
      ...valid,
      inputText: 'x'.repeat(TRANSLATE_INPUT_MAX),
    });
    expect(longest.statusCode).toBe(201);
    await context.db.delete(userTranslations).where(eq(userTranslations.userId, alice.userId));

    const ratingMessage = /^Rating must be a whole number from 1 to 5\.$/;
    const rateCases: [string, unknown, RegExp][] = [
      ['rating 0', { ...valid, rating: 0 }, ratingMessage],
      ['rating 6', { ...valid, rating: 6 }, ratingMessage],
      ['rating 2.5', { ...valid, rating: 2.5 }, ratingMessage],
      ['rating "5"', { ...valid, rating: '5' }, ratingMessage],
      ['no rating', { ...valid }, ratingMessage],
      [
        'blank input',
        { ...valid, inputText: '', rating: 4 },
        /^Please complete a translation first\.$/,
      ],
      [
        'unknown language',
        { ...valid, targetLanguage: 'elvish', rating: 1 },
        /^Unknown language code\.$/,
      ],
    ];
    for (const [label, body, message] of rateCases) {
      const error = expectError(
        await call('POST', '/api/translations/rate', alice, body),
        400,
        message,
      );
      expect(error.code, label).toBe('VALIDATION_FAILED');
    }

    for (const id of ['not-a-uuid', '12345', `${randomUUID()}x`]) {
      const error = expectError(
        await call('DELETE', `/api/translations/saved/${id}`, alice),
        400,
        /^Unknown translation id\.$/,
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    }

    expect(await rowsOf(alice.userId)).toEqual([]);
    expect(
      await context.db
        .select()
        .from(translationRatings)
        .where(eq(translationRatings.userId, alice.userId)),
    ).toEqual([]);
    expect(
      await context.db.select().from(reviewQueue).where(eq(reviewQueue.userId, alice.userId)),
    ).toEqual([]);
  });

  it('stores ratings; 4 and 5 are only recorded, 3 and below also wait in the review queue', async () => {
    const alice = await createSignedInUser(context.app, { label: 'rating' });
    const rate = (record: TranslationRecord, rating: number, mode: Mode = 'cookie') =>
      call('POST', '/api/translations/rate', alice, { ...record, rating }, mode);
    const queueOf = () =>
      context.db.select().from(reviewQueue).where(eq(reviewQueue.userId, alice.userId));

    const good = recordOf('good');
    for (const rating of [5, 4]) {
      const response = await rate(good, rating, rating === 4 ? 'bearer' : 'cookie');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ message: 'Rating submitted', queuedForReview: false });
    }
    expect(await queueOf()).toEqual([]);

    const bad = { ...recordOf('bad'), targetLanguage: 'spain_genz' };
    const low = await rate(bad, 2);
    expect(low.statusCode, low.body).toBe(201);
    expect(low.json()).toEqual({ message: 'Submitted for review', queuedForReview: true });
    const queued = await queueOf();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: 'pending',
      // The editors' key for Spain Gen Z (spec 2 "Style keys").
      targetStyle: 'gen_z_spanish',
      rating: 2,
      userId: alice.userId,
      sourceText: bad.inputText,
      currentOutput: bad.outputText,
      resolvedAt: null,
      resolvedBy: null,
    });

    // The threshold itself (3) is queued, under the target's own style key.
    const middling = recordOf('middling');
    const atThreshold = await rate(middling, 3);
    expect(atThreshold.json()).toEqual({ message: 'Submitted for review', queuedForReview: true });
    const [third] = (await queueOf()).filter(({ sourceText }) => sourceText === middling.inputText);
    expect(third).toMatchObject({ status: 'pending', targetStyle: 'gen_z_english', rating: 3 });
    expect(await queueOf()).toHaveLength(2);

    const ratings = await context.db
      .select()
      .from(translationRatings)
      .where(eq(translationRatings.userId, alice.userId));
    // "good" was rated twice (5, then 4): one rating, the latest.
    expect(ratings.map(({ rating }) => rating).sort()).toEqual([2, 3, 4]);
    const [stored] = ratings.filter(({ rating }) => rating === 2);
    expect(stored).toMatchObject({
      inputText: bad.inputText,
      outputText: bad.outputText,
      sourceLanguage: bad.sourceLanguage,
      targetLanguage: 'spain_genz',
    });
    // Rating does not touch the lists.
    expect(await rowsOf(alice.userId)).toEqual([]);
  });

  it('keeps one rating and one pending review per account and translation: rating again updates them', async () => {
    const alice = await createSignedInUser(context.app, { label: 'rerate' });
    const bob = await createSignedInUser(context.app, { label: 'rerate-other' });
    const record = recordOf('rated twice');
    const rate = (session: TestSession, rating: number) =>
      call('POST', '/api/translations/rate', session, { ...record, rating });
    const ratingsOf = (userId: string) =>
      context.db.select().from(translationRatings).where(eq(translationRatings.userId, userId));
    const queueOf = (userId: string) =>
      context.db.select().from(reviewQueue).where(eq(reviewQueue.userId, userId));

    expect((await rate(alice, 2)).statusCode).toBe(201);
    const [firstReview] = await queueOf(alice.userId);
    const again = await rate(alice, 1);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({ message: 'Submitted for review', queuedForReview: true });
    expect((await ratingsOf(alice.userId)).map(({ rating }) => rating)).toEqual([1]);
    // The same queue item (its place in the queue kept), with the new rating.
    expect(await queueOf(alice.userId)).toEqual([{ ...firstReview, rating: 1 }]);

    // Two identical ratings at once still leave one of each (the database decides, not a check first).
    const racing = await Promise.all([rate(alice, 3), rate(alice, 3)]);
    expect(racing.map(({ statusCode }) => statusCode)).toEqual([201, 201]);
    expect((await ratingsOf(alice.userId)).map(({ rating }) => rating)).toEqual([3]);
    expect((await queueOf(alice.userId)).map(({ id, rating }) => ({ id, rating }))).toEqual([
      { id: firstReview!.id, rating: 3 },
    ]);

    // Another account's rating of the same translation is its own.
    expect((await rate(bob, 2)).statusCode).toBe(201);
    expect(await queueOf(bob.userId)).toHaveLength(1);

    // Rated well after all: the rating is updated and the account's pending review withdrawn.
    const better = await rate(alice, 5);
    expect(better.json()).toEqual({ message: 'Rating submitted', queuedForReview: false });
    expect((await ratingsOf(alice.userId)).map(({ rating }) => rating)).toEqual([5]);
    expect(await queueOf(alice.userId)).toEqual([]);
    expect(await queueOf(bob.userId)).toHaveLength(1);
  });

  it('rate-limits ratings per client: 60 a minute, then 429', async () => {
    const alice = await createSignedInUser(context.app, { label: 'rate-limit' });
    for (let i = 0; i < 60; i++) {
      const body = { ...recordOf(`spam ${i}`), rating: 5 };
      const response = await call('POST', '/api/translations/rate', alice, body);
      expect(response.statusCode).toBe(201);
    }
    const limited = await call('POST', '/api/translations/rate', alice, {
      ...recordOf('spam 60'),
      rating: 5,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>().code).toBe('RATE_LIMITED');
    const count = await context.db
      .select()
      .from(translationRatings)
      .where(and(eq(translationRatings.userId, alice.userId), eq(translationRatings.rating, 5)));
    expect(count).toHaveLength(60);
  });
});

/** A stored translation as the API answers it: exactly the record's fields, a uuid and an ISO createdAt. */
function expectStored(row: StoredTranslation, record: TranslationRecord) {
  const { id, createdAt, ...rest } = row;
  expect(rest).toEqual(record);
  expect(id).toMatch(UUID);
  expect(createdAt).toMatch(ISO_DATE);
}

const recordOfRow = (row: StoredTranslation): TranslationRecord => ({
  inputText: row.inputText,
  outputText: row.outputText,
  sourceLanguage: row.sourceLanguage,
  targetLanguage: row.targetLanguage,
});
