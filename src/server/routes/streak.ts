// /api/streak (issue 12 item 2; spec 1 §3 "Visit streak record", §4 "Visit streak"): a signed-in person's visit
// streak, kept on the server so it follows them across devices. GET answers the account's record; PUT merges a
// browser's record into it with the shared rules (so a stale device can never lower the streak) and answers the
// merged record, which the browser adopts. Signed out: 401, checked before the body is parsed.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { visitStreakInputSchema, visitStreakResponseSchema } from '@shared/schemas/visit-streak';
import { requireUser, signedIn } from '../auth/guards';
import { getVisitStreak, mergeVisitStreak } from '../engagement/visit-streaks';
import { rateLimited } from '../plugins/rate-limit';

/** A browser sends its record at start, on sign-in, after each counted visit and after a repair. */
const WRITES_PER_MINUTE = 60;

export const streakRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/streak',
    { schema: { response: { 200: visitStreakResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { streak: await getVisitStreak(app.db, user.id) };
    },
  );

  app.put(
    '/api/streak',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: visitStreakInputSchema, response: { 200: visitStreakResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        streak: await mergeVisitStreak(app.db, user.id, request.body.streak, new Date()),
      };
    },
  );

  done();
};
