// GET /api/flashcards/stats (issue 29 item 2): the signed-in learner's review statistics, the days read in the zone
// `?tz=` names (the browser sends its own) or in UTC, the day the daily limits use (ADR 007).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { DEFAULT_STATS_TIME_ZONE } from '@shared/flashcards/review-stats';
import { statsQuerySchema, statsResponseSchema } from '@shared/schemas/flashcard-stats';
import { requireUser, signedIn } from '../auth/guards';
import { reviewStats } from '../flashcards/stats';

export const flashcardStatsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // onRequest: a signed-out caller gets 401 before the query is validated.
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/flashcards/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: statsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return reviewStats(app.db, user.id, {
        now: new Date(),
        timeZone: request.query.tz ?? DEFAULT_STATS_TIME_ZONE,
      });
    },
  );

  done();
};
