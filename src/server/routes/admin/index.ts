// Everything under /api/admin/ needs the admin role: the guard is applied to the whole folder here,
// not remembered route by route.
import type { FastifyPluginAsync } from 'fastify';
import { roleRequired } from '../../auth/guards';
import { adminUserRoutes } from './users';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', roleRequired('admin'));
  await app.register(adminUserRoutes);
};
