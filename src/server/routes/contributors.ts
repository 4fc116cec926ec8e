// Contributors (issue 28 item 5): the public page of a handle (GET /api/users/{handle}, anyone) and the signed-in
// reader's own handle (GET/PUT /api/account/handle).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  contributorSchema,
  handleInputSchema,
  handleParamsSchema,
  handleStatusSchema,
} from '@shared/schemas/dictionary';
import { requireUser } from '../auth/guards';
import { contributorByHandle, handleStatusOf, setHandle } from '../dictionary/contributors';
import { rateLimitedPerAccount } from '../plugins/rate-limit';

/** Handle changes tried per minute per account (a taken handle is a retry, a month's wait is the real limit). */
const HANDLE_TRIES_PER_MINUTE = 10;

export const contributorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/users/:handle',
    { schema: { params: handleParamsSchema, response: { 200: contributorSchema } } },
    async (request) => contributorByHandle(app.db, request.params.handle),
  );

  app.get(
    '/api/account/handle',
    { schema: { response: { 200: handleStatusSchema } } },
    async (request) => handleStatusOf(app.db, (await requireUser(request)).id),
  );

  app.put(
    '/api/account/handle',
    {
      config: rateLimitedPerAccount(app, HANDLE_TRIES_PER_MINUTE, 'handle'),
      schema: { body: handleInputSchema, response: { 200: handleStatusSchema } },
    },
    async (request) => setHandle(app.db, (await requireUser(request)).id, request.body.handle),
  );

  done();
};
