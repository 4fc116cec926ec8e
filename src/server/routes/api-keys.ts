// /api/api-keys (issue 13 item 1): the dashboard's management of the signed-in account's keys for the public API.
// GET lists them (name, first characters, created, last used, calls today), POST {name} creates one and answers its
// secret once, DELETE /api/api-keys/{keyId} revokes one at once. Signed in only (checked before the body is parsed);
// a key is its owner's alone: anyone else gets the 404 of a key that does not exist. These thin routes replace the
// plugin's own /api/auth/api-key/* endpoints, which the auth catch-all refuses (plugin.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  API_KEYS_PER_USER_MAX,
  createApiKeyInputSchema,
  createApiKeyResponseSchema,
} from '@shared/schemas/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../api-keys/api-keys';
import { requireUser, signedIn } from '../auth/guards';
import { rateLimited } from '../plugins/rate-limit';

/** Nobody needs to make keys faster than this; it also bounds the hashing and writes one client can cause. */
const CREATES_PER_MINUTE = 10;
const REVOKES_PER_MINUTE = 30;

export const apiKeyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/api-keys',
    { schema: { response: { 200: apiKeyListResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      // Calls are counted in batches: this process's latest must show as "last used" and in "requests today".
      await app.apiKeys.usage.flush();
      return { keys: await listApiKeys(app.db, user.id), limit: API_KEYS_PER_USER_MAX };
    },
  );

  app.post(
    '/api/api-keys',
    {
      config: rateLimited(app, CREATES_PER_MINUTE),
      schema: { body: createApiKeyInputSchema, response: { 201: createApiKeyResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const created = await createApiKey(app.auth, app.db, user.id, request.body.name);
      // The secret must not linger in any cache between here and the dashboard.
      void reply.header('cache-control', 'no-store');
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/api-keys/:keyId',
    { config: rateLimited(app, REVOKES_PER_MINUTE), schema: { params: apiKeyParamsSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      await revokeApiKey(app, user.id, request.params.keyId);
      return reply.status(204).send();
    },
  );

  done();
};
