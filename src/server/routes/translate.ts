// POST /api/translate: the translator's main call (spec 1 §7), answered by the translation pipeline; and
// GET /api/translate/capabilities: which pairs the pickers may offer (src/shared/translation-pairs.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AUTO_DETECT,
  translateCapabilitiesSchema,
  translateRequestSchema,
  translateResponseSchema,
} from '@shared/schemas/translate';
import { rateLimited } from '../plugins/rate-limit';
import { answerBytes, JSON_CONTENT_TYPE } from '../translation/answer-bytes';
import { TRANSLATION_ROUTE_OPTIONS } from '../translation/plugin';
import { withDetectedSource } from '../translation/style-detection/auto-source';

export const translateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { config } = app;
  // Shared with POST /v1/translate (src/server/translation/plugin.ts).
  const pipeline = app.translationPipeline;

  app.get(
    '/api/translate/capabilities',
    { schema: { response: { 200: translateCapabilitiesSchema } } },
    async (_request, reply) => {
      // The configuration changes only with a restart; a short cache spares a call per page view.
      void reply.header('Cache-Control', 'public, max-age=60');
      return pipeline.capabilities;
    },
  );

  app.post(
    '/api/translate',
    {
      config: rateLimited(app, config.TRANSLATE_RATE_LIMIT_PER_MINUTE, { quiet: true }),
      schema: { body: translateRequestSchema, response: { 200: translateResponseSchema } },
      ...TRANSLATION_ROUTE_OPTIONS,
    },
    // Not async: a known answer is sent as it is, without a promise (the hot path, issues 10 and 27): as the
    // bytes serialised when it was first sent.
    (request, reply) => {
      // A named style goes straight to the pipeline, as before "auto" existed: nothing more on the hot path.
      if (request.body.sourceLanguage !== AUTO_DETECT) {
        const known = pipeline.lookup(request.body);
        if (!known) return pipeline.translate(request.body);
        // The typed reply takes only the answer object; its ready bytes go through the plain one.
        void (reply as FastifyReply).type(JSON_CONTENT_TYPE).send(answerBytes(known));
        return;
      }
      const { request: input, detectedLanguage } = withDetectedSource(request.body);
      const answer = pipeline.lookup(input) ?? pipeline.translate(input);
      if (!detectedLanguage) return answer;
      return answer instanceof Promise
        ? answer.then((found) => ({ ...found, detectedLanguage }))
        : { ...answer, detectedLanguage };
    },
  );
  done();
};
