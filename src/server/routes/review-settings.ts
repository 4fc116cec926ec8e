// Review settings and the FSRS optimizer (issue 29 item 1): GET and PUT /api/flashcards/settings, POST
// /api/flashcards/optimize. A signed-in learner's own, checked before the body is parsed; nobody can name another's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  notEnoughReviewsSchema,
  optimizeResponseSchema,
  reviewSettingsInputSchema,
  reviewSettingsSchema,
} from '@shared/schemas/review-settings';
import { requireUser, signedIn } from '../auth/guards';
import { serviceUnavailable } from '../errors';
import { notEnoughReviewsMessage, OptimizerUnavailableError } from '../flashcards/optimizer';
import { readReviewSettings, saveDesiredRetention } from '../flashcards/review-settings';
import { rateLimited, rateLimitedPerAccount } from '../plugins/rate-limit';

const WRITES_PER_MINUTE = 60;
/** A fit keeps a core busy for seconds; the background refits keep parameters current anyway. */
const OPTIMIZE_PER_MINUTE = 3;

export const OPTIMIZER_UNAVAILABLE_MESSAGE =
  'Fitting review timing to your reviews is not available right now. Please try again later.';

export const reviewSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/flashcards/settings',
    { schema: { response: { 200: reviewSettingsSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return readReviewSettings(app.db, user.id, new Date());
    },
  );

  app.put(
    '/api/flashcards/settings',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: reviewSettingsInputSchema, response: { 200: reviewSettingsSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await saveDesiredRetention(app.db, user.id, request.body.desiredRetention);
      return readReviewSettings(app.db, user.id, new Date());
    },
  );

  app.post(
    '/api/flashcards/optimize',
    {
      config: rateLimitedPerAccount(app, OPTIMIZE_PER_MINUTE, 'flashcards-optimize'),
      schema: { response: { 200: optimizeResponseSchema, 409: notEnoughReviewsSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const outcome = await app.reviewFits.fitNow(user.id).catch((error: unknown) => {
        if (error instanceof OptimizerUnavailableError) {
          request.log.warn(error.message);
          throw serviceUnavailable(OPTIMIZER_UNAVAILABLE_MESSAGE);
        }
        throw error;
      });
      if (outcome.kind === 'skipped') throw serviceUnavailable(OPTIMIZER_UNAVAILABLE_MESSAGE);
      if (outcome.kind === 'too-few') {
        return reply.status(409).send({
          error: notEnoughReviewsMessage(outcome.reviewsNeeded),
          code: 'CONFLICT',
          reviewsNeeded: outcome.reviewsNeeded,
          requestId: request.id,
        });
      }
      const { reviews, parameters, logLoss, defaultLogLoss } = outcome;
      return { reviews, parameters, logLoss, defaultLogLoss };
    },
  );

  done();
};
