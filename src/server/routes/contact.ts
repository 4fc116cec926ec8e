// POST /api/send-message: the Contact Us dialog. The message is stored first; mail is a best-effort copy.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  contactRequestSchema,
  contactResponseSchema,
  type ContactRequest,
} from '@shared/schemas/contact';
import { contactMessages } from '../db/schema';
import { rateLimited } from '../plugins/rate-limit';

const CONTACT_PER_MINUTE = 5;

// Registers routes only (nothing to await), hence the callback style.
export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/send-message',
    {
      config: rateLimited(app, CONTACT_PER_MINUTE),
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id });
      const id = row!.id;
      if (app.mailer) app.trackBackgroundTask(forwardByMail(app, id, request.body));
      return reply.status(201).send({ id, message: 'Message sent successfully!' });
    },
  );
  done();
};

async function forwardByMail(app: FastifyInstance, id: string, message: Required<ContactRequest>) {
  try {
    await app.mailer!.send({
      to: app.config.CONTACT_INBOX,
      replyTo: message.email,
      subject: `[Contact] ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nMessage id: ${id}\n\n${message.message}`,
    });
    await app.db
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(eq(contactMessages.id, id));
  } catch (error) {
    // The message is safe in the database; the inbox copy can be re-sent from there.
    app.log.error(
      { err: error, contactMessageId: id },
      'Could not forward a contact message by mail',
    );
  }
}
