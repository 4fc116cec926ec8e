// The review queue's calls (spec 2 §7 "Review queue"): list, promote, delete. Under /api/admin/, so only
// admins reach it. A promotion refreshes the translation memory once committed: the next translation of that
// text answers with the fix.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/schemas/dictionary';
import {
  editorIdParamsSchema,
  promoteReviewResponseSchema,
  promoteReviewSchema,
  reviewQueueSchema,
} from '@shared/schemas/editor';
import { requireUser } from '../../auth/guards';
import { toEditorTranslation } from '../../editors/entries';
import {
  deleteReview,
  listReviewQueue,
  promoteReview,
  toReviewEntry,
} from '../../editors/review-queue';

export const adminReviewQueueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/admin/review-queue',
    { schema: { response: { 200: reviewQueueSchema } } },
    async () => listReviewQueue(app.db),
  );

  app.post(
    '/api/admin/review-queue/:id/promote',
    {
      schema: {
        params: editorIdParamsSchema,
        body: promoteReviewSchema,
        response: { 200: promoteReviewResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      const { review, translation } = await promoteReview(
        app.db,
        request.params.id,
        request.body,
        admin,
      );
      await app.translationMemory.sync.changed([translation.keyHash]);
      return {
        review: toReviewEntry(review, {
          resolvedByName: admin.name,
          resolvedOutput: translation.finalOutput,
        }),
        translation: toEditorTranslation(translation),
      };
    },
  );

  app.delete(
    '/api/admin/review-queue/:id',
    { schema: { params: editorIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteReview(app.db, request.params.id);
      return { message: 'Review deleted' };
    },
  );

  done();
};
