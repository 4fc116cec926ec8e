// What the app decorates the Fastify instance with, typed once for every plugin and route.
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './providers/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer | undefined;
    auth: Auth;
    /** Work that must finish before shutdown completes (mail still being delivered, ...). */
    trackBackgroundTask(task: Promise<unknown>): void;
  }
}
