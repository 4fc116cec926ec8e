// The admin dictionary manager's calls (spec 2 §7 "Admin dictionary"): list, add, edit and delete terms. The
// spec shows no guard on the page; the server allows only admins (cookie or bearer). Every change is recorded
// and resolves the term's open reports.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  adminTermSchema,
  dictionaryListSchema,
  dictionaryQuerySchema,
  idParamsSchema,
  messageSchema,
  slangTermSchema,
} from '@shared/schemas/dictionary';
import { requireUser, roleRequired } from '../auth/guards';
import { slangTerms } from '../db/schema';
import { insertTerm, recordEvent, resolveReportsOf } from '../dictionary/moderation';
import { listTerms, toSlangTerm } from '../dictionary/terms';
import { notFound } from '../errors';

export const dictionaryAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // onRequest: checked before the body is parsed, like the /api/admin folder.
  app.addHook('onRequest', roleRequired('admin'));

  app.get(
    '/api/dictionary',
    { schema: { querystring: dictionaryQuerySchema, response: { 200: dictionaryListSchema } } },
    async (request) => {
      const { lang, query, page, pageSize } = request.query;
      const { rows, total } = await listTerms(app.db, {
        language: lang && lang !== 'all' ? lang : undefined,
        query: query || undefined,
        page,
        pageSize,
      });
      return {
        terms: rows.map(toSlangTerm),
        total,
        page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  );

  app.post(
    '/api/slang',
    { schema: { body: adminTermSchema, response: { 201: slangTermSchema } } },
    async (request, reply) => {
      const admin = await requireUser(request);
      const term = await app.db.transaction(async (tx) => {
        const row = await insertTerm(tx, request.body, 'admin', admin.id);
        await recordEvent(tx, {
          itemType: 'term',
          itemId: row.id,
          action: 'added',
          actor: admin,
        });
        return row;
      });
      await app.dictionary.engineSenses.changed();
      return reply.status(201).send(toSlangTerm(term));
    },
  );

  app.put(
    '/api/slang/:id',
    {
      schema: { params: idParamsSchema, body: adminTermSchema, response: { 200: slangTermSchema } },
    },
    async (request) => {
      const admin = await requireUser(request);
      const { term, meaning, context, example, language } = request.body;
      // The slug stays: links to the term page keep working when its spelling is corrected.
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(slangTerms)
          .set({
            term,
            meaning,
            context,
            example,
            language,
            editedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(slangTerms.id, request.params.id), isNull(slangTerms.deletedAt)))
          .returning();
        if (!updated) throw notFound('This term no longer exists.');
        await recordEvent(tx, {
          itemType: 'term',
          itemId: updated.id,
          action: 'edited',
          actor: admin,
        });
        await resolveReportsOf(tx, updated.id, 'edited', admin);
        return updated;
      });
      await app.dictionary.engineSenses.changed();
      return toSlangTerm(row);
    },
  );

  app.delete(
    '/api/slang/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const admin = await requireUser(request);
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx
          .update(slangTerms)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(slangTerms.id, request.params.id), isNull(slangTerms.deletedAt)))
          .returning({ id: slangTerms.id });
        if (!deleted) throw notFound('This term no longer exists.');
        await recordEvent(tx, {
          itemType: 'term',
          itemId: deleted.id,
          action: 'deleted',
          actor: admin,
        });
        await resolveReportsOf(tx, deleted.id, 'deleted', admin);
      });
      await app.dictionary.engineSenses.changed();
      return { message: 'Term deleted successfully' };
    },
  );

  done();
};
