// Daily review reminders (issue 29 item 4): GET and PUT /api/reminders, POST and DELETE /api/reminders/subscriptions.
// A signed-in learner's own, checked before the body is parsed; no call names another account.
import { isIP } from 'node:net';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  PUSH_ENDPOINT_MESSAGE,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
} from '@shared/schemas/reminders';
import { requireUser, signedIn } from '../auth/guards';
import { AppError } from '../errors';
import { rateLimited } from '../plugins/rate-limit';
import {
  deleteSubscription,
  readReminderSettings,
  saveReminderSettings,
  saveSubscription,
} from '../reminders/reminder-store';

const WRITES_PER_MINUTE = 60;

/**
 * In production the server only posts to push services on the internet: https and a host name, never this machine
 * or an address (the schema also lets a test push service on http://localhost through).
 */
function isPublicPushService(endpoint: string): boolean {
  const { protocol, hostname } = new URL(endpoint);
  const host = hostname.replace(/^\[|\]$/g, '');
  return protocol === 'https:' && host !== 'localhost' && isIP(host) === 0;
}

export const reminderRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', signedIn);

  const answer = async (userId: string) => ({
    ...(await readReminderSettings(app.db, userId)),
    publicKey: await app.reminders.publicKey(),
  });

  app.get(
    '/api/reminders',
    { schema: { response: { 200: reminderSettingsSchema } } },
    async (request) => answer((await requireUser(request)).id),
  );

  app.put(
    '/api/reminders',
    {
      config: rateLimited(app, WRITES_PER_MINUTE),
      schema: { body: reminderSettingsInputSchema, response: { 200: reminderSettingsSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await saveReminderSettings(app.db, user.id, request.body);
      return answer(user.id);
    },
  );

  app.post(
    '/api/reminders/subscriptions',
    { config: rateLimited(app, WRITES_PER_MINUTE), schema: { body: pushSubscriptionInputSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (app.config.NODE_ENV === 'production' && !isPublicPushService(request.body.endpoint)) {
        throw new AppError(400, 'VALIDATION_FAILED', PUSH_ENDPOINT_MESSAGE);
      }
      await saveSubscription(app.db, user.id, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/reminders/subscriptions',
    { config: rateLimited(app, WRITES_PER_MINUTE), schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteSubscription(app.db, user.id, request.body.endpoint);
      return reply.status(204).send();
    },
  );

  done();
};
