// The moderation list (spec 2 §7 "Admin suggestions", plus readers' reports): everything submitted through the
// add and suggest forms, and reported term pages. Under /api/admin/, so only admins reach it.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTermSchema,
  idParamsSchema,
  messageSchema,
  reportListSchema,
  slangTermSchema,
  suggestionListSchema,
  suggestionsQuerySchema,
} from '@shared/schemas/dictionary';
import { requireUser } from '../../auth/guards';
import {
  approveSuggestion,
  deleteSuggestion,
  dismissReport,
  listReports,
  listSuggestions,
  rejectSuggestion,
} from '../../dictionary/moderation';
import { toSlangTerm } from '../../dictionary/terms';

export const adminDictionaryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/admin/suggestions',
    { schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionListSchema } } },
    async (request) => listSuggestions(app.db, request.query),
  );

  app.post(
    '/api/admin/suggestions/:id/approve',
    {
      schema: { params: idParamsSchema, body: adminTermSchema, response: { 200: slangTermSchema } },
    },
    async (request) => {
      const admin = await requireUser(request);
      const term = await approveSuggestion(app.db, request.params.id, request.body, admin);
      // The approved term translates at once, on every replica.
      await app.dictionary.engineSenses.changed();
      return toSlangTerm(term);
    },
  );

  app.post(
    '/api/admin/suggestions/:id/reject',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await rejectSuggestion(app.db, request.params.id, await requireUser(request));
      return { message: 'Suggestion has been marked as rejected' };
    },
  );

  app.delete(
    '/api/admin/suggestions/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteSuggestion(app.db, request.params.id, await requireUser(request));
      return { message: 'Suggestion has been removed' };
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        querystring: z.object({ status: z.enum(['open', 'all']).default('open') }),
        response: { 200: reportListSchema },
      },
    },
    async (request) => listReports(app.db, request.query.status),
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await dismissReport(app.db, request.params.id, await requireUser(request));
      return { message: 'Report dismissed' };
    },
  );

  done();
};
