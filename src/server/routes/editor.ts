// The editors' calls (spec 2 §7 "Editors"; issue 10 item 2). Every caller must be signed in and hold an editor
// role or admin (checked before the body is parsed); each call then checks the style it touches against the
// caller's roles, so an editor of another style gets 403. Approvals and edits of approved entries refresh the
// translation memory here and on the other replicas once committed.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITOR_ROLES, EDITOR_STYLES, canEditStyle, type EditorStyle } from '@shared/roles';
import {
  addSlangSchema,
  checkDuplicateQuerySchema,
  checkDuplicateResponseSchema,
  editorApproveSchema,
  editorExportQuerySchema,
  editorHistorySchema,
  editorIdParamsSchema,
  editorListQuerySchema,
  editorListSchema,
  editorStyleListSchema,
  editorTranslationSchema,
  editorUpdateSchema,
} from '@shared/schemas/editor';
import { translationKeyHash } from '@shared/schemas/translate';
import { forbidden, requireStyleEditor, requireUser } from '../auth/guards';
import {
  addSlang,
  approveEntry,
  exportRows,
  findEntry,
  findLiveByKey,
  historyOf,
  listEntries,
  listStyle,
  toEditorTranslation,
  updateEntry,
} from '../editors/entries';
import { notFound } from '../errors';

const CSV_COLUMNS = [
  { key: 'sourceText', header: 'Source text' },
  { key: 'finalOutput', header: 'Translation' },
  { key: 'status', header: 'Status' },
  { key: 'notes', header: 'Notes' },
  { key: 'origin', header: 'Origin' },
  { key: 'requestCount', header: 'Requests' },
  { key: 'isLocked', header: 'Locked' },
  { key: 'createdAt', header: 'Created' },
  { key: 'updatedAt', header: 'Updated' },
] as const;

/** The spec's approve has no body, and a POST without one arrives as null: the same as `{}`. */
const approveBodySchema = z.preprocess((body) => body ?? {}, editorApproveSchema);

export const editorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Only editors (of any style) and admins get past this; the style of each call is checked below.
  app.addHook('onRequest', async (request) => {
    const user = await requireUser(request);
    if (!user.roles.some((role) => role === 'admin' || EDITOR_ROLES.includes(role))) {
      throw forbidden();
    }
  });

  for (const style of EDITOR_STYLES) {
    app.get(
      `/api/editor/${style}`,
      { schema: { response: { 200: editorStyleListSchema } } },
      async (request) => {
        await requireStyleEditor(request, style);
        return { translations: await listStyle(app.db, style) };
      },
    );
  }

  app.get(
    '/api/editor/translations',
    { schema: { querystring: editorListQuerySchema, response: { 200: editorListSchema } } },
    async (request) => {
      await requireStyleEditor(request, request.query.style);
      return listEntries(app.db, request.query);
    },
  );

  app.get(
    '/api/editor/translations/export',
    { schema: { querystring: editorExportQuerySchema } },
    async (request, reply) => {
      const { style, status } = request.query;
      await requireStyleEditor(request, style);
      const csv = stringify({
        bom: true,
        header: true,
        columns: [...CSV_COLUMNS],
        // A cell starting with = + - @, a tab or a carriage return is prefixed with ' so that a spreadsheet
        // shows it as text instead of running it as a formula.
        escape_formulas: true,
        cast: { boolean: (value) => (value ? 'yes' : 'no'), date: (value) => value.toISOString() },
      });
      const rows = Readable.from(exportRows(app.db, { style, status }));
      rows.on('error', (error) => csv.destroy(error));
      rows.pipe(csv);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="slangbridge-${style}-${status}-${date}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/editor/check-duplicate',
    {
      schema: {
        querystring: checkDuplicateQuerySchema,
        response: { 200: checkDuplicateResponseSchema },
      },
    },
    async (request) => {
      const { keyHash } = request.query;
      const separator = keyHash.indexOf('|');
      const style = keyHash.slice(0, separator) as EditorStyle;
      await requireStyleEditor(request, style);
      // Normalised here too, so a caller that sends the raw text still finds its entry.
      const row = await findLiveByKey(
        app.db,
        translationKeyHash(style, keyHash.slice(separator + 1)),
      );
      return { exists: !!row, translation: row ? toEditorTranslation(row) : null };
    },
  );

  app.post(
    '/api/editor/add-slang',
    { schema: { body: addSlangSchema, response: { 201: editorTranslationSchema } } },
    async (request, reply) => {
      const actor = await requireStyleEditor(request, request.body.targetStyle);
      const row = await addSlang(app.db, request.body, actor);
      return reply.status(201).send(toEditorTranslation(row));
    },
  );

  app.get(
    '/api/editor/translations/:id/history',
    { schema: { params: editorIdParamsSchema, response: { 200: editorHistorySchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await findEntry(app.db, request.params.id);
      if (!row) throw notFound('This translation no longer exists.');
      if (!canEditStyle(user.roles, row.targetStyle as EditorStyle)) throw forbidden();
      return { changes: await historyOf(app.db, row.id) };
    },
  );

  app.patch(
    '/api/editor/translations/:id',
    {
      schema: {
        params: editorIdParamsSchema,
        body: editorUpdateSchema,
        response: { 200: editorTranslationSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { entry, changedKeys } = await updateEntry(
        app.db,
        request.params.id,
        request.body,
        actor,
      );
      await app.translationMemory.sync.changed(changedKeys);
      return toEditorTranslation(entry);
    },
  );

  app.post(
    '/api/editor/translations/:id/approve',
    {
      schema: {
        params: editorIdParamsSchema,
        body: approveBodySchema,
        response: { 200: editorTranslationSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { entry, changedKeys } = await approveEntry(
        app.db,
        request.params.id,
        request.body.version,
        actor,
      );
      await app.translationMemory.sync.changed(changedKeys);
      return toEditorTranslation(entry);
    },
  );

  done();
};
