// What the app decorates the Fastify instance with, typed once for every plugin and route.
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CountryInfo } from './dictionary/content';
import type { Mailer } from './providers/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer | undefined;
    auth: Auth;
    /** The dictionary's countries and categories (content/dictionary/countries.json). */
    dictionary: { countries: CountryInfo[] };
    /** Work that must finish before shutdown completes (mail still being delivered, ...). */
    trackBackgroundTask(task: Promise<unknown>): void;
  }
}
