// GET /api/flashcards/export?format=apkg|csv[&deckId=] (issue 29 item 5): a deck, or every card in the signed-in
// learner's review schedule, as an Anki package with the review history or as CSV, sent as a download. A custom
// deck is its owner's alone: anyone else gets the same 404 as for a deck that does not exist.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '@shared/schemas/flashcard-export';
import { requireUser, signedIn } from '../auth/guards';
import { buildAnkiPackage } from '../flashcards/anki-package';
import { collectExport, exportFileName } from '../flashcards/export';
import { exportCsv } from '../flashcards/export-csv';
import { rateLimitedPerAccount } from '../plugins/rate-limit';

/**
 * Building a package reads every log of the cards and writes a SQLite file: a few a minute per account is plenty
 * (per account: people behind one address do not share it).
 */
const EXPORTS_PER_MINUTE = 10;

export const flashcardExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // onRequest: a signed-out caller gets 401 before the query is validated.
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/flashcards/export',
    {
      config: rateLimitedPerAccount(app, EXPORTS_PER_MINUTE, 'flashcard-export'),
      schema: { querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { format, deckId } = request.query;
      const now = new Date();
      const decks = await collectExport(app.db, user.id, deckId, { history: format === 'apkg' });
      const fileName = exportFileName(deckId === undefined ? undefined : decks[0], format, now);
      void reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(exportCsv(decks));
      const apkg = await buildAnkiPackage(decks, now);
      return reply
        .type('application/octet-stream')
        .send(Buffer.from(apkg.buffer, apkg.byteOffset, apkg.byteLength));
    },
  );

  done();
};
