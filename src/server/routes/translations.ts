// /api/translations/* (spec 1 §3 "Translation", "Rating payload"; §7 Calls): the signed-in user's history and
// saved lists, explicit saves, deletes and ratings. Every route needs a session (cookie or bearer), checked
// before the body is parsed, and every query is scoped to the caller: nobody sees or deletes another user's rows.
// Ratings at or below REVIEW_RATING_THRESHOLD also enter the admins' review queue (spec 2 §3).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translationStyleKey } from '@shared/languages';
import {
  RECENT_TRANSLATIONS_LIMIT,
  REVIEW_RATING_THRESHOLD,
  TRANSLATION_LIST_LIMIT,
} from '@shared/limits';
import {
  rateTranslationResponseSchema,
  rateTranslationSchema,
  storedTranslationSchema,
  translationIdParamsSchema,
  translationListSchema,
  translationRecordSchema,
  type StoredTranslation,
  type TranslationRecord,
} from '@shared/schemas/translations';
import { requireUser, signedIn } from '../auth/guards';
import type { Db } from '../db/client';
import { reviewQueue, translationRatings, userTranslations } from '../db/schema';
import { notFound } from '../errors';
import { rateLimited } from '../plugins/rate-limit';

/** Writes per minute per client: history and saves follow every translation; ratings are rarer. */
const WRITES_PER_MINUTE = 120;
const RATINGS_PER_MINUTE = 60;

type Kind = (typeof userTranslations.$inferSelect)['kind'];

const columns = {
  id: userTranslations.id,
  inputText: userTranslations.inputText,
  outputText: userTranslations.outputText,
  sourceLanguage: userTranslations.sourceLanguage,
  targetLanguage: userTranslations.targetLanguage,
  createdAt: userTranslations.createdAt,
};

