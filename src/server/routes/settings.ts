// GET /api/settings/:key: public settings such as latestVideoUrl; an unset setting reads as ''.
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  publicSettingKeySchema,
  settingParamsSchema,
  settingResponseSchema,
} from '@shared/schemas/settings';
import { notFound } from '../errors';
import { settings } from '../db/schema';

// Registers routes only (nothing to await), hence the callback style.
export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/settings/:key',
    { schema: { params: settingParamsSchema, response: { 200: settingResponseSchema } } },
    async (request) => {
      const key = publicSettingKeySchema.safeParse(request.params.key);
      if (!key.success) throw notFound(`There is no public setting named "${request.params.key}".`);
      const [row] = await app.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key.data));
      return { value: row?.value ?? '' };
    },
  );
  done();
};
