// The admins' review queue (spec 2 §2 "Admin review queue", §7 "Review queue"; issue 10 items 5, 6 and 8): a
// rating of 3 or less becomes a pending review; promoting one writes the approved editor translation and resolves
// the review in one transaction, and the very next translation of that text answers with the fix; a second or
// concurrent promotion is a 409; delete; the 10 most recently resolved. Who may call what is in the
// authorization matrix.
//
// PostgreSQL runs share one database with other files running in parallel: assertions are about this file's rows.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  promoteReviewResponseSchema,
  RECENTLY_RESOLVED_LIMIT,
  reviewQueueSchema,
  type EditorTranslation,
  type ReviewEntry,
  type ReviewQueue,
} from '@shared/schemas/editor';
import type { TranslateResponse } from '@shared/schemas/translate';
import { translationKeyHash } from '@shared/schemas/translate';
import { editorTranslationChanges, editorTranslations, reviewQueue } from '../../db/schema';
import { createSignedInUser, type TestSession } from '../../test/auth-helpers';
import { createEditorEntry, createReview } from '../../test/editor-fixtures';
import { callApi, expectApiError, expectOk, type ApiMethod } from '../../test/api-calls';
import { forEachDatabase, JSON_HEADERS } from '../../test/test-app';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface Promoted {
  review: ReviewEntry;
  translation: EditorTranslation;
}

