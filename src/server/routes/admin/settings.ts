// PUT /api/settings/latestVideoUrl: an admin sets the daily video card's link (spec 1 §3), or clears it with ''.
// Its path sits beside the public GET; the admin guard is this folder's (index.ts), as for every admin route.
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  settingResponseSchema,
  updateLatestVideoUrlRequestSchema,
  type PublicSettingKey,
} from '@shared/schemas/settings';
import { settings } from '../../db/schema';

const KEY: PublicSettingKey = 'latestVideoUrl';

export const adminSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    `/api/settings/${KEY}`,
    {
      schema: {
        body: updateLatestVideoUrlRequestSchema,
        response: { 200: settingResponseSchema },
      },
    },
    async (request) => {
      const { value } = request.body;
      // No row reads as '' (routes/settings.ts), so clearing removes it.
      if (value === '') await app.db.delete(settings).where(eq(settings.key, KEY));
      else {
        await app.db
          .insert(settings)
          .values({ key: KEY, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      }
      return { value };
    },
  );
  done();
};