const toStored = (row: Omit<StoredTranslation, 'createdAt'> & { createdAt: Date }) => ({
  id: row.id,
  inputText: row.inputText,
  outputText: row.outputText,
  sourceLanguage: row.sourceLanguage,
  targetLanguage: row.targetLanguage,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's rows of one kind, newest first. */
async function listOf(db: Db, userId: string, kind: Kind, limit: number) {
  const rows = await db
    .select(columns)
    .from(userTranslations)
    .where(and(eq(userTranslations.userId, userId), eq(userTranslations.kind, kind)))
    .orderBy(desc(userTranslations.createdAt), desc(userTranslations.id))
    .limit(limit);
  return rows.map(toStored);
}

const insertRow = (db: Db, userId: string, kind: Kind, record: TranslationRecord) =>
  db
    .insert(userTranslations)
    .values({ userId, kind, ...record })
    .returning(columns)
    .then(([row]) => toStored(row!));

// One rating per account and translation, one pending review per account and translation: rating again
// updates both (also when two ratings race), through the unique indexes of the migration
// 0008_one_report_one_rating. Drizzle's on-conflict targets take plain columns only, hence the SQL.

async function upsertRating(db: Db, userId: string, rating: number, record: TranslationRecord) {
  await db.execute(sql`
    insert into ${translationRatings}
      (user_id, input_text, output_text, source_language, target_language, rating)
    values (${userId}, ${record.inputText}, ${record.outputText}, ${record.sourceLanguage},
            ${record.targetLanguage}, ${rating})
    on conflict (user_id, source_language, target_language, md5(input_text), md5(output_text))
    do update set rating = excluded.rating, created_at = now()`);
}

interface ReviewKey {
  userId: string;
  targetStyle: string;
  sourceText: string;
  currentOutput: string;
}

async function upsertPendingReview(db: Db, review: ReviewKey, rating: number) {
  await db.execute(sql`
    insert into ${reviewQueue} (status, target_style, rating, user_id, source_text, current_output)
    values ('pending', ${review.targetStyle}, ${rating}, ${review.userId}, ${review.sourceText},
            ${review.currentOutput})
    on conflict (user_id, target_style, md5(source_text), md5(current_output)) where status = 'pending'
    do update set rating = excluded.rating`);
}

/** Rated above the threshold after all: the account's pending review of it no longer stands. */
async function withdrawPendingReview(db: Db, review: ReviewKey) {
  await db
    .delete(reviewQueue)
    .where(
      and(
        eq(reviewQueue.status, 'pending'),
        eq(reviewQueue.userId, review.userId),
        eq(reviewQueue.targetStyle, review.targetStyle),
        eq(reviewQueue.sourceText, review.sourceText),
        eq(reviewQueue.currentOutput, review.currentOutput),
      ),
    );
}

export const translationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // onRequest: a signed-out caller gets 401 before the body is parsed or validated.
  app.addHook('onRequest', signedIn);

  app.post(
    '/api/translations/history',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: translationRecordSchema, response: { 201: storedTranslationSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await insertRow(app.db, user.id, 'history', request.body);
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/api/translations/save',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: {
        body: translationRecordSchema,
        response: { 200: storedTranslationSchema, 201: storedTranslationSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const record = request.body;
      const { row, created } = await app.db.transaction(async (tx) => {
        // One save at a time per user, so two quick clicks cannot both insert the same translation.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`user_translations:saved:${user.id}`}))`,
        );
        const [existing] = await tx
          .select(columns)
          .from(userTranslations)
          .where(
            and(
              eq(userTranslations.userId, user.id),
              eq(userTranslations.kind, 'saved'),
              eq(userTranslations.inputText, record.inputText),
              eq(userTranslations.outputText, record.outputText),
              eq(userTranslations.sourceLanguage, record.sourceLanguage),
              eq(userTranslations.targetLanguage, record.targetLanguage),
            ),
          )
          .orderBy(desc(userTranslations.createdAt))
          .limit(1);
        if (existing) return { row: toStored(existing), created: false };
        return { row: await insertRow(tx, user.id, 'saved', record), created: true };
      });
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.get(
    '/api/translations/history',
    { schema: { response: { 200: translationListSchema } } },
    async (request) => {
      const { id } = await requireUser(request);
      // Translations made through the public API are written in batches: this process's newest must be listed.
      await app.apiKeys.history.flush();
      return listOf(app.db, id, 'history', TRANSLATION_LIST_LIMIT);
    },
  );

  app.get(
    '/api/translations/saved',
    { schema: { response: { 200: translationListSchema } } },
    async (request) =>
      listOf(app.db, (await requireUser(request)).id, 'saved', TRANSLATION_LIST_LIMIT),
  );

  app.get(
    '/api/translations/recent',
    { schema: { response: { 200: translationListSchema } } },
    async (request) => {
      const { id } = await requireUser(request);
      await app.apiKeys.history.flush();
      return listOf(app.db, id, 'history', RECENT_TRANSLATIONS_LIMIT);
    },
  );

  app.delete(
    '/api/translations/saved/:id',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: {
        params: translationIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Someone else's row, a history row and no row at all answer alike: nothing about other users leaks.
      const deleted = await app.db
        .delete(userTranslations)
        .where(
          and(
            eq(userTranslations.id, request.params.id),
            eq(userTranslations.userId, user.id),
            eq(userTranslations.kind, 'saved'),
          ),
        )
        .returning({ id: userTranslations.id });
      if (deleted.length === 0) throw notFound('Translation not found.');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/translations/rate',
    {
      config: rateLimited(app, RATINGS_PER_MINUTE),
      schema: { body: rateTranslationSchema, response: { 201: rateTranslationResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { rating, ...record } = request.body;
      const queuedForReview = rating <= REVIEW_RATING_THRESHOLD;
      await app.db.transaction(async (tx) => {
        await upsertRating(tx, user.id, rating, record);
        const review = {
          userId: user.id,
          targetStyle: translationStyleKey(record.targetLanguage),
          sourceText: record.inputText,
          currentOutput: record.outputText,
        };
        if (queuedForReview) await upsertPendingReview(tx, review, rating);
        else await withdrawPendingReview(tx, review);
      });
      return reply.status(201).send({
        message: queuedForReview ? 'Submitted for review' : 'Rating submitted',
        queuedForReview,
      });
    },
  );
  done();
};