forEachDatabase('Admin review queue API', (context) => {
  let admin: TestSession;
  let rater: TestSession;
  beforeEach(async () => {
    admin ??= await createSignedInUser(context.app, { roles: ['admin'], name: 'Ada Admin' });
    rater ??= await createSignedInUser(context.app, { label: 'rater', name: 'Rita Rater' });
  });

  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);
  const ok = expectOk;
  const expectError = expectApiError;

  const queue = async () => {
    const body = ok<ReviewQueue>(await call(admin, 'GET', '/api/admin/review-queue'));
    expect(() => reviewQueueSchema.parse(body)).not.toThrow();
    return body;
  };
  const rate = async (
    inputText: string,
    rating: number,
    targetLanguage = 'gen_z_english',
    session = rater,
  ) =>
    ok<{ message: string; queuedForReview: boolean }>(
      await call(session, 'POST', '/api/translations/rate', {
        inputText,
        outputText: `a poor translation of ${inputText}`,
        sourceLanguage: targetLanguage === 'spain_genz' ? 'spanish' : 'standard_english',
        targetLanguage,
        rating,
      }),
      201,
    );
  const promote = (id: string, body: unknown) =>
    call(admin, 'POST', `/api/admin/review-queue/${id}/promote`, body);
  const translate = async (inputText: string, targetLanguage = 'gen_z_english') =>
    ok<TranslateResponse>(
      await context.app.inject({
        method: 'POST',
        url: '/api/translate',
        headers: JSON_HEADERS,
        payload: JSON.stringify({
          inputText,
          sourceLanguage: targetLanguage === 'spain_genz' ? 'spanish' : 'standard_english',
          targetLanguage,
        }),
      }),
    );
  const entriesOfKey = (keyHash: string) =>
    context.db.select().from(editorTranslations).where(eq(editorTranslations.keyHash, keyHash));
  const reviewRow = async (id: string) => {
    const [row] = await context.db.select().from(reviewQueue).where(eq(reviewQueue.id, id));
    return row;
  };

  it('queues a rating of 2 as a pending review, which the queue lists; a rating of 4 is not queued', async () => {
    const text = unique('that movie was really good');
    expect(await rate(text, 2)).toEqual({ message: 'Submitted for review', queuedForReview: true });
    const kept = unique('this one is fine');
    expect(await rate(kept, 4)).toEqual({ message: 'Rating submitted', queuedForReview: false });

    const { pending } = await queue();
    const review = pending.find((entry) => entry.sourceText === text);
    expect(review).toEqual({
      id: expect.any(String) as unknown,
      status: 'pending',
      targetStyle: 'gen_z_english',
      rating: 2,
      createdAt: expect.stringMatching(ISO_DATE) as unknown,
      userInfo: { userId: rater.userId },
      sourceText: text,
      currentOutput: `a poor translation of ${text}`,
      resolvedAt: null,
      resolvedBy: null,
      resolvedByName: null,
      resolvedOutput: null,
      adminNotes: null,
    });
    expect(pending.find((entry) => entry.sourceText === kept)).toBeUndefined();
    // Oldest first.
    const times = pending.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('promotes a review: resolved, an approved translation written, and the next translation answers with the fix', async () => {
    const text = unique('That party was great');
    const before = await translate(text);
    expect(before.engine).not.toBe('memory');
    // The translation is also counted for the editors (a pending translator entry, written every 2 s): written
    // now, so the promotion below finds it whatever the machine's speed, and approves that entry.
    await context.app.translationMemory.requests.flush();
    await rate(text, 2);
    const review = (await queue()).pending.find((entry) => entry.sourceText === text)!;
    expect(review).toBeDefined();

    const response = await promote(review.id, {
      finalOutput: '  that party was bussin fr  ',
      adminNotes: 'checked with the editors',
      // The spec's client sends it; the server uses the session.
      editorUserId: rater.userId,
    });
    const body = ok<Promoted>(response);
    expect(() => promoteReviewResponseSchema.parse(body)).not.toThrow();
    expect(body.review).toMatchObject({
      id: review.id,
      status: 'resolved',
      resolvedBy: admin.userId,
      resolvedByName: 'Ada Admin',
      resolvedOutput: 'that party was bussin fr',
      resolvedAt: expect.stringMatching(ISO_DATE) as unknown,
      adminNotes: 'checked with the editors',
    });
    // The queue's Recently Resolved shows what the text is translated as now, and who resolved it. (On the
    // shared PostgreSQL database other files resolve reviews too and may push it out of the ten shown.)
    if (context.kind === 'pglite') {
      const { recentlyResolved } = await queue();
      expect(recentlyResolved.find((entry) => entry.id === review.id)).toMatchObject({
        resolvedByName: 'Ada Admin',
        resolvedOutput: 'that party was bussin fr',
      });
    }
    const keyHash = translationKeyHash('gen_z_english', text);
    expect(body.translation).toMatchObject({
      keyHash,
      targetStyle: 'gen_z_english',
      sourceText: text,
      finalOutput: 'that party was bussin fr',
      status: 'approved',
      origin: 'translator',
      notes: 'checked with the editors',
    });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'resolved',
      resolvedBy: admin.userId,
      adminNotes: 'checked with the editors',
    });
    const entries = await entriesOfKey(keyHash);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'approved', editorUserId: admin.userId });
    const [change] = await context.db
      .select()
      .from(editorTranslationChanges)
      .where(eq(editorTranslationChanges.translationId, body.translation.id));
    // What the promotion changed: the translator's pending entry.
    expect(change).toMatchObject({
      action: 'promoted',
      actorId: admin.userId,
      before: expect.objectContaining({ status: 'pending' }) as unknown,
    });

    // The very next request, in any case and spacing, answers with the fix.
    for (const variant of [text, `  ${text.toUpperCase()} `, text.replace(' ', '   ')]) {
      expect(await translate(variant)).toMatchObject({
        translation: 'that party was bussin fr',
        engine: 'memory',
      });
    }
    const after = await queue();
    expect(after.pending.map((entry) => entry.id)).not.toContain(review.id);
    if (context.kind === 'pglite') {
      // Only this file resolves reviews here: it is the most recent.
      expect(after.recentlyResolved[0]?.id).toBe(review.id);
    }
  });

  it('promotes a review of a text the editors have no entry for into a new approved entry of origin review', async () => {
    // Rated without a translation through this server: no translator entry exists for the text.
    const text = unique('That concert was amazing');
    await rate(text, 1);
    const review = (await queue()).pending.find((entry) => entry.sourceText === text)!;
    const body = ok<Promoted>(await promote(review.id, { finalOutput: 'that concert slapped' }));
    expect(body.translation).toMatchObject({
      keyHash: translationKeyHash('gen_z_english', text),
      finalOutput: 'that concert slapped',
      status: 'approved',
      origin: 'review',
    });
    const [change] = await context.db
      .select()
      .from(editorTranslationChanges)
      .where(eq(editorTranslationChanges.translationId, body.translation.id));
    expect(change).toMatchObject({ action: 'promoted', before: null });
  });

  it('promotes into the style the rating was for (Spain Gen Z is gen_z_spanish) and corrects an approved entry', async () => {
    const text = unique('La fiesta estuvo genial');
    const keyHash = translationKeyHash('gen_z_spanish', text);
    const approved = await createEditorEntry(context.db, 'gen_z_spanish', {
      sourceText: text,
      finalOutput: 'la fiesta estuvo guay',
      status: 'approved',
    });
    const candidate = await createEditorEntry(context.db, 'gen_z_spanish', {
      sourceText: text,
      finalOutput: 'otra versión',
    });
    // A fresh app loads the approved entry.
    const app = await context.buildApp();
    const served = await app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: JSON_HEADERS,
      payload: JSON.stringify({
        inputText: text,
        sourceLanguage: 'spanish',
        targetLanguage: 'spain_genz',
      }),
    });
    expect(served.json<TranslateResponse>()).toMatchObject({
      translation: 'la fiesta estuvo guay',
      engine: 'memory',
    });

    await rate(text, 1, 'spain_genz');
    const review = (await queue()).pending.find((entry) => entry.sourceText === text)!;
    expect(review.targetStyle).toBe('gen_z_spanish');
    const body = ok<Promoted>(await promote(review.id, { finalOutput: 'la fiesta estuvo brutal' }));
    // The approved entry is corrected (not a second one); the other candidate is rejected.
    expect(body.translation).toMatchObject({ id: approved, status: 'approved', version: 2 });
    expect(body.review.adminNotes).toBeNull();
    const rows = await entriesOfKey(keyHash);
    expect(rows.filter((row) => row.status === 'approved').map((row) => row.id)).toEqual([
      approved,
    ]);
    expect(rows.find((row) => row.id === candidate)?.status).toBe('rejected');
    expect(await translate(text, 'spain_genz')).toMatchObject({
      translation: 'la fiesta estuvo brutal',
      engine: 'memory',
    });
    const changes = await context.db
      .select()
      .from(editorTranslationChanges)
      .where(eq(editorTranslationChanges.translationId, approved));
    expect(changes).toEqual([
      expect.objectContaining({
        action: 'promoted',
        before: { finalOutput: 'la fiesta estuvo guay', notes: null, status: 'approved' },
        after: { finalOutput: 'la fiesta estuvo brutal', notes: null, status: 'approved' },
      }),
    ]);
  });

  it('approves a pending candidate with the fix, and resolves the other pending reviews of that text', async () => {
    const text = unique('I am so tired today');
    const keyHash = translationKeyHash('gen_z_english', text);
    const candidate = await createEditorEntry(context.db, 'gen_z_english', {
      sourceText: text,
      finalOutput: 'machine output',
      machineOutput: 'machine output',
      engine: 'style-engine',
      origin: 'translator',
      requestCount: 7,
    });
    const first = await createReview(context.db, 'gen_z_english', { sourceText: text });
    const second = await createReview(context.db, 'gen_z_english', {
      sourceText: `  ${text.toUpperCase()}  `,
    });
    const otherStyle = await createReview(context.db, 'gen_z_spanish', { sourceText: text });

    const body = ok<Promoted>(await promote(first, { finalOutput: 'I am so cooked today' }));
    expect(body.translation).toMatchObject({
      id: candidate,
      status: 'approved',
      finalOutput: 'I am so cooked today',
      origin: 'translator',
      machineOutput: 'machine output',
      requestCount: 7,
    });
    expect(await entriesOfKey(keyHash)).toHaveLength(1);
    expect(await reviewRow(second)).toMatchObject({ status: 'resolved', resolvedBy: admin.userId });
    expect((await reviewRow(otherStyle))?.status).toBe('pending');
    expectError(
      await promote(second, { finalOutput: 'too late' }),
      409,
      'CONFLICT',
      'This review was already resolved.',
    );
  });

  it('answers bad promote input with 400 and clear messages; unknown reviews are 404s', async () => {
    const id = await createReview(context.db, 'gen_z_english');
    for (const [body, message] of [
      [{ finalOutput: '' }, 'Please enter the improved translation.'],
      [{ finalOutput: '   \n ' }, 'Please enter the improved translation.'],
      [{ finalOutput: 'x'.repeat(5001) }, 'The translation must be 5000 characters or less.'],
      [
        { finalOutput: 'ok', adminNotes: 'n'.repeat(1001) },
        'Notes must be 1000 characters or less.',
      ],
      [{ finalOutput: 'a\u0000b' }, /NUL characters/],
    ] as const) {
      expectError(await promote(id, body), 400, 'VALIDATION_FAILED', message);
    }
    expectError(await promote(id, {}), 400, 'VALIDATION_FAILED', /./);
    expect((await reviewRow(id))?.status).toBe('pending');
    expectError(
      await promote('not-a-uuid', { finalOutput: 'x' }),
      400,
      'VALIDATION_FAILED',
      'Unknown translation id.',
    );
    expectError(
      await promote(randomUUID(), { finalOutput: 'x' }),
      404,
      'NOT_FOUND',
      'This review no longer exists.',
    );
  });

  it('refuses a second promotion with 409 and leaves the first fix in place', async () => {
    const text = unique('see you later');
    const id = await createReview(context.db, 'gen_z_english', { sourceText: text });
    ok(await promote(id, { finalOutput: 'catch you later' }));
    expectError(
      await promote(id, { finalOutput: 'another fix' }),
      409,
      'CONFLICT',
      'This review was already resolved.',
    );
    const rows = await entriesOfKey(translationKeyHash('gen_z_english', text));
    expect(rows.map((row) => [row.status, row.finalOutput])).toEqual([
      ['approved', 'catch you later'],
    ]);
    expect(await translate(text)).toMatchObject({
      translation: 'catch you later',
      engine: 'memory',
    });
  });

  it('lets exactly one of two concurrent promotions of a review win (200 and 409), with one approved translation', async () => {
    const text = unique('that is so funny');
    const id = await createReview(context.db, 'gen_z_english', { sourceText: text });
    const results = await Promise.all([
      promote(id, { finalOutput: 'im dead fr' }),
      promote(id, { finalOutput: 'that is hilarious fr' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.statusCode === 200)!.json<Promoted>();
    const rows = await entriesOfKey(translationKeyHash('gen_z_english', text));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'approved',
      finalOutput: winner.translation.finalOutput,
    });
    expect(await reviewRow(id)).toMatchObject({ status: 'resolved', resolvedBy: admin.userId });
    expect(await translate(text)).toMatchObject({
      translation: winner.translation.finalOutput,
      engine: 'memory',
    });
  });

  it('settles two concurrent promotions of two reviews of one text: one fix wins, the other review is a 409', async () => {
    const text = unique('what are you doing');
    const ids = [
      await createReview(context.db, 'gen_z_english', { sourceText: text }),
      await createReview(context.db, 'gen_z_english', { sourceText: text.toUpperCase() }),
    ];
    const results = await Promise.all([
      promote(ids[0]!, { finalOutput: 'wyd' }),
      promote(ids[1]!, { finalOutput: 'what you up to' }),
    ]);
    // The first promotion resolves both reviews (same text and style): the other one finds it resolved.
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.statusCode === 200)!.json<Promoted>();
    const rows = await entriesOfKey(translationKeyHash('gen_z_english', text));
    expect(rows.map((row) => [row.status, row.finalOutput])).toEqual([
      ['approved', winner.translation.finalOutput],
    ]);
    const reviews = await context.db.select().from(reviewQueue).where(inArray(reviewQueue.id, ids));
    expect(reviews.map((row) => row.status)).toEqual(['resolved', 'resolved']);
  });

  it('deletes a review: gone from the queue; deleting again is a 404', async () => {
    const id = await createReview(context.db, 'iraqi_arabic', { sourceText: unique('delete me') });
    expect((await queue()).pending.map((entry) => entry.id)).toContain(id);
    expect(ok(await call(admin, 'DELETE', `/api/admin/review-queue/${id}`))).toEqual({
      message: 'Review deleted',
    });
    expect(await reviewRow(id)).toBeUndefined();
    expect((await queue()).pending.map((entry) => entry.id)).not.toContain(id);
    expectError(
      await call(admin, 'DELETE', `/api/admin/review-queue/${id}`),
      404,
      'NOT_FOUND',
      'This review no longer exists.',
    );
    expectError(
      await promote(id, { finalOutput: 'x' }),
      404,
      'NOT_FOUND',
      'This review no longer exists.',
    );
    expectError(
      await call(admin, 'DELETE', '/api/admin/review-queue/not-a-uuid'),
      400,
      'VALIDATION_FAILED',
      'Unknown translation id.',
    );
  });

  it('lists at most the 10 most recently resolved reviews, newest first', async () => {
    // Resolved in the future, so that they are the most recent even with other files resolving reviews; removed
    // at the end, so they do not stay on top for anyone else.
    const base = Date.now() + 24 * 60 * 60 * 1000;
    const ids: string[] = [];
    for (let index = 0; index < RECENTLY_RESOLVED_LIMIT + 2; index++) {
      ids.push(
        await createReview(context.db, 'gen_z_english', {
          status: 'resolved',
          resolvedAt: new Date(base + index * 1000),
          resolvedBy: admin.userId,
          adminNotes: `resolved #${index}`,
        }),
      );
    }
    try {
      const { recentlyResolved, pending } = await queue();
      expect(recentlyResolved).toHaveLength(RECENTLY_RESOLVED_LIMIT);
      expect(recentlyResolved.map((entry) => entry.id)).toEqual(
        [...ids].reverse().slice(0, RECENTLY_RESOLVED_LIMIT),
      );
      expect(recentlyResolved[0]).toMatchObject({
        status: 'resolved',
        resolvedBy: admin.userId,
        adminNotes: `resolved #${RECENTLY_RESOLVED_LIMIT + 1}`,
        resolvedAt: new Date(base + (RECENTLY_RESOLVED_LIMIT + 1) * 1000).toISOString(),
      });
      expect(pending.some((entry) => ids.includes(entry.id))).toBe(false);
    } finally {
      await context.db.delete(reviewQueue).where(inArray(reviewQueue.id, ids));
    }
  });

  it('is for admins only: editors and users get 403, and nothing changes', async () => {
    const id = await createReview(context.db, 'gen_z_english');
    const editor = await createSignedInUser(context.app, { roles: ['english_genz_editor'] });
    for (const session of [editor, rater]) {
      expect((await call(session, 'GET', '/api/admin/review-queue')).statusCode).toBe(403);
      expect(
        (await call(session, 'POST', `/api/admin/review-queue/${id}/promote`, { finalOutput: 'x' }))
          .statusCode,
      ).toBe(403);
      expect((await call(session, 'DELETE', `/api/admin/review-queue/${id}`)).statusCode).toBe(403);
    }
    expect(await reviewRow(id)).toMatchObject({ status: 'pending' });
    const stored = await context.db
      .select()
      .from(reviewQueue)
      .where(and(eq(reviewQueue.id, id), eq(reviewQueue.status, 'pending')));
    expect(stored).toHaveLength(1);
  });
});
