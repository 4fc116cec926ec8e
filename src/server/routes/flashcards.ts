// /api/flashcards/* (spec 2 §7 "Flashcards"; issue 11 items 2, 4, 5; paths in docs/decisions/007-flashcards.md).
// Reading decks and the due counts works signed out (built-in decks; no custom decks, nothing due); everything
// else needs a session, checked before the body is parsed. A custom deck is its owner's alone: anyone else gets
// the same 404 as for a deck that does not exist.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  addToMySlangResponseSchema,
  addToMySlangSchema,
  customDeckInputSchema,
  deckListSchema,
  deckParamsSchema,
  deckResponseSchema,
  dueCountsSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  importInputSchema,
  importResponseSchema,
  progressResponseSchema,
  quizResultResponseSchema,
  quizResultSchema,
  reviewHeadersSchema,
  reviewInputSchema,
  reviewResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '@shared/schemas/flashcards';
import { requireUser, signedIn } from '../auth/guards';
import { getSessionUser } from '../auth/session';
import { createDeck, deleteDeck, listDecks, requireDeck, updateDeck } from '../flashcards/decks';
import { pruneReviewRequestsSometimes, reviewOnce } from '../flashcards/idempotency';
import { importLocalData } from '../flashcards/import';
import { addToMySlang } from '../flashcards/my-slang';
import { getProgress, recordQuizResult } from '../flashcards/progress';
import { dueCounts, listSchedule, reviewOne } from '../flashcards/reviews';
import { rateLimited } from '../plugins/rate-limit';

/** Writes per minute per client. A quiz answers a question every second or so, and each answer is a review. */
const WRITES_PER_MINUTE = 120;
const REVIEWS_PER_MINUTE = 300;
const IMPORTS_PER_MINUTE = 10;
/** A full custom deck (500 cards of up to 700 characters) is larger than the default body limit. */
const DECK_BODY_LIMIT = 1024 * 1024;
/** Everything a browser kept: decks, progress, schedules and their logs. */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const publicRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/flashcards/decks',
    { schema: { response: { 200: deckListSchema } } },
    async (request) => {
      const user = await getSessionUser(request);
      return { decks: await listDecks(app.db, user?.id ?? null) };
    },
  );

  app.get(
    '/api/flashcards/decks/:deckId',
    { schema: { params: deckParamsSchema, response: { 200: deckResponseSchema } } },
    async (request) => {
      const user = await getSessionUser(request);
      return { deck: await requireDeck(app.db, request.params.deckId, user?.id ?? null) };
    },
  );

  // Signed out, schedules live in the browser: nothing is due on the server.
  app.get(
    '/api/flashcards/due',
    { schema: { response: { 200: dueCountsSchema } } },
    async (request) => {
      const user = await getSessionUser(request);
      return { due: user ? await dueCounts(app.db, user.id, new Date()) : {} };
    },
  );

  done();
};

const accountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // onRequest: a signed-out caller gets 401 before the body is parsed or validated.
  app.addHook('onRequest', signedIn);
  const bodyLimit = (limit: number) => Math.max(limit, app.config.BODY_LIMIT);

  app.post(
    '/api/flashcards/decks',
    {
      bodyLimit: bodyLimit(DECK_BODY_LIMIT),
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: customDeckInputSchema, response: { 201: deckResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const deck = await createDeck(app.db, user.id, request.body);
      return reply.status(201).send({ deck });
    },
  );

  app.put(
    '/api/flashcards/decks/:deckId',
    {
      bodyLimit: bodyLimit(DECK_BODY_LIMIT),
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: {
        params: deckParamsSchema,
        body: customDeckInputSchema,
        response: { 200: deckResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { deck: await updateDeck(app.db, user.id, request.params.deckId, request.body) };
    },
  );

  app.delete(
    '/api/flashcards/decks/:deckId',
    { config: rateLimited(app, WRITES_PER_MINUTE), schema: { params: deckParamsSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteDeck(app.db, user.id, request.params.deckId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/flashcards/my-slang',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: addToMySlangSchema, response: { 200: addToMySlangResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { term, meaning, example } = request.body;
      return addToMySlang(
        app.db,
        user.id,
        { term, meaning, ...(example ? { example } : {}) },
        new Date(),
      );
    },
  );

  app.get(
    '/api/flashcards/progress/:deckId',
    { schema: { params: deckParamsSchema, response: { 200: progressResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return getProgress(app.db, user.id, request.params.deckId);
    },
  );

  app.post(
    '/api/flashcards/quiz-result',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: quizResultSchema, response: { 200: quizResultResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return recordQuizResult(app.db, user.id, request.body);
    },
  );

  app.get(
    '/api/flashcards/reviews',
    { schema: { querystring: reviewsQuerySchema, response: { 200: reviewsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return listSchedule(app.db, user.id, request.query.deckId, new Date());
    },
  );

  // With an Idempotency-Key (the offline outbox), a repeat answers the first result and records nothing.
  app.post(
    '/api/flashcards/reviews',
    {
      config: rateLimited(app, REVIEWS_PER_MINUTE),
      schema: {
        headers: reviewHeadersSchema,
        body: reviewInputSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const now = new Date();
      if (key === undefined) return { card: await reviewOne(app.db, user.id, request.body, now) };
      const answer = await reviewOnce(app.db, user.id, key, request.body, now);
      await pruneReviewRequestsSometimes(app.db, now, request.log);
      if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return answer.body;
    },
  );

  app.post(
    '/api/flashcards/import',
    {
      bodyLimit: bodyLimit(IMPORT_BODY_LIMIT),
      config: rateLimited(app, IMPORTS_PER_MINUTE),
      schema: { body: importInputSchema, response: { 200: importResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return { deckIds: await importLocalData(app.db, user.id, request.body) };
    },
  );

  done();
};

export const flashcardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicRoutes);
  await app.register(accountRoutes);
};
