// Everything under /api/admin/ needs the admin role, and so does every other route in this folder (the daily
// video's PUT /api/settings/latestVideoUrl): the guard is applied to the whole folder here, not remembered route
// by route.
import type { FastifyPluginAsync } from 'fastify';
import { roleRequired } from '../../auth/guards';
import { adminDictionaryRoutes } from './dictionary';
import { adminReviewQueueRoutes } from './review-queue';
import { adminSettingsRoutes } from './settings';
import { adminUserRoutes } from './users';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  // onRequest: the caller is checked before the body is even parsed, so a signed-out or non-admin caller gets
  // 401/403 rather than a validation error that would reveal what the route expects.
  app.addHook('onRequest', roleRequired('admin'));
  await app.register(adminUserRoutes);
  await app.register(adminDictionaryRoutes);
  await app.register(adminReviewQueueRoutes);
  await app.register(adminSettingsRoutes);
};
