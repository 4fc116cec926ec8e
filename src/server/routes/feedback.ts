// POST /api/feedback: the feedback box under the translator (spec 1 §3, §5).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema, feedbackResponseSchema } from '@shared/schemas/feedback';
import { feedback } from '../db/schema';
import { rateLimited } from '../plugins/rate-limit';

// Registers routes only (nothing to await), hence the callback style.
export const feedbackRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/feedback',
    {
      config: rateLimited(app),
      schema: { body: feedbackRequestSchema, response: { 201: feedbackResponseSchema } },
    },
    async (request, reply) => {
      const { message, type, selectedLanguages } = request.body;
      const [row] = await app.db
        .insert(feedback)
        .values({
          message,
          type,
          sourceLanguage: selectedLanguages?.source || null,
          targetLanguage: selectedLanguages?.target || null,
        })
        .returning({ id: feedback.id });
      return reply.status(201).send({ id: row!.id, message: 'Thank you for your feedback!' });
    },
  );
  done();
};
