// What the app decorates the Fastify instance with, typed once for every plugin and route.
import type { ApiHistoryWriter } from './api-keys/api-history';
import type { ApiKeyVerifier } from './api-keys/key-verifier';
import type { ApiKeyUsageLedger } from './api-keys/usage-ledger';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CountryInfo } from './dictionary/content';
import type { EngineSenses } from './dictionary/engine-senses';
import type { TrendingCounter } from './dictionary/trending';
import type { MemorySync } from './editors/memory-sync';
import type { TranslationMemory } from './editors/translation-memory';
import type { TranslatorRequestLog } from './editors/translator-requests';
import type { Mailer } from './providers/mail/mailer';
import type { TranslationPipeline } from './translation/pipeline';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer | undefined;
    auth: Auth;
    /**
     * The dictionary's countries and categories (content/dictionary/countries.json), and the translator's senses
     * of its terms, to refresh after a term changes.
     */
    dictionary: { countries: CountryInfo[]; engineSenses: EngineSenses; trending: TrendingCounter };
    /** Approved editor translations in memory, their cross-replica sync, and the translator request log. */
    translationMemory: {
      memory: TranslationMemory;
      sync: MemorySync;
      requests: TranslatorRequestLog;
    };
    /** The translation pipeline of POST /api/translate and POST /v1/translate (one cache for both). */
    translationPipeline: TranslationPipeline;
    /** The public API's key checks, usage counters and history, kept in memory and written in batches. */
    apiKeys: {
      verifier: ApiKeyVerifier;
      usage: ApiKeyUsageLedger;
      history: ApiHistoryWriter;
    };
    /** Work that must finish before shutdown completes (mail still being delivered, ...). */
    trackBackgroundTask(task: Promise<unknown>): void;
  }
}
