// The moderation list (spec 2 §7 "Admin suggestions", plus readers' reports): everything submitted through the
// add and suggest forms, and reported term pages. Under /api/admin/, so only admins reach it.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTermSchema,
  definitionInputSchema,
  definitionListSchema,
  definitionsQuerySchema,
  idParamsSchema,
  pinWordOfTheDaySchema,
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
import {
  decideDefinition,
  editDefinition,
  listDefinitions,
  removeDefinition,
} from '../../dictionary/definitions';
import { toSlangTerm } from '../../dictionary/terms';
import { pinWordOfTheDay } from '../../dictionary/word-of-the-day';

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

  // Readers' definitions of existing terms (issue 28): pending until a moderator decides.
  app.get(
    '/api/admin/definitions',
    { schema: { querystring: definitionsQuerySchema, response: { 200: definitionListSchema } } },
    async (request) => ({ definitions: await listDefinitions(app.db, request.query.status) }),
  );

  app.post(
    '/api/admin/definitions/:id/approve',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await decideDefinition(app.db, request.params.id, 'approved', await requireUser(request));
      return { message: 'Definition approved: it is on the term page now.' };
    },
  );

  app.post(
    '/api/admin/definitions/:id/reject',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await decideDefinition(app.db, request.params.id, 'rejected', await requireUser(request));
      return { message: 'Definition rejected.' };
    },
  );

  app.put(
    '/api/admin/definitions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: definitionInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await editDefinition(app.db, request.params.id, request.body, await requireUser(request));
      return { message: 'Definition updated.' };
    },
  );

  app.delete(
    '/api/admin/definitions/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeDefinition(app.db, request.params.id, await requireUser(request));
      return { message: 'Definition removed.' };
    },
  );

  // The word of the day (issue 28 item 3): a term pinned to a future day.
  app.post(
    '/api/admin/word-of-the-day',
    { schema: { body: pinWordOfTheDaySchema, response: { 200: messageSchema } } },
    async (request) => {
      await pinWordOfTheDay(app.db, request.body, await requireUser(request));
      return { message: `Pinned: “${request.body.slug}” is the word of ${request.body.date}.` };
    },
  );

  done();
};
