// Admins list accounts (newest first, at most 100, searchable) and change their roles; a change applies to that
// user's next request.
import { asc, desc, ilike, or } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeRoles } from '@shared/roles';
import { roleSchema, setRolesRequestSchema } from '@shared/schemas/auth';
import { safeText } from '@shared/schemas/text';
import { setRoles } from '../../auth/roles-repository';
import { user } from '../../db/schema';
import { notFound } from '../../errors';

const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
});

export const adminUserRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        querystring: z.object({ query: safeText().trim().max(100).optional() }),
        response: { 200: z.object({ users: z.array(adminUserSchema) }) },
      },
    },
    async (request) => {
      const query = request.query.query;
      // The search is literal: `%`, `_` and `\` in it are not LIKE wildcards.
      const pattern = query ? `%${query.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const rows = await app.db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          roles: user.roles,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(pattern ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined)
        // Newest first: with more accounts than one page holds, the recent ones are those an admin looks for.
        .orderBy(desc(user.createdAt), asc(user.id))
        .limit(100);
      return {
        users: rows.map((row) => ({
          ...row,
          roles: normalizeRoles({ roles: row.roles }),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      schema: {
        params: z.object({ id: safeText().min(1).max(100) }),
        body: setRolesRequestSchema,
        response: { 200: z.object({ id: z.string(), roles: z.array(roleSchema) }) },
      },
    },
    async (request) => {
      const roles = normalizeRoles({ roles: request.body.roles });
      if (!(await setRoles(app.db, request.params.id, roles)))
        throw notFound('There is no such user.');
      return { id: request.params.id, roles };
    },
  );
  done();
};
