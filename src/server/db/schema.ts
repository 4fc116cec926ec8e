// The Drizzle schema: every table the server stores. `npm run db:generate` turns changes into SQL in drizzle/.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    message: text('message').notNull(),
    type: text('type').notNull().default('feedback'),
    sourceLanguage: text('source_language'),
    targetLanguage: text('target_language'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set once the message has been handed to the mail server; null when mail is not configured or failed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('telemetry_events_type_created_idx').on(table.eventType, table.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
