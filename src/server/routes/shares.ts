// POST /api/shares and GET /api/shares/{id} (issue 26): a translation made into a public link when its translator
// chooses "Share link", and the link's content. Anyone may share (spec 1 §6: visitors share too), within the
// per-client limit of writes; a signed-in sharer's link is tied to their account, so it goes with it.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  createShareRequestSchema,
  createShareResponseSchema,
  shareIdParamsSchema,
  sharedTranslationSchema,
} from '@shared/schemas/shares';
import { sharePath } from '@shared/share-links';
import { getSessionUser } from '../auth/session';
import { publicUrl } from '../config';
import { notFound } from '../errors';
import { rateLimited } from '../plugins/rate-limit';
import { createShare, findShare, toSharedTranslation } from '../shares/store';

export const shareRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const origin = publicUrl(app.config);

  app.post(
    '/api/shares',
    {
      config: rateLimited(app),
      schema: { body: createShareRequestSchema, response: { 201: createShareResponseSchema } },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const row = await createShare(app.db, { ...request.body, userId: user?.id ?? null });
      return reply.status(201).send({ id: row.id, url: `${origin}${sharePath(row.id)}` });
    },
  );

  app.get(
    '/api/shares/:id',
    { schema: { params: shareIdParamsSchema, response: { 200: sharedTranslationSchema } } },
    async (request) => {
      const row = await findShare(app.db, request.params.id);
      if (!row) throw notFound('Shared translation not found.');
      return toSharedTranslation(row);
    },
  );
  done();
};
