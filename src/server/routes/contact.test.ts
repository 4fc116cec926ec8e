// POST /api/send-message: every field required, the message stored before answering, mail a best-effort copy.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import type { MailMessage, Mailer } from '../providers/mail/mailer';
import { JSON_HEADERS, onOneDatabase } from '../test/test-app';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Slang for "cool"',
  message: 'Could you add more Spanish slang?',
};

const post = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/send-message',
  headers: JSON_HEADERS,
  payload: JSON.stringify(body),
});

function recordingMailer(): Mailer & { sent: MailMessage[]; closed: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    closed: false,
    send(message: MailMessage) {
      mailer.sent.push(message);
      return Promise.resolve();
    },
    close() {
      mailer.closed = true;
    },
  };
  return mailer;
}

// Runs on one database: validation, the mail, and rows read back by id.
onOneDatabase('POST /api/send-message', (context) => {
  const readRow = async (id: string) => {
    const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  };

  it('stores the message (trimmed) and answers 201 "Message sent successfully!" without a mailer', async () => {
    const response = await context.app.inject(post({ ...valid, name: '  Ada Lovelace ' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; message: string }>();
    expect(body.message).toBe('Message sent successfully!');
    expect(await readRow(body.id)).toMatchObject({ ...valid, mailedAt: null });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'requires %s (missing or blank → 400)',
    async (field) => {
      const missing = { ...valid } as Partial<typeof valid>;
      delete missing[field];
      const withoutField = await context.app.inject(post(missing));
      expect(withoutField.statusCode).toBe(400);
      expect(withoutField.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field }],
      });

      const blank = await context.app.inject(post({ ...valid, [field]: '   ' }));
      expect(blank.statusCode).toBe(400);
      const expected =
        field === 'email'
          ? 'Email is required.'
          : `${field[0]!.toUpperCase()}${field.slice(1)} is required.`;
      expect(blank.json()).toMatchObject({ error: expected, code: 'VALIDATION_FAILED' });
    },
  );

  it.each(['not-an-email', 'ada@', '@example.com', 'ada example.com'])(
    'rejects the e-mail address %j with 400',
    async (email) => {
      const response = await context.app.inject(post({ ...valid, email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Please enter a valid email address.',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it('forwards the stored message to the inbox and records mailed_at', async () => {
    const mailer = recordingMailer();
    const app = await context.buildApp({ mailer, env: { CONTACT_INBOX: 'inbox@example.org' } });
    const response = await app.inject(post(valid));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();

    // Closing waits for background work (the mail) to finish.
    await app.close();
    expect(mailer.closed).toBe(true);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'inbox@example.org',
      replyTo: valid.email,
      subject: `[Contact] ${valid.subject}`,
    });
    expect(mailer.sent[0]!.text).toContain(valid.message);
    expect(mailer.sent[0]!.text).toContain(id);
    const row = await readRow(id);
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it('still answers 201 and keeps the message when the mail server fails (mailed_at stays null)', async () => {
    let attempts = 0;
    const failing: Mailer = {
      send() {
        attempts++;
        return Promise.reject(new Error('SMTP 421 service not available'));
      },
      close() {},
    };
    const app = await context.buildApp({ mailer: failing });
    const response = await app.inject(post(valid));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Message sent successfully!' });
    await app.close();
    expect(attempts).toBe(1);
    expect(await readRow(response.json<{ id: string }>().id)).toMatchObject({
      ...valid,
      mailedAt: null,
    });
  });

  it('still answers 201 when the mailer throws synchronously', async () => {
    const throwing: Mailer = {
      send() {
        throw new Error('transport misconfigured');
      },
      close() {},
    };
    const app = await context.buildApp({ mailer: throwing });
    const response = await app.inject(post(valid));
    expect(response.statusCode).toBe(201);
    await app.close();
    expect(await readRow(response.json<{ id: string }>().id)).toMatchObject({ mailedAt: null });
  });
});
