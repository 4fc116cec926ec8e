// POST /api/detect: the styles a text looks written in, likeliest first (issue 27 item 3). Offline: the built-in
// detector (src/server/translation/style-detection), learnt from the content on first use.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { detectRequestSchema, detectResponseSchema } from '@shared/schemas/translate';
import { rateLimited } from '../plugins/rate-limit';
import { getStyleDetector } from '../translation/style-detection/style-detector';

/** Candidates answered: the best and two runners-up, for "Looks like …" and its alternatives. */
const CANDIDATES = 3;

export const detectRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/detect',
    {
      // Typing into the translator may ask for each settled text, as translating does.
      config: rateLimited(app, app.config.TRANSLATE_RATE_LIMIT_PER_MINUTE),
      schema: { body: detectRequestSchema, response: { 200: detectResponseSchema } },
    },
    (request) => ({ candidates: getStyleDetector().detect(request.body.text, CANDIDATES) }),
  );
  done();
};
